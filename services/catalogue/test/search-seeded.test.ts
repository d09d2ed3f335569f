import mongoose, { Types } from 'mongoose';
import { createLogger } from '@minutemart/kit';
import { http, startTestIssuer, testInfra, type TestIssuer } from '@minutemart/kit/testing';
import { seedCatalogue } from '../src/seed/seeder.js';
import { categoryModel } from '../src/data/category-model.js';
import { subCategoryModel } from '../src/data/subcategory-model.js';
import { productModel } from '../src/data/product-model.js';
import { IMG, catalogueEnv, productBody, startCatalogue, type CatalogueUnderTest } from './harness.js';

/**
 * Search on the real seed catalogue (5,400 products, written straight to this test's database), on
 * two replicas of the service: A takes the admin's writes, B only hears about them through Kafka.
 */
let issuer: TestIssuer;
let a: CatalogueUnderTest;
let b: CatalogueUnderTest;
let admin: Record<string, string>;

beforeAll(async () => {
  issuer = await startTestIssuer();
  const env = catalogueEnv(issuer);
  const db = await mongoose.createConnection(testInfra.mongoUrl, { dbName: env.MONGO_DB! }).asPromise();
  try {
    await seedCatalogue(db, { upload: async (_png, name) => `https://media.example.test/${name}`, logger: createLogger('seed', 'silent') });
    // The seed's created events only matter to carts; relaying 5,500 of them would just slow this suite.
    for (const m of [categoryModel(db), subCategoryModel(db), productModel(db)]) await m.collection.updateMany({}, { $set: { _outbox: [] } });
  } finally {
    await db.close();
  }
  [a, b] = await Promise.all([startCatalogue(env), startCatalogue({ ...env, IMPORT_WORKER: 'false' })]);
  admin = { authorization: `Bearer ${await issuer.sign({ sub: new Types.ObjectId().toString(), role: 'ADMIN' })}` };
}, 120_000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await issuer?.stop();
});

interface Product {
  _id: string;
  name: string;
  publish: boolean;
  subCategory: { _id: string; name: string }[];
  category: { _id: string; name: string }[];
}

const search = async (text: string, base = () => b.url, extra: Record<string, unknown> = {}) => {
  const res = await http(`${base()}/api/product/search-product`, { body: { search: text, ...extra } });
  expect(res.status).toBe(200);
  return res.body as {
    data: Product[];
    totalCount: number;
    totalPage: number;
    closestSubCategories?: { _id: string; name: string; category: { _id: string }[] }[];
  };
};
const firstNames = async (text: string, n = 12) => (await search(text)).data.slice(0, n).map((p) => p.name);

describe('search on the seed catalogue', () => {
  it('forgives typos: mlik, paner and Basmatti find milk, paneer and basmati rice first', async () => {
    const milk = await search('mlik');
    expect(milk.data[0]!.name).toMatch(/\bMilk$/);
    expect(milk.data[0]!.subCategory.map((s) => s.name)).toContain('Milk');
    expect((await firstNames('paner'))[0]).toMatch(/\bPaneer\b/);
    const rice = await search('Basmatti');
    expect(rice.totalCount).toBeGreaterThan(20);
    expect(rice.data.every((p) => /Basmati Rice$/.test(p.name))).toBe(true);
    // A typo in a word typed halfway still finds the word: "biscut" → biscuits.
    expect((await firstNames('biscut'))[0]).toMatch(/Biscuits$/);
    // Short words are not "corrected" into something else: "tea" is tea.
    expect((await firstNames('tea')).every((n) => /\bTea\b/.test(n))).toBe(true);
  });

  it('ranks a whole-word name match and a matching sub-category above a brand that merely starts with the word', async () => {
    const res = await search('milk', () => b.url, { limit: 100 });
    const names = res.data.map((p) => p.name);
    expect(res.data[0]!.subCategory.map((s) => s.name)).toContain('Milk');
    expect(names[0]).toMatch(/\bMilk$/);
    const ghee = (await search('milk', () => b.url, { limit: 100, page: 1 })).data.findIndex((p) => p.name.startsWith('Milkfood'));
    // Milkfood Desi Ghee is found (a prefix match) but below every product with "milk" as a word.
    const wholeWord = names.filter((n) => /\bmilk\b/i.test(n)).length;
    expect(ghee === -1 || ghee >= wholeWord).toBe(true);
    expect(wholeWord).toBeGreaterThan(50);
  });

  it('matches prefixes while typing and multi-word queries, products with every word first', async () => {
    expect((await firstNames('aash', 40)).every((n) => n.startsWith('Aashirvaad'))).toBe(true);
    expect((await firstNames('toned mi', 8)).every((n) => /Toned Milk$/.test(n))).toBe(true);
    expect((await firstNames('chakki atta', 8)).every((n) => /Chakki Atta$/.test(n))).toBe(true);
    const amulMilk = await firstNames('amul milk', 6);
    expect(amulMilk.every((n) => n.startsWith('Amul') && /\bMilk\b/.test(n))).toBe(true);
    expect(amulMilk[0]).toMatch(/Milk$/);
    // Sub-category names are searchable: "dals" finds products of Dals & Pulses.
    const dals = await search('dals pulses');
    expect(dals.data[0]!.subCategory.map((s) => s.name)).toContain('Dals & Pulses');
  });

  it('answers an empty search with the closest sub-categories, keeping the envelope and paging fields', async () => {
    const none = await search('qqxqzz');
    expect(none).toMatchObject({ success: true, error: false, data: [], totalCount: 0, totalPage: 0, page: 1, limit: 12 });
    expect(none.closestSubCategories).toEqual([]);
    const icecream = await search('icecreem');
    expect(icecream.totalCount).toBe(0);
    expect(icecream.closestSubCategories!.map((s) => s.name)).toContain('Ice Creams');
    expect(icecream.closestSubCategories![0]!.category[0]).toHaveProperty('_id');
    // Found something: no extra field.
    expect((await search('milk')).closestSubCategories).toBeUndefined();
  });

  it('suggests product names (one per name) while typing', async () => {
    const res = await http(`${b.url}/api/product/suggest?q=${encodeURIComponent('amul ta')}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: false, message: 'Suggestions' });
    const list = res.body.data as { _id: string; name: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list[0]!.name).toBe('Amul Taaza Toned Milk');
    expect(new Set(list.map((s) => s.name)).size).toBe(list.length);
    expect(list[0]!._id).toMatch(/^[0-9a-f]{24}$/);
    const details = await http(`${b.url}/api/product/get-product-details`, { body: { productId: list[0]!._id } });
    expect(details.body.data.name).toBe('Amul Taaza Toned Milk');

    expect((await http(`${b.url}/api/product/suggest?q=mlik&limit=3`)).body.data).toHaveLength(3);
    expect((await http(`${b.url}/api/product/suggest?q=`)).body).toMatchObject({ success: true, data: [] });
    const nothing = await http(`${b.url}/api/product/suggest?q=qqxqzz`);
    expect(nothing.body).toMatchObject({ data: [], closestSubCategories: [] });
    for (const bad of ['q=a&q=b', 'q=milk&limit=50', 'q=milk&limit=x', `q=${'x'.repeat(201)}`]) {
      const res = await http(`${b.url}/api/product/suggest?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: true });
    }
  });

  it('finds a product an admin creates on one replica by search on the other within a second, and follows edits', async () => {
    const milkSub = (await http(`${a.url}/api/subcategory/get`, { method: 'POST' })).body.data.find((s: { name: string }) => s.name === 'Milk');
    const body = productBody(milkSub.category[0]._id, milkSub._id, { name: 'Zephyrine Oat Drink', description: 'Barista edition oat drink', image: [IMG] });
    const created = await http(`${a.url}/api/product/create`, { headers: admin, body });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;

    const found = async (text: string) => (await search(text)).data.some((p) => p._id === id);
    const within = async (what: string, probe: () => Promise<boolean>) => {
      const t0 = Date.now();
      while (!(await probe())) {
        if (Date.now() - t0 > 1_000) throw new Error(`${what} not visible on replica B within 1 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return Date.now() - t0;
    };
    await within('the new product', () => found('zephyrine'));
    expect(await found('zephyrne')).toBe(true); // typo
    expect(await found('barista')).toBe(true); // description

    await http(`${a.url}/api/product/update-product-details`, { method: 'PUT', headers: admin, body: { _id: id, name: 'Quillon Oat Drink' } });
    await within('the rename', async () => (await found('quillon')) && !(await found('zephyrine')));

    // Unpublished: gone for shoppers, still in the admin list's search (same engine).
    await http(`${a.url}/api/product/update-product-details`, { method: 'PUT', headers: admin, body: { _id: id, publish: false } });
    await within('the unpublish', async () => !(await found('quillon')));
    const adminList = await http(`${b.url}/api/product/get`, { headers: admin, body: { page: 1, limit: 12, search: 'quilon' } });
    expect(adminList.body.data[0]._id).toBe(id);
    const shopperList = await http(`${b.url}/api/product/get`, { body: { page: 1, limit: 12, search: 'quilon' } });
    expect(shopperList.body.data.some((p: Product) => p._id === id)).toBe(false);

    await http(`${a.url}/api/product/delete-product`, { method: 'DELETE', headers: admin, body: { _id: id } });
    await within('the delete', async () =>
      (await http(`${b.url}/api/product/get`, { headers: admin, body: { search: 'quillon' } })).body.data.every((p: Product) => p._id !== id),
    );
  });

  it('serves home rows and listings from the category index, and keeps them right after writes', async () => {
    const cats = (await http(`${b.url}/api/category/get`)).body.data as { _id: string; name: string }[];
    const subs = (await http(`${b.url}/api/subcategory/get`, { method: 'POST' })).body.data as { _id: string; name: string; category: { _id: string }[] }[];
    const dairy = cats.find((c) => c.name === 'Dairy, Bread & Eggs')!;
    const milk = subs.find((s) => s.name === 'Milk')!;
    const row = await http(`${b.url}/api/product/get-product-by-category`, { body: { id: dairy._id } });
    expect(row.body.data).toHaveLength(15);
    expect(row.body.data.every((p: Product) => p.category.some((c) => c._id === dairy._id))).toBe(true);
    const times = row.body.data.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const listing = (page: number) =>
      http(`${b.url}/api/product/get-pruduct-by-category-and-subcategory`, { body: { categoryId: dairy._id, subCategoryId: milk._id, page, limit: 8 } });
    const p1 = await listing(1);
    expect(p1.body.data).toHaveLength(8);
    expect(p1.body.totalCount).toBeGreaterThan(50);
    expect(p1.body.data.every((p: Product) => p.subCategory.some((s) => s._id === milk._id))).toBe(true);
    const p2 = await listing(2);
    expect(p2.body.data.map((p: Product) => p._id)).not.toContain(p1.body.data[0]._id);

    // A stock edit shows at once in the lists (swapped in place), a new product comes first.
    const target = p1.body.data[2] as Product & { stock: number };
    await http(`${a.url}/api/product/update-product-details`, { method: 'PUT', headers: admin, body: { _id: target._id, stock: target.stock + 7 } });
    await waitUntil(async () => (await listing(1)).body.data[2]?.stock === target.stock + 7);
    expect((await listing(1)).body.data[2]._id).toBe(target._id);
    const created = await http(`${a.url}/api/product/create`, { headers: admin, body: productBody(dairy._id, milk._id, { name: 'Newest Listing Milk' }) });
    await waitUntil(async () => (await listing(1)).body.data[0]?._id === created.body.data._id);
    expect((await listing(1)).body.totalCount).toBe(p1.body.totalCount + 1);
    expect((await http(`${b.url}/api/product/get-product-by-category`, { body: { id: dairy._id } })).body.data[0]._id).toBe(created.body.data._id);
    await http(`${a.url}/api/product/delete-product`, { method: 'DELETE', headers: admin, body: { _id: created.body.data._id } });
    await waitUntil(async () => (await listing(1)).body.totalCount === p1.body.totalCount);
  });

  it('re-indexes products when their sub-category is renamed', async () => {
    const subs = (await http(`${a.url}/api/subcategory/get`, { method: 'POST' })).body.data as { _id: string; name: string }[];
    const soups = subs.find((s) => s.name === 'Soups')!;
    await http(`${a.url}/api/subcategory/update`, { method: 'PUT', headers: admin, body: { _id: soups._id, name: 'Broths Xylophage' } });
    await waitUntil(async () => (await search('xylophage')).totalCount > 0);
    expect((await search('xylophage')).data.every((p) => p.subCategory.some((s) => s._id === soups._id))).toBe(true);
    await http(`${a.url}/api/subcategory/update`, { method: 'PUT', headers: admin, body: { _id: soups._id, name: 'Soups' } });
  });
});

async function waitUntil(probe: () => Promise<boolean>, ms = 2_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
