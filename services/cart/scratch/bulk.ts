import mongoose from 'mongoose';
const conn = await mongoose.createConnection('mongodb://127.0.0.1:27017', { dbName: 'scratch_bulk_' + Date.now() }).asPromise();
const c = conn.db!.collection<any>('p');
await c.insertOne({ _id: 'a', version: 'v5', name: 'A5' });
const ops = [
  { updateOne: { filter: { _id: 'a', version: { $lte: 'v3' } }, update: { $set: { version: 'v3', name: 'A3' } }, upsert: true } },
  { updateOne: { filter: { _id: 'b', version: { $lte: 'v1' } }, update: { $set: { version: 'v1', name: 'B1' } }, upsert: true } },
  { updateOne: { filter: { _id: 'c', version: { $lte: 'v1' } }, update: { $set: { version: 'v1', name: 'C1' } }, upsert: true } },
];
try { const r = await c.bulkWrite(ops as any, { ordered: false }); console.log('ok', r); }
catch (e: any) { console.log('err', e.name, e.code, e.writeErrors?.map((w: any) => [w.index, w.code]) ?? e.result?.getWriteErrors?.().map((w: any) => [w.index, w.code]), 'upserted', e.result?.upsertedCount, e.result?.insertedCount); }
console.log(await c.find().toArray());
await conn.dropDatabase(); await conn.close();
