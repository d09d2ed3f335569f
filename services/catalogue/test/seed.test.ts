import mongoose, { type Connection } from 'mongoose';
import { createLogger } from '@minutemart/kit';
import { testInfra, uniqueName } from '@minutemart/kit/testing';
import { CATALOGUE } from '../src/seed/catalogue-data.js';
import { seedProducts } from '../src/seed/generate.js';
import { seedCatalogue } from '../src/seed/seeder.js';
import { imageSvg } from '../src/seed/images.js';
import { darkStoreSnapshot } from '@minutemart/contracts';
import { FLAGSHIP_STORE, SEED_STORES } from '../src/seed/stores-data.js';
import { storeSpread } from '../src/seed/store-spread.js';
import { storeCreate } from '../src/api/store-schemas.js';

describe('seed catalogue data', () => {
  it('is big and varied enough: 12+ categories, 60+ sub-categories, 5,000+ products, some out of stock and some low', () => {
    const { products, types } = seedProducts();
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(12);
    expect(CATALOGUE.reduce((n, c) => n + c.subs.length, 0)).toBeGreaterThanOrEqual(60);
    expect(products.length).toBeGreaterThanOrEqual(5_000);
    expect(types.length).toBeLessThan(400);
    expect(new Set(products.map((p) => p.key)).size).toBe(products.length);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThan(50);
    expect(products.filter((p) => p.stock > 0 && p.stock <= 5).length).toBeGreaterThan(50);
    expect(products.every((p) => p.price > 0 && p.discount >= 0 && p.discount <= 100)).toBe(true);
    expect(products.find((p) => p.name === 'Aashirvaad Shudh Chakki Atta' && p.unit === '5 kg')).toBeDefined();
    expect(products.find((p) => p.name === 'Amul Taaza Toned Milk')?.more_details).toMatchObject({ 'Country of Origin': 'India', 'Shelf Life': '3 days' });
  });

  it('is deterministic: the same products, prices and stock on every run', () => {
    expect(JSON.stringify(seedProducts().products)).toBe(JSON.stringify(seedProducts().products));
  });

  it('escapes names in the SVG', () => {
    const svg = imageSvg({ key: 'k', label: "Mother's Recipe & <Co>", shape: 'jar', colour: '#e3f2fd' });
    expect(svg).toContain('Mother&apos;s');
    expect(svg).toContain('Recipe &amp; &lt;Co&gt;');
    expect(svg).not.toContain('<Co>');
  });
});

describe('seed dark stores', () => {
  const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
    const r = Math.PI / 180;
    const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
  };

  it('are six stores in two cities, each serving 4–8 nearby pincodes, some pincodes by two stores, valid for the API and the event', () => {
    expect(SEED_STORES).toHaveLength(6);
    expect(new Set(SEED_STORES.map((st) => st.city)).size).toBe(2);
    for (const st of SEED_STORES) {
      expect(storeCreate.safeParse(st).success).toBe(true);
      expect(darkStoreSnapshot.safeParse({ ...st, updatedAt: new Date().toISOString() }).success).toBe(true);
      expect(st.serves.length).toBeGreaterThanOrEqual(4);
      expect(st.serves.length).toBeLessThanOrEqual(8);
      expect(st.pickers).toBeGreaterThanOrEqual(4);
      expect(st.pickers).toBeLessThanOrEqual(8);
      // A ten-minute promise: every pincode centre within a short ride of its store.
      for (const p of st.serves) expect(km(st.location, p)).toBeLessThan(6);
    }
    const servedBy = new Map<string, number>();
    for (const st of SEED_STORES) for (const p of st.serves) servedBy.set(p.pincode, (servedBy.get(p.pincode) ?? 0) + 1);
    expect([...servedBy.values()].filter((n) => n === 2).length).toBeGreaterThanOrEqual(2);
    // The pincodes the platform and browser tests deliver to are the flagship's.
    const flagship = SEED_STORES.find((st) => st._id === FLAGSHIP_STORE)!;
    expect(flagship.serves.map((p) => p.pincode)).toEqual(expect.arrayContaining(['560001', '560025', '560038']));
  });

  it('spread stock deterministically: the flagship has each product\u2019s seed stock, every other store lacks some products', () => {
    const { products } = seedProducts();
    const ids = SEED_STORES.map((st) => st._id);
    const spreads = products.map((p) => storeSpread(p.key, p.stock, ids, FLAGSHIP_STORE));
    expect(JSON.stringify(spreads)).toBe(JSON.stringify(products.map((p) => storeSpread(p.key, p.stock, ids, FLAGSHIP_STORE))));
    spreads.forEach((sp, i) => expect(sp[FLAGSHIP_STORE]).toBe(products[i]!.stock));
    for (const id of ids.filter((id) => id !== FLAGSHIP_STORE)) {
      const missing = spreads.filter((sp) => !(id in sp)).length / spreads.length;
      expect(missing).toBeGreaterThan(0.08);
      expect(missing).toBeLessThan(0.25);
      expect(spreads.filter((sp) => sp[id] === 0).length).toBeGreaterThan(50);
    }
    // Out of stock in the flagship is out everywhere: the original client still meets out-of-stock products.
    spreads.forEach((sp, i) => {
      if (products[i]!.stock === 0) expect(Object.values(sp).every((v) => v === 0)).toBe(true);
    });
  });
});

describe('seedCatalogue', () => {
  let db: Connection;
  const dbName = uniqueName('t_catalogue_seed');
  const small = CATALOGUE.slice(0, 2).map((c) => ({ ...c, subs: c.subs.slice(0, 2) }));
  const uploads: string[] = [];
  // The media service is not part of this suite: uploads are recorded and answered with a URL.
  const upload = async (_png: Buffer, name: string) => {
    uploads.push(name);
    return `https://media.example.test/${name}`;
  };

  beforeAll(async () => {
    db = await mongoose.createConnection(testInfra.mongoUrl, { dbName }).asPromise();
  });
  afterAll(async () => {
    await db.dropDatabase().catch(() => undefined);
    await db.close();
  });

  it('inserts everything once with a created event each, and a re-run changes nothing', async () => {
    const logger = createLogger('seed-test', 'silent');
    const first = await seedCatalogue(db, { upload, logger, catalogue: small });
    const expected = seedProducts(small).products.length;
    expect(first.categories).toEqual({ total: 2, inserted: 2 });
    expect(first.subCategories).toEqual({ total: 4, inserted: 4 });
    expect(first.products).toEqual({ total: expected, inserted: expected, taxDataAdded: 0 });
    expect(first.images.uploaded).toBe(uploads.length);

    const products = db.collection('products');
    expect(await products.countDocuments({ '_outbox.0.headers.event-type': 'product.created' })).toBe(expected);
    expect(first.stores).toEqual({ total: 6, inserted: 6, productsMovedToStores: 0, legalAdded: 0 });
    const stores = db.collection('dark_stores');
    expect(await stores.countDocuments({ '_outbox.0.headers.event-type': 'store.upserted' })).toBe(6);
    // Every product's stock is its stores' units together; the flagship carries them all.
    const docs = await products.find({}, { projection: { stock: 1, storeStock: 1, _outbox: 1 } }).toArray();
    for (const d of docs) {
      expect(d['stock']).toBe(Object.values(d['storeStock'] as Record<string, number>).reduce((n, v) => n + v, 0));
      expect(FLAGSHIP_STORE in d['storeStock']).toBe(true);
      expect(JSON.parse(d['_outbox'][0].value).data.storeStock).toEqual(d['storeStock']);
    }
    const atta = await products.findOne({ name: 'Amul Taaza Toned Milk', unit: '1 L' });
    expect(atta).toMatchObject({ price: expect.any(Number), publish: true, deletedAt: null, search_tokens: ['amul', 'taaza', 'toned', 'milk'] });
    expect(String(atta!._id)).toMatch(/^[0-9a-f]{24}$/);
    expect(atta!.image[0]).toMatch(/^https:\/\/media\.example\.test\/type-/);

    // An admin edits a seeded product; seeding again must not undo it, upload again or add rows.
    await products.updateOne({ _id: atta!._id }, { $set: { price: 1 } });
    const uploadsBefore = uploads.length;
    const second = await seedCatalogue(db, { upload, logger, catalogue: small });
    expect(second.products.inserted).toBe(0);
    expect(second.categories.inserted + second.subCategories.inserted).toBe(0);
    expect(second.stores).toEqual({ total: 6, inserted: 0, productsMovedToStores: 0, legalAdded: 0 });
    expect(uploads.length).toBe(uploadsBefore);
    expect(await products.countDocuments()).toBe(expected);
    expect((await products.findOne({ _id: atta!._id }))!.price).toBe(1);
    expect(atta).toMatchObject({ hsn: '04012000', gstRate: 0 });
  });

  it('gives products and stores seeded before tax data theirs once, with an event each, and keeps what an admin set', async () => {
    const logger = createLogger('seed-test', 'silent');
    const products = db.collection('products');
    const stores = db.collection('dark_stores');
    const expected = seedProducts(small).products.length;
    await products.updateMany({}, { $unset: { hsn: '', gstRate: '' } });
    await stores.updateMany({}, { $unset: { legal: '' } });
    const edited = await products.findOne({ name: 'Amul Taaza Toned Milk', unit: '500 ml' });
    await products.updateOne({ _id: edited!._id }, { $set: { hsn: '0401', gstRate: 5 } });
    const third = await seedCatalogue(db, { upload, logger, catalogue: small });
    expect(third.products.taxDataAdded).toBe(expected - 1);
    expect(third.stores.legalAdded).toBe(6);
    expect(await products.countDocuments({ hsn: { $exists: false } })).toBe(0);
    expect(await products.findOne({ _id: edited!._id })).toMatchObject({ hsn: '0401', gstRate: 5 });
    const curd = await products.findOne({ hsn: { $ne: '0401' }, gstRate: { $exists: true } });
    const last = JSON.parse(curd!['_outbox'].at(-1).value);
    expect(last).toMatchObject({ type: 'product.updated', data: { hsn: curd!['hsn'], gstRate: curd!['gstRate'] } });
    const flagship = await stores.findOne({ _id: FLAGSHIP_STORE as never });
    expect(JSON.parse(flagship!['_outbox'].at(-1).value).data.legal).toMatchObject({ gstin: '29AAKCM4821Q1ZQ', stateCode: '29' });
    const fourth = await seedCatalogue(db, { upload, logger, catalogue: small });
    expect([fourth.products.taxDataAdded, fourth.stores.legalAdded]).toEqual([0, 0]);
  });
});

describe('seedCatalogue on a catalogue that ran as one store', () => {
  let db: Connection;
  const dbName = uniqueName('t_catalogue_seed_move');
  const small = CATALOGUE.slice(0, 1).map((c) => ({ ...c, subs: c.subs.slice(0, 1) }));
  const upload = async (_png: Buffer, name: string) => `https://media.example.test/${name}`;

  beforeAll(async () => {
    db = await mongoose.createConnection(testInfra.mongoUrl, { dbName }).asPromise();
  });
  afterAll(async () => {
    await db.dropDatabase().catch(() => undefined);
    await db.close();
  });

  it('moves every product\u2019s units onto the flagship\u2019s shelf (seed products also get the other stores\u2019) when it creates the first stores', async () => {
    const logger = createLogger('seed-test', 'silent');
    const before = await seedCatalogue(db, { upload, logger, catalogue: small, stores: [] });
    const products = db.collection('products');
    expect(await products.countDocuments({ storeStock: { $exists: true } })).toBe(0);
    // Orders sold some units meanwhile, on the default shelf.
    const one = (await products.findOne({ stock: { $gt: 3 } }))!;
    await products.updateOne({ _id: one._id }, { $inc: { stock: -3 } });

    const after = await seedCatalogue(db, { upload, logger, catalogue: small });
    expect(after.stores.inserted).toBe(6);
    expect(after.stores.productsMovedToStores).toBe(before.products.inserted);
    const moved = (await products.findOne({ _id: one._id }))!;
    expect(moved['storeStock'][FLAGSHIP_STORE]).toBe(one['stock'] - 3);
    expect(moved['stock']).toBe(Object.values(moved['storeStock'] as Record<string, number>).reduce((n, v) => n + v, 0));
    const event = JSON.parse(moved['_outbox'].at(-1).value);
    expect(event).toMatchObject({ type: 'product.updated', data: { stock: moved['stock'], storeStock: moved['storeStock'] } });

    // Once stores exist, a re-run moves nothing.
    expect((await seedCatalogue(db, { upload, logger, catalogue: small })).stores.productsMovedToStores).toBe(0);
  });
});
