import { Types } from 'mongoose';
import type { Role } from '@minutemart/contracts';
import { IMG, productBody, startStack, storeBody, taxonomyFixture, type Stack } from './harness.js';

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

const as = async (role: Role, stores?: string[]) => ({ authorization: `Bearer ${await s.issuer.sign({ sub: new Types.ObjectId().toString(), role, ...(stores ? { stores } : {}) })}` });
const update = (headers: Record<string, string>, body: Record<string, unknown>) => s.api('/store/update', { method: 'PUT', headers, body });
const stock = (headers: Record<string, string>, storeId: string, units = 5) => s.api('/store/stock', { method: 'PUT', headers, body: { storeId, productId, stock: units } });

describe('a store manager', () => {
  it('changes their store\'s hours, pause and pickers, and no other field or store', async () => {
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

  it('sets their store\'s stock only', async () => {
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
  it('change no store and no stock, even their own store\'s', async () => {
    for (const role of ['PICKER', 'RIDER', 'SUPPORT'] as const) {
      const who = await as(role, [a]);
      expect([role, (await update(who, { _id: a, status: 'open' })).status]).toEqual([role, 403]);
      expect([role, (await stock(who, a)).status]).toEqual([role, 403]);
    }
  });
});
