import { http } from '@minutemart/kit/testing';
import { productBody, startCatalogue, startStack, taxonomyFixture, type CatalogueUnderTest, type Stack } from './harness.js';

let a: Stack;
let b: CatalogueUnderTest;
beforeAll(async () => {
  a = await startStack();
  // A second replica on the same database, with its own cache and its own consumer group.
  b = await startCatalogue({ ...a.env, PORT: '0' });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const details = (base: string, productId: string) => http(`${base}/api/product/get-product-details`, { body: { productId } });

describe('two replicas', () => {
  it('an update through one is visible through the other within a second', async () => {
    const { category, subCategory } = await taxonomyFixture(a, 'Replica');
    const created = await a.api('/product/create', { headers: a.admin, body: productBody(category._id, subCategory._id, { price: 40 }) });
    const id = created.body.data._id;

    const seenCreate = Date.now();
    while ((await details(b.url, id)).status !== 200) {
      if (Date.now() - seenCreate > 1_000) throw new Error('replica B did not see the new product within 1 s');
      await new Promise((r) => setTimeout(r, 20));
    }

    const updated = await a.api('/product/update-product-details', {
      method: 'PUT',
      headers: a.admin,
      body: { _id: id, price: '45', name: 'Replica Renamed Milk' },
    });
    expect(updated.status).toBe(200);
    const t0 = Date.now();
    let lag: number;
    for (;;) {
      const res = await details(b.url, id);
      if (res.body.data?.price === 45 && res.body.data.name === 'Replica Renamed Milk') {
        lag = Date.now() - t0;
        break;
      }
      if (Date.now() - t0 > 1_000) throw new Error(`replica B still shows ${JSON.stringify(res.body.data?.price)} after 1 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(lag).toBeLessThan(1_000);

    // Category renames and deletes reach the other replica's lists too.
    await a.api('/category/update', { method: 'PUT', headers: a.admin, body: { _id: category._id, name: `${category.name} Renamed` } });
    const t1 = Date.now();
    for (;;) {
      const list = await http(`${b.url}/api/category/get`);
      if (list.body.data.some((c: { name: string }) => c.name === `${category.name} Renamed`)) break;
      if (Date.now() - t1 > 1_000) throw new Error('category rename not visible on replica B within 1 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    await a.api('/product/delete-product', { method: 'DELETE', headers: a.admin, body: { _id: id } });
    const t2 = Date.now();
    while ((await details(b.url, id)).status !== 404) {
      if (Date.now() - t2 > 1_000) throw new Error('delete not visible on replica B within 1 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  });
});
