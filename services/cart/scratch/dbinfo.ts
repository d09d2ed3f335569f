import mongoose from 'mongoose';
const conn = await mongoose.createConnection('mongodb://127.0.0.1:27017', { dbName: 'minutemart_cart' }).asPromise();
for (const c of await conn.db!.listCollections().toArray()) console.log(c.name, await conn.db!.collection(c.name).countDocuments());
console.log(JSON.stringify(await conn.db!.collection('carts').find().limit(2).toArray()));
const cat = conn.useDb('minutemart_catalogue');
console.log('products', await cat.db!.collection('products').countDocuments(), 'deleted', await cat.db!.collection('products').countDocuments({ deletedAt: { $ne: null } }), 'unpublished', await cat.db!.collection('products').countDocuments({ publish: false }));
await conn.close();
