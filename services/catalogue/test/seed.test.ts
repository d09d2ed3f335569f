import mongoose, { type Connection } from 'mongoose';
import { createLogger } from '@minutemart/kit';
import { testInfra, uniqueName } from '@minutemart/kit/testing';
import { CATALOGUE } from '../src/seed/catalogue-data.js';
import { seedProducts } from '../src/seed/generate.js';
import { seedCatalogue } from '../src/seed/seeder.js';
import { imageSvg } from '../src/seed/images.js';

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
    expect(first.products).toEqual({ total: expected, inserted: expected });
    expect(first.images.uploaded).toBe(uploads.length);

    const products = db.collection('products');
    expect(await products.countDocuments({ '_outbox.0.headers.event-type': 'product.created' })).toBe(expected);
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
    expect(uploads.length).toBe(uploadsBefore);
    expect(await products.countDocuments()).toBe(expected);
    expect((await products.findOne({ _id: atta!._id }))!.price).toBe(1);
  });
});
