// Exercises the local MongoDB stand-in (or any MONGO_URL) with the mongoose operations the services use.
// Run: deploy/infra/verify.sh mongo   (installs mongoose into the cache if the workspace lacks it)
// Exit code 0 when every REQUIRED check passes; OPTIONAL checks are reported, never fatal.
'use strict';
const mongoose = require('mongoose');

const url = process.env.MONGO_URL || 'mongodb://127.0.0.1:27017';
const dbName = `mm_infra_check_${process.pid}`;
const results = [];

async function check(name, required, fn) {
  try {
    const detail = await fn();
    results.push({ name, required, ok: true });
    console.log(`[mongo-check] ok   ${name}${detail ? ` (${detail})` : ''}`);
  } catch (err) {
    results.push({ name, required, ok: false });
    const msg = String(err && err.message ? err.message : err)
      .split('\n')[0]
      .slice(0, 200);
    console.log(`[mongo-check] ${required ? 'FAIL' : 'n/a '} ${name}: ${msg}`);
  }
}
function assert(cond, msg) {
  if (!cond) throw new Error(`assertion failed: ${msg}`);
}

async function main() {
  const conn = await mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
  const hello = await conn.db.admin().command({ isMaster: 1 });
  console.log(`[mongo-check] connected to ${url} db=${dbName} maxWireVersion=${hello.maxWireVersion}`);

  const Product = conn.model(
    'Product',
    new mongoose.Schema(
      {
        sku: { type: String, required: true, unique: true },
        name: String,
        price: Number,
        stock: { type: Number, default: 0 },
        tags: [String],
        category: String,
      },
      { timestamps: true },
    ),
  );
  const Category = conn.model('Category', new mongoose.Schema({ slug: { type: String, unique: true }, title: String }));

  // ---- required: the operations the brief lists ----
  await check('create unique index (syncIndexes)', true, async () => {
    await Product.syncIndexes();
    const idx = await Product.collection.indexes();
    assert(
      idx.some((i) => i.unique && i.key.sku === 1),
      'unique sku index listed',
    );
    return idx.map((i) => i.name).join(',');
  });
  await check('insert (create/insertMany)', true, async () => {
    await Product.create({ sku: 'A1', name: 'Apple', price: 30, tags: ['fruit'], category: 'fruit' });
    await Product.insertMany(
      Array.from({ length: 12 }, (_, i) => ({ sku: `B${i}`, name: `Banana ${i}`, price: 10 + i, tags: ['fruit'], category: i % 2 ? 'fruit' : 'veg' })),
    );
  });
  await check('findOneAndUpdate $inc/$push/$pull (returnDocument: after)', true, async () => {
    let doc = await Product.findOneAndUpdate({ sku: 'A1' }, { $inc: { stock: 5 }, $push: { tags: 'red' } }, { returnDocument: 'after' });
    assert(doc.stock === 5 && doc.tags.includes('red'), 'inc+push applied');
    doc = await Product.findOneAndUpdate({ sku: 'A1' }, { $pull: { tags: 'fruit' } }, { returnDocument: 'after' });
    assert(!doc.tags.includes('fruit'), 'pull applied');
    return `stock=${doc.stock} tags=${doc.tags.join('|')}`;
  });
  await check('duplicate key error code 11000', true, async () => {
    try {
      await Product.create({ sku: 'A1', name: 'dup' });
    } catch (err) {
      assert(err.code === 11000, `code was ${err.code}`);
      return err.message.slice(0, 60);
    }
    throw new Error('no error raised');
  });
  await check('countDocuments', true, async () => {
    const n = await Product.countDocuments({ category: 'fruit' });
    assert(n === 7, `expected 7, got ${n}`);
    return `fruit=${n}`;
  });
  await check('aggregate $match/$sort/$skip/$limit', true, async () => {
    const page = await Product.aggregate([{ $match: { category: 'fruit' } }, { $sort: { price: -1 } }, { $skip: 1 }, { $limit: 3 }]);
    assert(page.length === 3 && page[0].price > page[1].price, 'sorted page');
    return page.map((p) => p.sku).join(',');
  });
  await check('regex find (case-insensitive)', true, async () => {
    const found = await Product.find({ name: { $regex: '^banana 1', $options: 'i' } }).lean();
    assert(found.length === 3, `expected 3, got ${found.length}`); // 1, 10, 11
    return found.map((p) => p.sku).join(',');
  });

  // ---- optional: common patterns service authors may reach for ----
  await check('find sort/skip/limit + select + lean', false, async () => {
    const r = await Product.find({}).sort({ price: 1 }).skip(2).limit(2).select('sku price').lean();
    assert(r.length === 2 && r[0].price <= r[1].price && r[0].name === undefined, 'projection+page');
  });
  await check('upsert with $setOnInsert', false, async () => {
    await Product.updateOne({ sku: 'U1' }, { $setOnInsert: { name: 'Ups', price: 1 }, $inc: { stock: 1 } }, { upsert: true });
    const d = await Product.findOne({ sku: 'U1' }).lean();
    assert(d && d.stock === 1 && d.name === 'Ups', 'upserted');
  });
  await check('$addToSet / $pull with condition', false, async () => {
    await Product.updateOne({ sku: 'B1' }, { $addToSet: { tags: { $each: ['x', 'fruit'] } } });
    await Product.updateOne({ sku: 'B1' }, { $pull: { tags: { $in: ['x'] } } });
    const d = await Product.findOne({ sku: 'B1' }).lean();
    assert(d.tags.length === 1 && d.tags[0] === 'fruit', JSON.stringify(d.tags));
  });
  await check('conditional update (stock guard: $gte in filter)', false, async () => {
    const ok = await Product.findOneAndUpdate({ sku: 'A1', stock: { $gte: 3 } }, { $inc: { stock: -3 } }, { returnDocument: 'after' });
    const no = await Product.findOneAndUpdate({ sku: 'A1', stock: { $gte: 3 } }, { $inc: { stock: -3 } }, { returnDocument: 'after' });
    assert(ok && ok.stock === 2 && no === null, 'guarded decrement');
  });
  await check('updateMany + deleteMany', false, async () => {
    const u = await Product.updateMany({ category: 'veg' }, { $set: { category: 'vegetable' } });
    const d = await Product.deleteMany({ sku: 'U1' });
    assert(u.modifiedCount === 6 && d.deletedCount === 1, `${u.modifiedCount}/${d.deletedCount}`);
  });
  await check('bulkWrite', false, async () => {
    const r = await Product.bulkWrite([
      { updateOne: { filter: { sku: 'B2' }, update: { $inc: { stock: 2 } } } },
      { insertOne: { document: { sku: 'C1', name: 'Carrot', price: 5 } } },
    ]);
    assert(r.insertedCount === 1 && r.modifiedCount === 1, JSON.stringify(r));
  });
  await check('aggregate $group/$sum + $project', false, async () => {
    const g = await Product.aggregate([{ $group: { _id: '$category', n: { $sum: 1 }, avg: { $avg: '$price' } } }, { $sort: { _id: 1 } }]);
    assert(g.length >= 2, 'groups');
    return g.map((x) => `${x._id}:${x.n}`).join(',');
  });
  await check('aggregate $facet (items + total in one query)', false, async () => {
    const [r] = await Product.aggregate([{ $match: {} }, { $facet: { items: [{ $skip: 0 }, { $limit: 2 }], total: [{ $count: 'n' }] } }]);
    assert(r.items.length === 2 && r.total[0].n > 0, 'facet');
  });
  await check('aggregate $lookup', false, async () => {
    await Category.create({ slug: 'fruit', title: 'Fruit' });
    const r = await Product.aggregate([
      { $match: { sku: 'A1' } },
      { $lookup: { from: 'categories', localField: 'category', foreignField: 'slug', as: 'cat' } },
    ]);
    assert(r[0].cat.length === 1, 'joined');
  });
  await check('distinct', false, async () => {
    const d = await Product.distinct('category');
    assert(d.length >= 2, 'distinct');
  });
  await check('estimatedDocumentCount', false, async () => {
    const n = await Product.estimatedDocumentCount();
    assert(n > 0, 'count');
  });
  await check('$elemMatch / $in / $exists / $or', false, async () => {
    const n = await Product.countDocuments({ $or: [{ tags: { $elemMatch: { $eq: 'red' } } }, { sku: { $in: ['B3'] } }], price: { $exists: true } });
    assert(n === 2, `got ${n}`);
  });
  await check('$expr in filter', false, async () => {
    const n = await Product.countDocuments({ $expr: { $gt: ['$price', '$stock'] } });
    assert(n > 0, `got ${n}`);
  });
  await check('optimistic concurrency (versionKey / __v)', false, async () => {
    const d = await Product.findOne({ sku: 'B4' });
    d.tags.push('z');
    await d.save();
    const again = await Product.findOne({ sku: 'B4' }).lean();
    assert(again.__v === 1, `__v=${again.__v}`);
  });
  await check('TTL index creation (expireAfterSeconds)', false, async () => {
    await conn.collection('sessions').createIndex({ createdAt: 1 }, { expireAfterSeconds: 60 });
  });
  await check('cursor batches (getMore over 250 docs) + maxTimeMS', false, async () => {
    const c = conn.collection('many');
    await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i, at: new Date(Date.UTC(2025, 0, 1) + i * 3600e3) })));
    let n = 0;
    for await (const _ of c.find({}, { batchSize: 50, maxTimeMS: 5000 })) n++;
    assert(n === 250, `iterated ${n}`);
  });
  await check('date range query + $min/$max/$unset/$currentDate', false, async () => {
    const c = conn.collection('many');
    const n = await c.countDocuments({ at: { $gte: new Date(Date.UTC(2025, 0, 2)), $lt: new Date(Date.UTC(2025, 0, 3)) } });
    assert(n === 24, `day range ${n}`);
    await c.updateOne({ i: 1 }, { $min: { lo: 5 }, $max: { hi: 9 }, $unset: { at: '' }, $currentDate: { touched: true } });
    const d = await c.findOne({ i: 1 });
    assert(d.lo === 5 && d.hi === 9 && d.at === undefined && d.touched instanceof Date, JSON.stringify(d));
  });
  await check('partial unique index (partialFilterExpression)', false, async () => {
    const c = conn.collection('partial');
    await c.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { deleted: false } });
    await c.insertOne({ email: 'a@x', deleted: true });
    await c.insertOne({ email: 'a@x', deleted: true }); // outside the filter: allowed in mongod
    await c.insertOne({ email: 'a@x', deleted: false });
    let dup = false;
    try {
      await c.insertOne({ email: 'a@x', deleted: false });
    } catch (e) {
      dup = e.code === 11000;
    }
    assert(dup, 'second live duplicate not rejected');
  });
  await check('sparse unique index (missing field allowed twice)', false, async () => {
    const c = conn.collection('sparse');
    await c.createIndex({ phone: 1 }, { unique: true, sparse: true });
    await c.insertOne({ n: 1 });
    await c.insertOne({ n: 2 });
  });
  await check('update with arrayFilters ($[elem])', false, async () => {
    const c = conn.collection('carts');
    await c.insertOne({
      _id: 'c1',
      items: [
        { sku: 'A', qty: 1 },
        { sku: 'B', qty: 1 },
      ],
    });
    await c.updateOne({ _id: 'c1' }, { $inc: { 'items.$[i].qty': 2 } }, { arrayFilters: [{ 'i.sku': 'B' }] });
    const d = await c.findOne({ _id: 'c1' });
    assert(d.items[1].qty === 3 && d.items[0].qty === 1, JSON.stringify(d.items));
  });
  await check('positional $ update (items.$.qty)', false, async () => {
    const c = conn.collection('carts');
    await c.updateOne({ _id: 'c1', 'items.sku': 'A' }, { $set: { 'items.$.qty': 7 } });
    const d = await c.findOne({ _id: 'c1' });
    assert(d.items[0].qty === 7, JSON.stringify(d.items));
  });
  await check('aggregate $unwind + $group', false, async () => {
    const r = await conn
      .collection('carts')
      .aggregate([{ $unwind: '$items' }, { $group: { _id: null, q: { $sum: '$items.qty' } } }])
      .toArray();
    assert(r[0].q === 10, JSON.stringify(r));
  });
  await check('collation (case-insensitive find)', false, async () => {
    const r = await Product.find({ name: 'apple' }).collation({ locale: 'en', strength: 2 }).lean();
    assert(r.length === 1, `got ${r.length}`);
  });
  await check('text index + $text search', false, async () => {
    await conn.collection('texts').createIndex({ body: 'text' });
    await conn.collection('texts').insertOne({ body: 'fresh organic apples' });
    const r = await conn
      .collection('texts')
      .find({ $text: { $search: 'apples' } })
      .toArray();
    assert(r.length === 1, 'text hit');
  });
  await check('multi-document transaction (session.withTransaction)', false, async () => {
    const session = await conn.startSession();
    try {
      await session.withTransaction(async () => {
        await Product.updateOne({ sku: 'B5' }, { $inc: { stock: 1 } }, { session });
      });
    } finally {
      await session.endSession();
    }
  });
  await check('change stream (watch)', false, async () => {
    const cs = Product.collection.watch(); // raw driver stream, iterated with next() only
    try {
      const next = cs.next();
      next.catch(() => {}); // the race below reports the outcome
      await new Promise((r) => setTimeout(r, 200));
      await Product.updateOne({ sku: 'B6' }, { $inc: { stock: 1 } });
      await Promise.race([next, new Promise((_, reject) => setTimeout(() => reject(new Error('no change event in 3s')), 3000))]);
    } finally {
      await cs.close().catch(() => {});
    }
  });

  await conn.dropDatabase().catch(() => {});
  await conn.close();

  const failedRequired = results.filter((r) => r.required && !r.ok);
  const unsupported = results.filter((r) => !r.required && !r.ok).map((r) => r.name);
  console.log(
    `[mongo-check] ${results.filter((r) => r.ok).length} passed, ${failedRequired.length} failed (required), ${unsupported.length} optional not supported`,
  );
  if (unsupported.length) console.log(`[mongo-check] not supported here: ${unsupported.join('; ')}`);
  process.exit(failedRequired.length ? 1 : 0);
}

main().catch((err) => {
  console.error('[mongo-check] fatal:', err);
  process.exit(1);
});
