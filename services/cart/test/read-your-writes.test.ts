import { Types } from 'mongoose';
import { LOOKED_UP_VERSION } from '../src/domain/versions.js';
import { startCart, waitFor, type CartStack, type CatalogueUnderTest } from './harness.js';

const IMG = 'https://media.example.test/images/a.webp';
let seq = 0;

/** A category and sub-category in the real catalogue, for products created through its admin API. */
async function taxonomy(c: CatalogueUnderTest) {
  const tag = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  const cat = await c.api('/category/add-category', { body: { name: `RYW Dairy ${tag}`, image: IMG } });
  expect(cat.status).toBe(201);
  const sub = await c.api('/subcategory/create', { body: { name: `RYW Milk ${tag}`, image: IMG, category: [cat.body.data] } });
  expect(sub.status).toBe(201);
  return { categoryId: cat.body.data._id as string, subCategoryId: sub.body.data._id as string };
}

/** POST /api/product/create as an admin: the catalogue has acknowledged the product once this answers. */
async function createProduct(c: CatalogueUnderTest, t: { categoryId: string; subCategoryId: string }, over: Record<string, unknown> = {}) {
  const res = await c.api('/product/create', {
    body: {
      name: `Fresh Toned Milk ${Date.now().toString(36)}${(seq++).toString(36)}`,
      image: [IMG],
      category: [t.categoryId],
      subCategory: [t.subCategoryId],
      unit: '500 ml',
      stock: 20,
      price: 28,
      discount: 0,
      description: 'Pasteurised toned milk',
      more_details: {},
      ...over,
    },
  });
  expect(res.status).toBe(201);
  return res.body.data as { _id: string; name: string; price: number };
}

describe('a product the read model has not heard of yet (its events never reach this cart)', () => {
  let s: CartStack;
  let t: { categoryId: string; subCategoryId: string };
  beforeAll(async () => {
    s = await startCart();
    t = await taxonomy(s.catalogue);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('goes into the cart, shows in it and takes quantity changes: the cart asked the catalogue', async () => {
    const p = await createProduct(s.catalogue, t);
    const me = await s.shopper();
    const added = await s.api('/create', me, { method: 'POST', body: { productId: p._id } });
    expect({ status: added.status, message: added.body.message }).toEqual({ status: 201, message: 'Item add Successfully' });

    const cart = await s.api('/get', me);
    expect(cart.body.data).toEqual([
      expect.objectContaining({ quantity: 1, productId: expect.objectContaining({ _id: p._id, name: p.name, price: 28, stock: 20 }) }),
    ]);
    const raised = await s.api('/update-qty', me, { method: 'PUT', body: { _id: added.body.data._id, qty: 3 } });
    expect(raised.status).toBe(200);
    // Kept in the read model below every event's version, for the product's own events to replace.
    const stored = await s.svc.runtime.db.collection('products').findOne({ _id: p._id as never });
    expect(stored).toMatchObject({ version: LOOKED_UP_VERSION, deleted: false, name: p.name });
  });

  it('is still refused when the catalogue does not sell it: unknown, unpublished or deleted', async () => {
    const me = await s.shopper();
    const unknown = await s.api('/create', me, { method: 'POST', body: { productId: new Types.ObjectId().toHexString() } });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: 'Product not found' });

    const hidden = await createProduct(s.catalogue, t, { publish: false });
    expect((await s.api('/create', me, { method: 'POST', body: { productId: hidden._id } })).status).toBe(404);

    const gone = await createProduct(s.catalogue, t);
    expect((await s.catalogue.api('/product/delete-product', { method: 'DELETE', body: { _id: gone._id } })).status).toBe(200);
    expect((await s.api('/create', me, { method: 'POST', body: { productId: gone._id } })).status).toBe(404);
  });
});

describe('adding a product right after an admin created it (the product events do reach this cart)', () => {
  let s: CartStack;
  let t: { categoryId: string; subCategoryId: string };
  beforeAll(async () => {
    s = await startCart({ sharedTopics: true });
    t = await taxonomy(s.catalogue);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('is accepted every time, within 50 ms of the create answer, and the events take over the copy', async () => {
    const me = await s.shopper();
    const runs = 30;
    const outcomes: { status: number; message: string; gapMs: number }[] = [];
    const ids: string[] = [];
    for (let i = 0; i < runs; i++) {
      const p = await createProduct(s.catalogue, t);
      const acknowledged = performance.now();
      const added = s.api('/create', me, { method: 'POST', body: { productId: p._id } });
      const gapMs = performance.now() - acknowledged;
      const res = await added;
      outcomes.push({ status: res.status, message: res.body.message, gapMs });
      ids.push(p._id);
    }
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.gapMs))).toBeLessThan(50);
    expect((await s.api('/get', me)).body.data).toHaveLength(runs);

    // The product events arrive after all and replace the looked-up copies with their own versions.
    const products = s.svc.runtime.db.collection('products');
    await waitFor(async () => (await products.countDocuments({ _id: { $in: ids as never[] }, version: { $gt: LOOKED_UP_VERSION } })) === runs, {
      what: 'the product events to reach the read model',
      timeoutMs: 30_000,
    });
  });
});

describe('when the catalogue cannot be asked', () => {
  let s: CartStack;
  beforeAll(async () => {
    // The discard port: nothing answers there.
    s = await startCart({ env: { CATALOGUE_SERVICE_URL: 'http://127.0.0.1:9', CATALOGUE_TIMEOUT_MS: '500' } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('says it cannot check the product now (503), not that the product does not exist', async () => {
    const me = await s.shopper();
    const res = await s.api('/create', me, { method: 'POST', body: { productId: new Types.ObjectId().toHexString() } });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 503,
      message: 'This product cannot be checked right now. Please try again in a moment.',
    });
    // Reading the cart does not depend on it.
    expect((await s.api('/get', me)).status).toBe(200);
  });
});
