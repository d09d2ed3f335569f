import { IMG, startCatalogue, productBody, startStack, type CatalogueUnderTest, type Stack } from './harness.js';
import { http } from '@minutemart/kit/testing';

let s: Stack;
let mongoOnly: CatalogueUnderTest;
const ids: Record<string, string> = {};
const NAMES = [
  'Aashirvaad Shudh Chakki Atta',
  'Fortune Chakki Fresh Atta',
  'Tata Sampann Unpolished Toor Dal',
  'Haldiram Moong Dal Namkeen',
  'Dal Makhani Ready to Eat',
  'Daawat Rozana Basmati Rice',
  'Amul Taaza Toned Milk',
  'Café Coffee (Strong) 2.0',
];

beforeAll(async () => {
  s = await startStack();
  // Sub-category names and descriptions are searched too: keep them out of the way of the queries below.
  const category = (await s.api('/category/add-category', { headers: s.admin, body: { name: 'Pantry', image: IMG } })).body.data;
  const subCategory = (await s.api('/subcategory/create', { headers: s.admin, body: { name: 'Staples', image: IMG, category: [category] } })).body.data;
  for (const name of NAMES) {
    const res = await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, { name, description: 'Pack of one' }) });
    ids[name] = res.body.data._id;
  }
  // Same database, reads straight from Mongo: both read paths must agree.
  mongoOnly = await startCatalogue({ ...s.env, CATALOGUE_CACHE: 'false', IMPORT_WORKER: 'false' });
});
afterAll(async () => {
  await mongoOnly?.stop();
  await s?.stop();
});

const search = async (search: unknown, extra: Record<string, unknown> = {}, base = s.svc.url) => {
  const res = await http(`${base}/api/product/search-product`, { body: { search, ...extra } });
  expect(res.status).toBe(200);
  return res;
};
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((p) => p.name);

describe('search-product', () => {
  it('decodes URL-encoded text: "atta%20dal" finds atta and dal products, products with both words first', async () => {
    const res = await search('atta%20dal');
    expect(new Set(names(res))).toEqual(new Set([NAMES[0], NAMES[1], NAMES[2], NAMES[3], NAMES[4]]));
    expect(res.body).toMatchObject({ page: 1, totalCount: 5, totalPage: 1, limit: 12 });
    expect(res.body.data[0].category[0]).toHaveProperty('name');
    expect(res.body.data[0].subCategory[0]).toHaveProperty('name');
  });

  it('ranks names that start with the query first and matches word prefixes while typing', async () => {
    expect(names(await search('dal'))[0]).toBe('Dal Makhani Ready to Eat');
    expect(names(await search('aash'))).toEqual([NAMES[0]]);
    expect(names(await search('Toned MI'))).toEqual(['Amul Taaza Toned Milk']);
    expect(names(await search('chakki atta'))).toEqual([NAMES[0], NAMES[1]].sort());
    expect(names(await search('cafe'))).toEqual([NAMES[7]]);
  });

  it('tolerates bad escapes and regex characters, and pages with page, totalPage, totalCount, limit', async () => {
    expect((await search('atta%zz%')).body.totalCount).toBe(2);
    expect((await search('%E0%A4%A')).body.data).toEqual([]);
    expect((await search('(strong')).body.data.map((p: { _id: string }) => p._id)).toEqual([ids[NAMES[7]!]]);
    expect(names(await search('dal.*'))).toEqual(names(await search('dal')));
    expect((await search('.*')).body.totalCount).toBe(NAMES.length);
    expect((await search('milk', { page: 2 })).body).toMatchObject({ data: [], page: 2, totalPage: 1, totalCount: 1 });
    const paged = await search('d', { page: 2, limit: 3 });
    expect(paged.body).toMatchObject({ page: 2, limit: 3 });
    expect(paged.body).toMatchObject({ totalCount: 4, totalPage: 2 });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.totalPage).toBe(Math.ceil(paged.body.totalCount / 3));
    const injected = await http(`${s.svc.url}/api/product/search-product`, { body: { search: { $regex: '.*' } } });
    expect(injected.status).toBe(400);
  });

  it('with an empty box lists everything newest first', async () => {
    const res = await search('');
    expect(res.body.totalCount).toBe(NAMES.length);
    expect(res.body.data[0].name).toBe(NAMES.at(-1));
  });

  it('product/get with search uses the same ranking', async () => {
    const res = await http(`${s.svc.url}/api/product/get`, { body: { page: 1, limit: 12, search: 'dal' } });
    expect(res.body.data[0].name).toBe('Dal Makhani Ready to Eat');
    expect(res.body).toMatchObject({ totalCount: 3, totalNoPage: 1 });
  });

  it('forgives a typo in a word long enough for one', async () => {
    expect(names(await search('dall makhani'))[0]).toBe('Dal Makhani Ready to Eat');
    expect(names(await search('basmtai'))).toEqual(['Daawat Rozana Basmati Rice']);
    expect(names(await search('aashirvad'))).toEqual([NAMES[0]]);
    expect((await search('xq')).body.data).toEqual([]);
  });

  it('lists the same pages from the cache and from Mongo; without the cache, search is plain prefix matching', async () => {
    for (const q of ['', '.*']) {
      for (const page of [1, 2, 3]) {
        const cached = await search(q, { page, limit: 3 });
        const mongo = await search(q, { page, limit: 3 }, mongoOnly.url);
        expect(mongo.body).toEqual(cached.body);
      }
    }
    expect(names(await search('aash', {}, mongoOnly.url))).toEqual([NAMES[0]]);
    expect(new Set(names(await search('atta%20dal', {}, mongoOnly.url)))).toEqual(new Set(NAMES.slice(0, 5)));
    expect((await search('basmtai', {}, mongoOnly.url)).body.totalCount).toBe(0);
  });
});
