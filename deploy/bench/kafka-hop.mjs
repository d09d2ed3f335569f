// The floor under every saga hop: one bare Kafka hop on the local broker, with the kit's settings (idempotent
// producer, acks from all replicas; a consumer group reading batches, 3 partitions at once), on a topic of
// its own that it creates and deletes. Compare its figures with deploy/bench/saga-hops.mjs.
//   node deploy/bench/kafka-hop.mjs            (KAFKA_BROKERS, default the local broker; COUNT=200, GAP_MS=50)
// JSON_OUT=<file> also writes { received, count, p50, p95, max } there (deploy/bench/order-journey.sh reads it).
import { loadavg } from 'node:os';
import kafkajs from 'kafkajs';

const kafka = new kafkajs.Kafka({
  clientId: 'kafka-hop',
  brokers: (process.env.KAFKA_BROKERS || '127.0.0.1:9092').split(','),
  logLevel: kafkajs.logLevel.NOTHING,
});
const topic = `bench.kafka-hop.${process.pid}.${Date.now()}`;
const count = Number(process.env.COUNT || 200);
const gapMs = Number(process.env.GAP_MS || 50);

const admin = kafka.admin();
await admin.connect();
await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 3, replicationFactor: 1 }] });
const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
const consumer = kafka.consumer({ groupId: topic });
const sentAt = new Map();
const latencies = [];
try {
  await producer.connect();
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const joined = new Promise((resolve) => consumer.on(consumer.events.GROUP_JOIN, resolve));
  await consumer.run({
    partitionsConsumedConcurrently: 3,
    eachBatch: async ({ batch }) => {
      for (const m of batch.messages) {
        const key = m.key?.toString() ?? '';
        const at = sentAt.get(key);
        if (at !== undefined) latencies.push(performance.now() - at);
      }
    },
  });
  await joined;
  await new Promise((r) => setTimeout(r, 1_000));
  for (let i = 0; i < count; i++) {
    const key = `hop-${i}`;
    sentAt.set(key, performance.now());
    await producer.send({ topic, acks: -1, messages: [{ key, value: '{}' }] });
    await new Promise((r) => setTimeout(r, gapMs));
  }
  const deadline = Date.now() + 10_000;
  while (latencies.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
} finally {
  await consumer.disconnect().catch(() => undefined);
  await producer.disconnect().catch(() => undefined);
  await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
  await admin.disconnect();
}
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(1);
if (process.env.JSON_OUT) {
  const { writeFileSync } = await import('node:fs');
  const figures = { received: latencies.length, count, p50: Number(at(0.5)), p95: Number(at(0.95)), max: Number(latencies.at(-1)?.toFixed(1)) };
  writeFileSync(process.env.JSON_OUT, JSON.stringify(figures));
}
console.log(
  `kafka hop (send → consumer): ${latencies.length}/${count} received, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${latencies.at(-1)?.toFixed(1)} ms, load average ${loadavg()[0].toFixed(1)}`,
);
