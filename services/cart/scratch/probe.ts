import mongoose, { Types } from 'mongoose';
const conn = await mongoose.createConnection('mongodb://127.0.0.1:27017', { dbName: 'scratch_probe_' + Date.now() }).asPromise();
const c = conn.db!.collection<any>('x');
const id = 'p1';
const r1 = await c.updateOne({ _id: id, v: { $lte: '2024-01-01T00:00:00.000Z#1' } }, { $set: { name: 'a', v: '2024-01-01T00:00:00.000Z#1' } }, { upsert: true });
console.log('insert', r1);
try { const r2 = await c.updateOne({ _id: id, v: { $lte: '2023-01-01T00:00:00.000Z#1' } }, { $set: { name: 'old', v: '2023-01-01T00:00:00.000Z#1' } }, { upsert: true }); console.log('older', r2); } catch (e: any) { console.log('older err', e.code, e.message); }
console.log(await c.findOne({ _id: id }));
const carts = conn.db!.collection<any>('carts');
const u = new Types.ObjectId();
await carts.insertOne({ _id: u, items: [] });
for (let i = 0; i < 3; i++) {
  const r = await carts.updateOne({ _id: u, 'items.productId': { $ne: 'P' + (i % 2) }, 'items.1': { $exists: false } }, { $push: { items: { _id: new Types.ObjectId(), productId: 'P' + (i % 2), quantity: 1 } } });
  console.log('push', i, r.matchedCount);
}
const doc = await carts.findOne({ _id: u }); console.log(JSON.stringify(doc));
const itemId = doc.items[0]._id;
const r3 = await carts.updateOne({ _id: u, items: { $elemMatch: { _id: itemId, quantity: 1 } } }, { $set: { 'items.$.quantity': 5 } });
console.log('pos', r3.matchedCount, r3.modifiedCount, JSON.stringify(await carts.findOne({ _id: u })));
const r4 = await carts.updateOne({ _id: u, 'items._id': itemId }, { $pull: { items: { _id: itemId } } });
console.log('pull', r4.modifiedCount, JSON.stringify(await carts.findOne({ _id: u })));
// upsert with $ne on array
const u2 = new Types.ObjectId();
const r5 = await carts.updateOne({ _id: u2, 'items.productId': { $ne: 'Z' } }, { $push: { items: { _id: new Types.ObjectId(), productId: 'Z', quantity: 1 } }, $setOnInsert: { email: 'e' } }, { upsert: true });
console.log('upsert ne', r5, JSON.stringify(await carts.findOne({ _id: u2 })));
try { await carts.updateOne({ _id: u2, 'items.productId': { $ne: 'Z' } }, { $push: { items: { productId: 'Z' } } }, { upsert: true }); } catch (e: any) { console.log('dup', e.code); }
const rx = await conn.db!.collection<any>('pe').insertMany([{ _id: 'cart-products:a' }, { _id: 'cart-products-x:b' }, { _id: 'cart-users:c' }]);
await conn.db!.collection<any>('pe').deleteMany({ _id: { $regex: '^cart-products:' } });
console.log(await conn.db!.collection<any>('pe').find().toArray());
await conn.dropDatabase(); await conn.close();
