import { Types } from 'mongoose';
import { topics, type Role } from '@minutemart/contracts';
import { waitFor } from '@minutemart/kit/testing';
import { IMG, listen, productBody, startStack, storeBody, taxonomyFixture, topicOf, type Stack } from './harness.js';

/** The permission table on the catalogue's store endpoints: a store manager runs their own store and nothing else. */
let s: Stack;
let a: string;
let b: string;
let productId: string;
beforeAll(async () => {
  s = await startStack();
  a = (await s.api('/store/create', { headers: s.admin, body: storeBody() })).body.data._id;
  b = (await s.api('/store/create', { headers: s.admin, body: storeBody() })).body.data._id;
  const { category, subCategory } = await taxonomyFixture(s, 'M');
  const created = await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, { image: [IMG] }) });
  expect(created.status).toBe(201);
  productId = created.body.data._id;
});
afterAll(async () => {
  await s?.stop();
});

const as = async (role: Role, stores?: string[]) => ({
  authorization: `Bearer ${await s.issuer.sign({ sub: new Types.ObjectId().toString(), role, ...(stores ? { stores } : {}) })}`,
});
const update = (headers: Record<string, string>, body: Record<string, unknown>) => s.api('/store/update', { method: 'PUT', headers, body });
const stock = (headers: Record<string, string>, storeId: string, units = 5) =>
  s.api('/store/stock', { method: 'PUT', headers, body: { storeId, productId, stock: units } });

describe('a store manager', () => {
  it("changes their store's hours, pause and pickers, and no other field or store", async () => {
    const manager = await as('STORE_MANAGER', [a]);
    const ran = await update(manager, { _id: a, status: 'paused', pickers: 2, hours: { open: '07:00', close: '23:00' } });
    expect(ran.status).toBe(200);
    expect(ran.body.data).toMatchObject({ status: 'paused', pickers: 2, hours: { open: '07:00', close: '23:00' } });
    const renamed = await update(manager, { _id: a, name: 'Mine now', pickers: 3 });
    expect([renamed.status, renamed.body.message]).toEqual([403, 'Permission denied: a store manager changes hours, status and pickers only (not name)']);
    const other = await update(manager, { _id: b, status: 'paused' });
    expect([other.status, other.body.message]).toEqual([403, 'Permission denied: not one of your stores']);
    expect((await s.api('/store/create', { headers: manager, body: storeBody() })).status).toBe(403);
    // Nothing of the refused writes landed.
    const list = (await s.api('/store/list', { method: 'GET' })).body.data as { _id: string; name: string; status: string; pickers: number }[];
    expect(list.find((x) => x._id === a)).toMatchObject({ pickers: 2, status: 'paused' });
    expect(list.find((x) => x._id === b)).toMatchObject({ status: 'open' });
    // An admin changes any field of any store.
    expect((await update(s.admin, { _id: b, name: 'Renamed by admin', status: 'paused' })).status).toBe(200);
  });

  it("sets their store's stock only", async () => {
    const manager = await as('STORE_MANAGER', [a]);
    expect((await stock(manager, a, 9)).body.data).toMatchObject({ storeId: a, items: [{ productId, stock: 9 }] });
    expect((await stock(manager, b)).status).toBe(403);
    expect((await stock(manager, a.toUpperCase())).status).toBe(200);
  });

  it('touches nothing of the catalogue', async () => {
    const manager = await as('STORE_MANAGER', [a]);
    expect((await s.api('/product/update-product-details', { method: 'PUT', headers: manager, body: { _id: productId, price: 1 } })).status).toBe(403);
    expect((await s.api('/category/add-category', { headers: manager, body: { name: 'Nope', image: IMG } })).status).toBe(403);
  });
});

describe('pickers, riders and support', () => {
  it("change no store and no stock, even their own store's", async () => {
    for (const role of ['PICKER', 'RIDER', 'SUPPORT'] as const) {
      const who = await as(role, [a]);
      expect([role, (await update(who, { _id: a, status: 'open' })).status]).toEqual([role, 403]);
      expect([role, (await stock(who, a)).status]).toEqual([role, 403]);
    }
  });
});

describe('the audit trail', () => {
  it('records stock, store, product and category changes by staff and admins, written with the change', async () => {
    const bus = await listen(topicOf(s, topics.audit.name));
    try {
      const managerId = new Types.ObjectId().toString();
      const manager = { authorization: `Bearer ${await s.issuer.sign({ sub: managerId, role: 'STORE_MANAGER', stores: [a] })}` };
      await stock(manager, a, 3);
      await stock(manager, a, 11);
      await update(manager, { _id: a, pickers: 5 });
      expect((await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { _id: productId, price: 77 } })).status).toBe(200);
      const cat = await s.api('/category/add-category', { headers: s.admin, body: { name: `Audited ${Date.now()}`, image: IMG } });
      expect(cat.status).toBe(201);
      // A refused write records nothing.
      expect((await stock(manager, b)).status).toBe(403);

      const byAction = (entity: string, action: string) => bus.events.filter((e) => e.data.entity === entity && e.data.action === action);
      await waitFor(
        () =>
          byAction('stock', 'set').length >= 2 &&
          byAction('store', 'update').length &&
          byAction('product', 'update').length &&
          byAction('category', 'create').length,
        { what: 'the audit entries' },
      );
      const [first, second] = byAction('stock', 'set')
        .filter((e) => e.data.entityId === productId)
        .slice(-2);
      expect(second!.data).toMatchObject({
        actor: { id: managerId, role: 'STORE_MANAGER', stores: [a] },
        service: 'catalogue-service',
        storeId: a,
        before: { stock: 3 },
        after: { stock: 11 },
      });
      expect(first!.data.after.stock).toBe(3);
      expect(byAction('store', 'update').at(-1)!.data).toMatchObject({ entityId: a, storeId: a, before: { pickers: 2 }, after: { pickers: 5 } });
      const price = byAction('product', 'update').at(-1)!.data;
      expect([price.entityId, price.actor.role, price.after.price]).toEqual([productId, 'ADMIN', 77]);
      expect(price.before.price).not.toBe(77);
      expect(byAction('category', 'create').at(-1)!.data).toMatchObject({ entityId: cat.body.data._id, before: null });
      expect(bus.events.some((e) => e.data.storeId === b)).toBe(false);
    } finally {
      await bus.stop();
    }
  });
});
