// Insert throughput and latency of the Mongo stand-in, in memory and on an H2 file, in a stand-in of its
// own (deploy/test/mongo-stand-in.ts). MM_MONGO_JAR=<jar> measures another build of the launcher.
//   node --import tsx deploy/bench/mongo-stand-in-writes.ts [sequential inserts] [concurrent inserts]
import { statSync } from 'node:fs';
import mongoose from 'mongoose';
import { startStandIn } from '../test/mongo-stand-in.js';

const sequential = Number(process.argv[2] ?? 2_000);
const concurrent = Number(process.argv[3] ?? 8_000);
const CONCURRENCY = 16;

const fileMB = (file?: string) => (file ? +(statSync(file).size / 1e6).toFixed(1) : undefined);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

for (const persist of [false, true]) {
  const standIn = await startStandIn({ persist });
  const conn = await mongoose.createConnection(standIn.url, { dbName: 'bench', maxPoolSize: CONCURRENCY }).asPromise();
  try {
    const coll = conn.db!.collection('writes');
    await coll.createIndex({ email: 1 }, { unique: true });
    let n = 0;
    const insert = () => coll.insertOne({ email: `u${n++}@example.test`, name: 'Bench User', at: new Date(), tags: ['a', 'b'] });
    for (let i = 0; i < 300; i++) await insert(); // warm-up

    const latencies: number[] = [];
    let t0 = performance.now();
    for (let i = 0; i < sequential; i++) {
      const s = performance.now();
      await insert();
      latencies.push(performance.now() - s);
    }
    const seqSeconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);

    t0 = performance.now();
    let left = concurrent;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (left-- > 0) await insert();
      }),
    );
    const concSeconds = (performance.now() - t0) / 1000;

    console.log(
      JSON.stringify({
        backend: persist ? 'h2' : 'memory',
        jar: process.env.MM_MONGO_JAR ?? 'built',
        sequentialPerSecond: Math.round(sequential / seqSeconds),
        p50Ms: +percentile(latencies, 0.5).toFixed(2),
        p99Ms: +percentile(latencies, 0.99).toFixed(2),
        [`concurrent${CONCURRENCY}PerSecond`]: Math.round(concurrent / concSeconds),
        documents: await coll.countDocuments(),
        fileMB: fileMB(standIn.file),
        // After a clean stop (SIGTERM), which compacts the file.
        fileMBStopped: standIn.file
          ? await conn
              .close()
              .then(() => standIn.stop())
              .then(() => fileMB(standIn.file))
          : undefined,
      }),
    );
  } finally {
    await conn.close();
    await standIn.destroy();
  }
}
