import { topics } from '@minutemart/contracts';
import { checkedFetch, waitFor } from '@minutemart/kit/testing';
import {
  createStore,
  listen,
  productBody,
  setStoreStock,
  startCatalogue,
  startStack,
  taxonomyFixture,
  topicOf,
  uniq,
  type CatalogueUnderTest,
  type Stack,
} from './harness.js';

/**
 * Stock per dark store (ADR 0007) through the admin API and the original endpoints, and what every
 * read shows for a store. LEGACY_STOCK_STORE names a store this suite creates after its first test.
 */
const legacy = `t-legacy-${Date.now().toString(36)}`;
const other = `t-other-${Date.now().toString(36)}`;
let s: Stack;
let category: { _id: string; name: string };
let subCategory: { _id: string; name: string };
beforeAll(async () => {
  s = await startStack({ LEGACY_STOCK_STORE: legacy });
  ({ category, subCategory } = await taxonomyFixture(s, 'Shelf'));
});
afterAll(async () => {
  await s?.stop();
});

const create = async (over: Record<string, unknown> = {}) => {
  const res = await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, over) });
  expect(res.status).toBe(201);
  return res.body.data as { _id: string; name: string; stock: number; storeStock?: Record<string, number> };
};
const details = async (productId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  s.api('/product/get-product-details', { headers, body: { productId, ...extra } });

let beforeStores: { _id: string };

describe('before any dark store exists', () => {
  it('stock from the original endpoints stays on the default shelf, and product events carry no storeStock', async () => {
    const bus = await listen(topicOf(s, topics.product.name));
    try {
      const p = await create({ stock: 5 });
      beforeStores = p;
      expect(p).toMatchObject({ stock: 5, storeStock: {} });
      const created = await waitFor(() => bus.events.find((e) => e.aggregateId === p._id), { what: 'product.created' });
      expect(created.data.stock).toBe(5);
      expect(created.data).not.toHaveProperty('storeStock');
      // A store the shopper names does not exist: a clear 404; `default` is the one store there is.
      expect((await details(p._id, { store: legacy })).status).toBe(404);
      expect((await details(p._id, { store: 'default' })).body.data.stock).toBe(5);
      // The store list says where that stock went: the default shelf while LEGACY_STOCK_STORE does not exist.
      expect((await s.api('/store/list', { method: 'GET' })).body).toMatchObject({ data: [], legacyStockStore: 'default' });
    } finally {
      await bus.stop();
    }
  });
});

describe('with dark stores', () => {
  beforeAll(async () => {
    await createStore(s, { _id: legacy, name: uniq('Legacy') });
    await createStore(s, { _id: other, name: uniq('Other'), serves: [{ pincode: '400050', area: 'Bandra West', lat: 19.0596, lng: 72.8295 }] });
  });

  it('puts the original endpoints\u2019 stock on LEGACY_STOCK_STORE; admins set another store\u2019s stock; stock is the total; events carry both', async () => {
    const bus = await listen(topicOf(s, topics.product.name));
    try {
      const p = await create({ stock: 10 });
      expect(p).toMatchObject({ stock: 10, storeStock: { [legacy]: 10 } });
      expect((await s.api('/store/list', { method: 'GET' })).body.legacyStockStore).toBe(legacy);
      const single = await s.api('/store/stock', { method: 'PUT', headers: s.admin, body: { storeId: other, productId: p._id, stock: '7' } });
      expect(single.status).toBe(200);
      expect(single.body).toMatchObject({
        success: true,
        message: 'Stock updated',
        data: { storeId: other, items: [{ productId: p._id, stock: 7, total: 17 }] },
      });
      const admin = (await details(p._id, {}, s.admin)).body.data;
      expect(admin).toMatchObject({ stock: 17, storeStock: { [legacy]: 10, [other]: 7 } });
      const last = await waitFor(
        () => {
          const mine = bus.events.filter((e) => e.aggregateId === p._id);
          return mine.length >= 2 ? mine[1] : undefined;
        },
        { what: 'product.updated with store stock' },
      );
      expect(last.type).toBe('product.updated');
      expect(last.data).toMatchObject({ stock: 17, storeStock: { [legacy]: 10, [other]: 7 } });

      // Setting the same number again changes nothing and publishes nothing: the next event of the
      // product is the one of the change after it.
      await setStoreStock(s, other, [{ productId: p._id, stock: 7 }]);
      await setStoreStock(s, other, [{ productId: p._id, stock: 8 }]);
      const next = await waitFor(() => bus.events.filter((e) => e.aggregateId === p._id)[2], { what: 'the event of the change after the no-op' });
      expect(next.data).toMatchObject({ stock: 18, storeStock: { [legacy]: 10, [other]: 8 } });
      expect(bus.events.filter((e) => e.aggregateId === p._id)).toHaveLength(3);
    } finally {
      await bus.stop();
    }
  });

  it('sets many products of one store at once', async () => {
    const a = await create({ stock: 1 });
    const b = await create({ stock: 2 });
    const res = await setStoreStock(s, other, [
      { productId: a._id, stock: 4 },
      { productId: b._id, stock: 0 },
    ]);
    expect(res.items).toEqual([
      { productId: a._id, stock: 4, total: 5 },
      { productId: b._id, stock: 0, total: 2 },
    ]);
    // Lowering a store's stock takes units off that shelf only.
    expect((await setStoreStock(s, other, [{ productId: a._id, stock: 1 }])).items).toEqual([{ productId: a._id, stock: 1, total: 2 }]);
    expect((await details(a._id, {}, s.admin)).body.data.storeStock).toEqual({ [legacy]: 1, [other]: 1 });
  });

  it('answers unknown stores and products with 404 and bad input with 400, writing nothing', async () => {
    const p = await create({ stock: 3 });
    const put = (body: unknown) => s.api('/store/stock', { method: 'PUT', headers: s.admin, body });
    const noStore = await put({ storeId: 'no-such-store', productId: p._id, stock: 1 });
    expect(noStore).toMatchObject({ status: 404, body: { success: false, message: 'Store not found' } });
    const noProduct = await put({ storeId: other, productId: 'ffffffffffffffffffffffff', stock: 1 });
    expect(noProduct).toMatchObject({ status: 404, body: { message: 'Product ffffffffffffffffffffffff not found' } });
    const someMissing = await put({
      storeId: other,
      items: [
        { productId: p._id, stock: 9 },
        { productId: 'eeeeeeeeeeeeeeeeeeeeeeee', stock: 1 },
      ],
    });
    expect(someMissing.status).toBe(404);
    expect((await details(p._id, {}, s.admin)).body.data.storeStock).toEqual({ [legacy]: 3 });
    expect((await put({ storeId: other, productId: p._id, stock: -1 })).body.message).toBe('stock cannot be negative');
    expect((await put({ storeId: other, productId: p._id, stock: 1.5 })).body.message).toBe('stock must be a whole number');
    expect((await put({ storeId: other, productId: p._id })).body.message).toBe('Provide stock');
    expect((await put({ storeId: { $ne: null }, productId: p._id, stock: 1 })).status).toBe(400);
    expect(
      (
        await put({
          storeId: other,
          items: [
            { productId: p._id, stock: 1 },
            { productId: p._id, stock: 2 },
          ],
        })
      ).body.message,
    ).toBe('Each product once per request');
  });

  it('product update: a change of the form\u2019s total lands on the legacy store; sending it back unchanged moves nothing', async () => {
    const p = await create({ stock: 6 });
    await setStoreStock(s, other, [{ productId: p._id, stock: 4 }]);
    const shown = (await details(p._id, {}, s.admin)).body.data;
    expect(shown.stock).toBe(10);

    // The admin edits the price; the client sends the whole product back, total included.
    const priced = await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { ...shown, price: 31 } });
    expect(priced.status).toBe(200);
    expect(priced.body.data).toMatchObject({ price: 31, stock: 10, storeStock: { [legacy]: 6, [other]: 4 } });

    const raised = await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { _id: p._id, stock: '13' } });
    expect(raised.body.data).toMatchObject({ stock: 13, storeStock: { [legacy]: 9, [other]: 4 } });

    // The legacy store holds 9 of 13: the total cannot go below the other stores' 4 through this form.
    const tooLow = await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { _id: p._id, stock: 3 } });
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.message).toBe(
      `Only 9 of the 13 units are in ${legacy}, where this stock goes; lower the other stores' stock per store (PUT /api/store/stock)`,
    );
    const lowered = await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { _id: p._id, stock: 4 } });
    expect(lowered.body.data).toMatchObject({ stock: 4, storeStock: { [legacy]: 0, [other]: 4 } });
  });
});

describe('reads for a store', () => {
  let cat: { _id: string; name: string };
  let sub: { _id: string; name: string };
  let both: { _id: string; name: string };
  let onlyLegacy: { _id: string; name: string };
  const word = `Quorvex${Date.now().toString(36)}`;
  beforeAll(async () => {
    ({ category: cat, subCategory: sub } = await taxonomyFixture(s, 'Reads'));
    const make = async (over: Record<string, unknown>) => {
      const res = await s.api('/product/create', { headers: s.admin, body: productBody(cat._id, sub._id, over) });
      expect(res.status).toBe(201);
      return res.body.data;
    };
    onlyLegacy = await make({ name: `${word} Paneer`, unit: '200 g', stock: 8 });
    both = await make({ name: `${word} Ghee`, unit: '1 L', stock: 2 });
    await setStoreStock(s, other, [{ productId: both._id, stock: 30 }]);
  });

  const stockOf = (list: { _id: string; stock: number; lowStock: boolean }[], id: string) => list.find((p) => p._id === id);

  it('listing, home row, search and details show the store\u2019s units (0 where it does not sell), the total without a store', async () => {
    const reads = async (extra: Record<string, unknown>) => {
      const listing = await s.api('/product/get-pruduct-by-category-and-subcategory', { body: { categoryId: cat._id, subCategoryId: sub._id, ...extra } });
      const row = await s.api('/product/get-product-by-category', { body: { id: cat._id, ...extra } });
      const search = await s.api('/product/search-product', { body: { search: word, ...extra } });
      for (const r of [listing, row, search]) expect(r.status).toBe(200);
      return [listing.body.data, row.body.data, search.body.data] as { _id: string; stock: number; lowStock: boolean }[][];
    };
    for (const list of await reads({})) {
      expect(stockOf(list, both._id)).toMatchObject({ stock: 32, lowStock: false });
      expect(stockOf(list, onlyLegacy._id)).toMatchObject({ stock: 8 });
      expect(list.every((p) => !('storeStock' in p))).toBe(true);
    }
    for (const list of await reads({})) expect(list.every((p) => !('stocked' in p))).toBe(true);
    // `stocked`: whether the asked store carries the product at all ("Not available at <store>" when not).
    for (const list of await reads({ store: other })) {
      expect(stockOf(list, both._id)).toMatchObject({ stock: 30, lowStock: false, stocked: true });
      expect(stockOf(list, onlyLegacy._id)).toMatchObject({ stock: 0, lowStock: false, stocked: false });
    }
    for (const list of await reads({ store: legacy.toUpperCase() })) {
      expect(stockOf(list, both._id)).toMatchObject({ stock: 2, lowStock: true, stocked: true });
      expect(stockOf(list, onlyLegacy._id)).toMatchObject({ stock: 8, stocked: true });
    }
    // Same products in the same order, whichever store.
    const [plain, forOther] = [await reads({}), await reads({ store: other })];
    expect(forOther.map((l) => l.map((p) => p._id))).toEqual(plain.map((l) => l.map((p) => p._id)));

    expect((await details(both._id, { store: other })).body.data).toMatchObject({ stock: 30, stocked: true });
    expect((await details(onlyLegacy._id, { store: other })).body.data).toMatchObject({ stock: 0, stocked: false });
    // Carried at zero is sold out there, not "not available".
    await setStoreStock(s, other, [{ productId: onlyLegacy._id, stock: 0 }]);
    expect((await details(onlyLegacy._id, { store: other })).body.data).toMatchObject({ stock: 0, stocked: true });
    expect((await details(both._id)).body.data).not.toHaveProperty('storeStock');
    expect((await details(both._id, { store: other }, s.admin)).body.data).toMatchObject({ stock: 30, storeStock: { [legacy]: 2, [other]: 30 } });
    // The admin list shows the per-store units too.
    const adminList = await s.api('/product/get', { headers: s.admin, body: { search: word, store: other } });
    expect(stockOf(adminList.body.data, both._id)).toMatchObject({ stock: 30, storeStock: { [legacy]: 2, [other]: 30 } });
  });

  it('a product that was on the default shelf before stores existed is in no store; `default` sells nothing once stores exist', async () => {
    expect((await details(beforeStores._id)).body.data.stock).toBe(5);
    expect((await details(beforeStores._id, { store: legacy })).body.data.stock).toBe(0);
    expect((await details(beforeStores._id, { store: 'default' })).body.data.stock).toBe(0);
  });

  it('suggest opens the pack in stock in the store and says how many are left', async () => {
    const other500 = (
      await s.api('/product/create', { headers: s.admin, body: productBody(cat._id, sub._id, { name: `${word} Ghee`, unit: '500 ml', stock: 0 }) })
    ).body.data;
    await setStoreStock(s, other, [
      { productId: both._id, stock: 0 },
      { productId: other500._id, stock: 6 },
    ]);
    const suggest = (q: string) => s.api(`/product/suggest?${q}`, { method: 'GET' });
    // Both words match the ghee best; the paneer matches one of them and comes after.
    const plain = await suggest(`q=${word}%20ghee`);
    expect(plain.body.data.map((x: { name: string }) => x.name)).toEqual([`${word} Ghee`, `${word} Paneer`]);
    expect(plain.body.data[0]).not.toHaveProperty('stock');
    const forOther = await suggest(`q=${word}%20ghee&store=${other}`);
    expect(forOther.body.data).toEqual([
      { _id: other500._id, name: `${word} Ghee`, stock: 6 },
      { _id: onlyLegacy._id, name: `${word} Paneer`, stock: 0 },
    ]);
    const forLegacy = await suggest(`q=${word}%20ghee&store=${legacy}`);
    expect(forLegacy.body.data[0]).toEqual({ _id: both._id, name: `${word} Ghee`, stock: 2 });
  });

  it('an unknown store is a 404 and a malformed one a 400 on every read', async () => {
    const bad = [
      s.api('/product/get-product-by-category', { body: { id: cat._id, store: 'nowhere-store' } }),
      s.api('/product/search-product', { body: { search: word, store: 'nowhere-store' } }),
      s.api('/product/get', { body: { store: 'nowhere-store' } }),
      s.api(`/product/suggest?q=${word}&store=nowhere-store`, { method: 'GET' }),
      details(both._id, { store: 'nowhere-store' }),
    ];
    for (const r of await Promise.all(bad)) expect(r).toMatchObject({ status: 404, body: { message: 'Store not found' } });
    const malformed = await s.api('/product/search-product', { body: { search: word, store: { $gt: '' } } });
    expect(malformed.status).toBe(400);
    expect((await s.api(`/product/suggest?q=${word}&store=a&store=b`, { method: 'GET' })).status).toBe(400);
  });

  it('with the cache off (reads from Mongo) a store\u2019s shelf reads the same', async () => {
    let direct: CatalogueUnderTest | undefined;
    try {
      direct = await startCatalogue({
        ...s.env,
        CATALOGUE_CACHE: 'false',
        IMPORT_WORKER: 'false',
        KAFKA_GROUP_SUFFIX: `${s.env['KAFKA_GROUP_SUFFIX']}-direct`,
      });
      const body = { categoryId: cat._id, subCategoryId: sub._id, store: other };
      const [fromCache, fromMongo] = await Promise.all([
        s.api('/product/get-pruduct-by-category-and-subcategory', { body }),
        checkedFetch(`${direct.url}/api/product/get-pruduct-by-category-and-subcategory`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ data: unknown }>),
      ]);
      expect(fromMongo.data).toEqual(fromCache.body.data);
      const suggestion = await checkedFetch(`${direct.url}/api/product/suggest?q=${word}%20ghee&store=${other}`).then(
        (r) => r.json() as Promise<{ data: unknown }>,
      );
      expect(suggestion.data).toEqual((await s.api(`/product/suggest?q=${word}%20ghee&store=${other}`, { method: 'GET' })).body.data);
    } finally {
      await direct?.stop();
    }
  });
});
