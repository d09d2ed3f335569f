import mongoose from 'mongoose';
const conn = await mongoose.createConnection('mongodb://127.0.0.1:27017', { dbName: 'scratch_bb_' + Date.now() }).asPromise();
const c = conn.db!.collection<any>('p');
const snap = (i: number, v: string) => ({ name: 'Product ' + i, image: ['http://x/a.webp'], unit: '1 kg', price: 10, discount: 5, stock: 3, publish: true, category: [{ _id: 'c', name: 'C' }], subCategory: [{ _id: 's', name: 'S' }], deleted: false, version: v, updatedAt: new Date() });
const run = async (label: string, v: string, filterVersion = true) => {
  const ops = Array.from({ length: 1000 }, (_, i) => ({ updateOne: { filter: filterVersion ? { _id: 'p' + i, version: { $lte: v } } : { _id: 'p' + i }, update: { $set: snap(i, v) }, upsert: true } }));
  const t = performance.now();
  try { await c.bulkWrite(ops as any, { ordered: false }); } catch (e: any) { }
  console.log(label, Math.round(performance.now() - t), 'ms / 1000');
};
await run('insert new', 'v2');
await run('update newer', 'v3');
await run('stale (E11000)', 'v1');
await run('update no version filter', 'v4', false);
const t = performance.now();
for (let i = 0; i < 1000; i++) await c.updateOne({ _id: 'p' + i, version: { $lte: 'v5' } }, { $set: snap(i, 'v5') }, { upsert: true });
console.log('sequential updateOne', Math.round(performance.now() - t), 'ms / 1000');
await conn.dropDatabase(); await conn.close();
