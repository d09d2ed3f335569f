// The Mongo stand-in (deploy/infra/mongo-launcher) under what a service does when it starts on a fresh
// database: mongoose creates its indexes on some pooled connections while the service's first queries
// run on others. mongo-java-server 1.47 changed a collection's index list without the lock its queries
// iterate it under, so such a query failed ("Unknown error: null") and the service did not start.
// Against a real MongoDB (MONGO_URL) the same test simply passes.
import mongoose from 'mongoose';
import { testInfra, uniqueName } from '@minutemart/kit/testing';

const conn = mongoose.createConnection(testInfra.mongoUrl, { dbName: uniqueName('t_standin'), maxPoolSize: 16 });

afterAll(async () => {
  await conn.dropDatabase().catch(() => undefined);
  await conn.close();
});

test('queries on a collection stay answered while its indexes are being created', async () => {
  await conn.asPromise();
  for (let round = 0; round < 30; round++) {
    const coll = conn.db!.collection(`race_${round}`);
    await coll.insertMany(Array.from({ length: 50 }, (_, i) => ({ n: i, a: `a${i}`, b: i % 7, c: new Date(), d: [i] })));
    const indexes = ['a', 'b', 'c', 'd', 'n'].map((field) => coll.createIndex({ [field]: 1 }));
    const queries = Array.from({ length: 24 }, (_, i) => coll.find({ b: i % 7 }).toArray());
    const settled = await Promise.allSettled([...indexes, ...queries]);
    const failed = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => String(s.reason));
    expect({ round, failed }).toEqual({ round, failed: [] });
  }
});
