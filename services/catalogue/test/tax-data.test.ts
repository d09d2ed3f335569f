import { Types } from 'mongoose';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { orderPlacedV1, topics } from '@minutemart/contracts';
import { newEvent } from '@minutemart/kit';
import { checkedFetch, testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import { SUB_TAX, taxOf } from '../src/seed/tax-data.js';
import { CATALOGUE } from '../src/seed/catalogue-data.js';
import { SEED_STORES } from '../src/seed/stores-data.js';
import { seedProducts } from '../src/seed/generate.js';
import { createStore, listen, productBody, setStoreStock, startStack, storeBody, taxonomyFixture, topicOf, type Stack } from './harness.js';
import { gstinProblem, hsnProblem, isGstRate } from '@minutemart/contracts';

let s: Stack;
let category: { _id: string; name: string };
let subCategory: { _id: string; name: string };
beforeAll(async () => {
  s = await startStack();
  ({ category, subCategory } = await taxonomyFixture(s, 'Tax'));
});
afterAll(async () => {
  await s?.stop();
});

const details = async (productId: string) => (await s.api('/product/get-product-details', { body: { productId } })).body.data;

describe('product tax data', () => {
  it('is stored from the admin form, shown on reads and carried by product events', async () => {
    const bus = await listen(topicOf(s, topics.product.name));
    try {
      const res = await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, { hsn: '0401.20.00', gstRate: '5%' }) });
      expect(res.status).toBe(201);
      const id = res.body.data._id as string;
      expect(await details(id)).toMatchObject({ hsn: '04012000', gstRate: 5 });
      const created = await waitFor(() => bus.events.find((e) => e.type === 'product.created' && e.aggregateId === id), { what: 'product.created' });
      expect(created.data).toMatchObject({ hsn: '04012000', gstRate: 5 });

      const upd = await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { _id: id, gstRate: 12 } });
      expect(upd.status).toBe(200);
      expect(await details(id)).toMatchObject({ hsn: '04012000', gstRate: 12 });
      const updated = await waitFor(() => bus.events.find((e) => e.type === 'product.updated' && e.aggregateId === id), { what: 'product.updated' });
      expect(updated.data).toMatchObject({ hsn: '04012000', gstRate: 12 });
    } finally {
      await bus.stop();
    }
  });

  it.each([
    [{ hsn: '040' }, 'An HSN code has 4, 6 or 8 digits'],
    [{ hsn: '0401200' }, 'An HSN code has 4, 6 or 8 digits'],
    [{ hsn: 'ABCD' }, 'An HSN code has 4, 6 or 8 digits'],
    [{ gstRate: 7 }, 'GST rate must be 0, 5, 12, 18 or 28 %'],
    [{ gstRate: 'eighteen' }, 'GST rate must be 0, 5, 12, 18 or 28 %'],
  ])('refuses %j with a 400 saying why', async (over, message) => {
    const res = await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, over) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true, message });
  });

  it('is read from the hsn and gst_rate columns of a CSV import, each bad cell refusing its row', async () => {
    const form = new FormData();
    const name = `Tax Import ${Date.now().toString(36)}`;
    const csv = [
      'name,description,unit,stock,price,discount,category,subCategory,hsn,gst_rate',
      `${name} Ghee,Pure ghee,1 L,4,600,0,${category.name},${subCategory.name},04059020,12%`,
      `${name} Salt,Iodised,1 kg,4,28,0,${category.name},${subCategory.name},2501,0`,
      `${name} Bad Hsn,Nope,1 kg,4,28,0,${category.name},${subCategory.name},25010,0`,
      `${name} Bad Rate,Nope,1 kg,4,28,0,${category.name},${subCategory.name},2501,15`,
      `${name} Untaxed,No tax data yet,1 kg,4,28,0,${category.name},${subCategory.name},,`,
    ].join('\n');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    const started = await checkedFetch(`${s.svc.url}/api/product/import`, { method: 'POST', headers: s.admin, body: form }).then(
      (r) => r.json() as Promise<any>,
    );
    const done = await waitFor(
      async () => {
        const st = await checkedFetch(`${s.svc.url}/api/product/import/${started.data.jobId}`, { headers: s.admin }).then((r) => r.json() as Promise<any>);
        return st.data.state === 'completed' ? st.data : undefined;
      },
      { what: 'import', timeoutMs: 20_000 },
    );
    expect(done).toMatchObject({ imported: 3, failed: 2 });
    expect(done.errors).toEqual([
      { row: 4, reason: 'An HSN code has 4, 6 or 8 digits' },
      { row: 5, reason: 'GST rate must be 0, 5, 12, 18 or 28 %' },
    ]);
    const found = (await s.api('/product/search-product', { body: { search: name, limit: 10 } })).body.data as {
      name: string;
      hsn?: string;
      gstRate?: number;
    }[];
    const byName = Object.fromEntries(found.map((p) => [p.name, p]));
    expect(byName[`${name} Ghee`]).toMatchObject({ hsn: '04059020', gstRate: 12 });
    expect(byName[`${name} Salt`]).toMatchObject({ hsn: '2501', gstRate: 0 });
    expect(byName[`${name} Untaxed`]).not.toHaveProperty('hsn');
  });
});

describe('a store as seller', () => {
  it('takes a legal name, GSTIN (check character verified) and address; the state code comes from the GSTIN', async () => {
    const bus = await listen(topicOf(s, topics.store.name));
    try {
      const body = storeBody({ legal: { name: 'Minutemart Test Pvt Ltd', gstin: '27aapfu0939f1zv', address: 'Andheri West, Mumbai 400053' } });
      const res = await s.api('/store/create', { headers: s.admin, body });
      expect(res.status).toBe(201);
      const legal = { name: 'Minutemart Test Pvt Ltd', gstin: '27AAPFU0939F1ZV', stateCode: '27', address: 'Andheri West, Mumbai 400053' };
      expect(res.body.data.legal).toEqual(legal);
      const event = await waitFor(() => bus.events.find((e) => e.aggregateId === body._id), { what: 'store.upserted' });
      expect(event.data.legal).toEqual(legal);
    } finally {
      await bus.stop();
    }
  });

  it.each([
    ['27AAPFU0939F1ZW', 'This GSTIN has a typo: its check character does not match'],
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters'],
    ['', 'Provide GSTIN'],
  ])('refuses GSTIN %p: %s', async (gstin, message) => {
    const res = await s.api('/store/create', { headers: s.admin, body: storeBody({ legal: { name: 'X Pvt Ltd', gstin, address: 'Somewhere' } }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('an update may add it to a store that had none', async () => {
    const id = await createStore(s);
    const res = await s.api('/store/update', {
      method: 'PUT',
      headers: s.admin,
      body: { _id: id, legal: { name: 'Later Pvt Ltd', gstin: '27AAPFU0939F1ZV', address: 'Powai' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.legal).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27' });
  });
});

describe('held lines carry the tax data to the order', () => {
  it('stock.reserved names each line’s HSN code and rate as they were when the stock was held', async () => {
    const store = await createStore(s);
    const p = (await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, { hsn: '19053100', gstRate: 18 }) })).body
      .data;
    await setStoreStock(s, store, [{ productId: p._id, stock: 5 }]);
    const bus = await listen(topicOf(s, topics.stock.name));
    const producer: Producer = new Kafka({ clientId: uniqueName('t-tax'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer();
    await producer.connect();
    try {
      const orderId = `ORD-${new Types.ObjectId().toHexString()}`;
      const e = newEvent(orderPlacedV1, 'order-service', orderId, {
        orderId,
        userId: new Types.ObjectId().toString(),
        storeId: store,
        paymentMethod: 'cod',
        lines: [{ productId: p._id, quantity: 2 }],
        at: new Date().toISOString(),
      });
      await producer.send({ topic: topicOf(s, e.topic), messages: [{ key: e.key, value: e.value, headers: e.headers }] });
      const answer = await waitFor(() => bus.events.find((x) => x.data.orderId === orderId), { what: 'stock answer', timeoutMs: 30_000 });
      expect(answer.type).toBe('stock.reserved');
      expect(answer.data.lines[0]).toMatchObject({ productId: p._id, quantity: 2, hsn: '19053100', gstRate: 18 });
    } finally {
      await producer.disconnect();
      await bus.stop();
    }
  });
});

describe('the seed’s tax data', () => {
  it('gives every seed sub-category a valid HSN code and rate, and every seed store a valid GSTIN', () => {
    for (const c of CATALOGUE) for (const sub of c.subs) expect({ sub: sub.name, known: sub.name in SUB_TAX }).toEqual({ sub: sub.name, known: true });
    for (const spec of Object.values(SUB_TAX)) {
      expect(hsnProblem(spec.hsn)).toBeUndefined();
      expect(isGstRate(spec.gstRate)).toBe(true);
    }
    for (const st of SEED_STORES) {
      expect({ store: st._id, problem: gstinProblem(st.legal.gstin) }).toEqual({ store: st._id, problem: undefined });
      expect(st.legal.stateCode).toBe(st.legal.gstin.slice(0, 2));
    }
  });

  it('is realistic: fresh vegetables, fruit and milk nil; staples 5 %; personal and home care 18 %; every rate used', () => {
    expect(taxOf('Fresh Vegetables', 'Tomato').gstRate).toBe(0);
    expect(taxOf('Fresh Fruits', 'Banana').gstRate).toBe(0);
    expect(taxOf('Milk', 'Toned Milk').gstRate).toBe(0);
    expect(taxOf('Atta & Flours', 'Whole Wheat Atta').gstRate).toBe(5);
    expect(taxOf('Hair Care', 'Shampoo').gstRate).toBe(18);
    expect(taxOf('Detergents', 'Detergent Powder').gstRate).toBe(18);
    const rates = new Set(seedProducts().products.map((p) => p.gstRate));
    expect([...rates].sort((a, b) => a - b)).toEqual([0, 5, 12, 18, 28]);
  });
});
