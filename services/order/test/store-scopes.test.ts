import { TWO_STORES, openOrderStream, startOrderStack, upsertTwoStores, waitFor, type OrderStack, type Person } from './harness.js';
import { checkedFetch } from '@minutemart/kit/testing';

/**
 * The permission table's store scoping, on the real service: pickers, riders and store managers
 * work their own stores' orders only, and read no order outside that.
 */
let s: OrderStack;
let pickerA: Person;
let pickerB: Person;
let riderA: Person;
let riderA2: Person;
let managerA: Person;
let support: Person;
const { A, B } = TWO_STORES;

beforeAll(async () => {
  s = await startOrderStack({ PAUSE_AT_MINUTES: '600', RESUME_AT_MINUTES: '500' });
  await upsertTwoStores(s);
  [pickerA, pickerB, riderA, riderA2, managerA, support] = await Promise.all([
    s.staff('PICKER', [A], 'Ravi Kumar'),
    s.staff('PICKER', [B]),
    s.staff('RIDER', [A], 'Imran Shaikh'),
    s.staff('RIDER', [A]),
    s.staff('STORE_MANAGER', [A]),
    s.staff('SUPPORT'),
  ]);
});
afterAll(async () => {
  await s?.stop();
});

const ids = (res: { body: { data: { orderId: string }[] } }) => res.body.data.map((o) => o.orderId);

async function placeAt(pincode: string, quantity = 1) {
  const shopper = await s.shopper(pincode);
  const p = s.product();
  const res = await s.placeCod(shopper, [{ product: p, quantity }]);
  expect(res.status).toBe(201);
  return { shopper, orderId: res.body.data.orderId as string, storeId: res.body.data.storeId as string, productId: p.productId };
}

/** Claim, tick every unit and pack, as this picker. */
async function pickAndPack(picker: Person, orderId: string, productId: string) {
  const claimed = await s.api('/store/claim', picker, { body: { orderId } });
  expect(claimed.body.data.picker.id).toBe(picker.id);
  if (picker === pickerA) expect(claimed.body.data.picker.name).toBe('Ravi Kumar');
  expect((await s.api('/store/pick', picker, { body: { orderId, productId } })).status).toBe(200);
  expect((await s.api('/store/pack', picker, { body: { orderId } })).body.data?.state).toBe('packed');
}

describe('a picker', () => {
  it("sees and acts on their own store's queue only: another store's order is not found", async () => {
    const a = await placeAt('560038');
    const b = await placeAt('560034');
    expect([a.storeId, b.storeId]).toEqual([A, B]);

    expect(ids(await s.api(`/store-queue?store=${A}`, pickerA))).toContain(a.orderId);
    const other = await s.api(`/store-queue?store=${B}`, pickerA);
    expect([other.status, other.body.message]).toEqual([403, 'Permission denied: not one of your stores']);
    expect((await s.api(`/store-queue?store=${A}&stage=deliver`, pickerA)).status).toBe(403);

    for (const step of ['claim', 'pick', 'missing', 'substitute', 'pack']) {
      const res = await s.api(`/store/${step}`, pickerA, { body: { orderId: b.orderId, productId: b.productId, substituteId: a.productId } });
      expect([step, res.status, res.body.message]).toEqual([step, 404, 'Order not found']);
    }
    for (const step of ['take', 'dispatch', 'deliver'])
      expect([step, (await s.api(`/store/${step}`, pickerA, { body: { orderId: a.orderId } })).status]).toEqual([step, 403]);
    // Nothing of B's order changed, and the picker reads no order's details or the board.
    expect((await s.api(`/details/${b.orderId}`, b.shopper)).body.data.state).toBe('confirmed');
    expect((await s.api(`/details/${b.orderId}`, pickerA)).status).toBe(404);
    expect((await s.api(`/details/${a.orderId}`, pickerA)).status).toBe(404);
    expect((await s.api('/admin/orders', pickerA)).status).toBe(403);
    expect(ids(await s.api('/order-list', pickerA)).length).toBe(0);

    await pickAndPack(pickerA, a.orderId, a.productId);
    // The picker of B cannot touch A's, whatever its state.
    expect((await s.api('/store/pack', pickerB, { body: { orderId: a.orderId } })).status).toBe(404);
  });
});

describe('a rider', () => {
  it("sees their store's packed orders nobody took and the ones they took, and delivers only those", async () => {
    const a = await placeAt('560038');
    const b = await placeAt('560034');
    await pickAndPack(pickerA, a.orderId, a.productId);
    await pickAndPack(pickerB, b.orderId, b.productId);

    expect((await s.api(`/store-queue?store=${A}&stage=pick`, riderA)).status).toBe(403);
    expect((await s.api(`/store-queue?store=${B}&stage=deliver`, riderA)).status).toBe(403);
    expect(ids(await s.api(`/store-queue?store=${A}&stage=deliver`, riderA))).toContain(a.orderId);
    expect(ids(await s.api(`/store-queue?store=${A}&stage=deliver`, riderA2))).toContain(a.orderId);
    for (const step of ['take', 'dispatch', 'deliver'])
      expect([step, (await s.api(`/store/${step}`, riderA, { body: { orderId: b.orderId } })).status]).toEqual([step, 404]);
    expect((await s.api('/store/claim', riderA, { body: { orderId: a.orderId } })).status).toBe(403);

    expect((await s.api('/store/take', riderA, { body: { orderId: a.orderId } })).body.data.rider).toMatchObject({ id: riderA.id, name: 'Imran Shaikh' });
    // Taken: gone from the other rider's screen, still on the taker's.
    expect(ids(await s.api(`/store-queue?store=${A}&stage=deliver`, riderA2))).not.toContain(a.orderId);
    expect(ids(await s.api(`/store-queue?store=${A}&stage=deliver`, riderA))).toContain(a.orderId);
    expect((await s.api('/store/dispatch', riderA2, { body: { orderId: a.orderId } })).status).toBe(409);
    expect((await s.api('/store/dispatch', riderA, { body: { orderId: a.orderId } })).body.data.state).toBe('out_for_delivery');
    expect(ids(await s.api(`/store-queue?store=${A}&stage=deliver`, riderA))).toContain(a.orderId);
    expect(ids(await s.api(`/store-queue?store=${A}&stage=deliver`, riderA2))).not.toContain(a.orderId);
    expect((await s.api('/store/deliver', riderA2, { body: { orderId: a.orderId } })).status).toBe(409);
    expect((await s.api('/store/deliver', riderA, { body: { orderId: a.orderId } })).body.data.state).toBe('delivered');
    expect((await s.api(`/details/${a.orderId}`, riderA)).status).toBe(404);
  });
});

describe('a store manager', () => {
  it("reads their store's load and dashboard, and works no order", async () => {
    const a = await placeAt('560038');
    await placeAt('560034');
    const loads = await s.api('/admin/stores-load', managerA);
    expect(loads.body.data.map((l: { storeId: string }) => l.storeId)).toEqual([A]);
    const range = 'from=2030-03-04T00:00:00.000Z&to=2030-03-05T00:00:00.000Z';
    expect((await s.api(`/admin/dashboard?${range}&store=${A}`, managerA)).status).toBe(200);
    expect((await s.api(`/admin/dashboard?${range}&store=${B}`, managerA)).status).toBe(403);
    const all = await s.api(`/admin/dashboard?${range}`, managerA);
    expect(all.body.data.stores.map((r: { storeId: string }) => r.storeId)).toEqual([A]);
    expect((await s.api(`/store-queue?store=${A}`, managerA)).status).toBe(403);
    expect((await s.api('/store/claim', managerA, { body: { orderId: a.orderId } })).status).toBe(403);
    expect((await s.api('/admin/orders', managerA)).status).toBe(403);
    expect((await s.api(`/details/${a.orderId}`, managerA)).status).toBe(404);
    expect((await s.api('/admin/cancel', managerA, { body: { orderId: a.orderId } })).status).toBe(403);
  });
});

describe('support', () => {
  it('reads every order and cancels, and works no store', async () => {
    const b = await placeAt('560034');
    expect(ids(await s.api('/admin/orders', support))).toContain(b.orderId);
    expect((await s.api(`/details/${b.orderId}`, support)).body.data.delivery_address).toMatchObject({ mobile: '9876543210' });
    expect((await s.api(`/store-queue?store=${B}`, support)).status).toBe(403);
    expect((await s.api('/admin/dashboard', support)).status).toBe(403);
    expect((await s.api('/admin/advance', support, { body: { orderId: b.orderId, to: 'packed' } })).status).toBe(403);
    expect((await s.api('/admin/cancel', support, { body: { orderId: b.orderId, reason: 'Shopper called' } })).body.data.state).toBe('cancelled');
  });
});

describe('the audit trail', () => {
  it("records each step staff take, with who, which request and the order before and after; the shopper's and the system's steps are not staff changes", async () => {
    const a = await placeAt('560038');
    const claimed = await checkedFetch(`${s.svc.url}/api/order/store/claim`, {
      method: 'POST',
      headers: { ...pickerA.auth, 'content-type': 'application/json', 'x-request-id': 'req-claim-1' },
      body: JSON.stringify({ orderId: a.orderId }),
    });
    expect(claimed.status).toBe(200);
    expect((await s.api('/store/pick', pickerA, { body: { orderId: a.orderId, productId: a.productId } })).status).toBe(200);
    expect((await s.api('/store/pack', pickerA, { body: { orderId: a.orderId } })).status).toBe(200);
    expect((await s.api('/admin/cancel', support, { body: { orderId: a.orderId, reason: 'Shopper called' } })).status).toBe(200);
    const entries = await waitFor(
      () => {
        const mine = s.auditEvents.filter((e) => e.aggregateId === a.orderId);
        return mine.length >= 4 ? mine : undefined;
      },
      { what: 'four audit entries' },
    );
    expect(entries.map((e) => [e.data.action, e.data.actor.role])).toEqual([
      ['claim', 'PICKER'],
      ['tickItem', 'PICKER'],
      ['pack', 'PICKER'],
      ['cancel', 'SUPPORT'],
    ]);
    expect(entries[0]!.data).toMatchObject({
      actor: { id: pickerA.id, role: 'PICKER', stores: [A] },
      requestId: 'req-claim-1',
      service: 'order-service',
      entity: 'order',
      entityId: a.orderId,
      storeId: A,
      before: { state: 'confirmed', picker: null },
      after: { state: 'picking', picker: { id: pickerA.id, name: 'Ravi Kumar' } },
    });
    expect(entries[1]!.data.after).toEqual({ 'items.0.picked': 1 });
    expect(entries[1]!.data.before).toEqual({ 'items.0.picked': 0 });
    expect(entries[3]!.data).toMatchObject({ before: { state: 'packed' }, after: { state: 'cancelled', reason: 'Shopper called' } });
    expect(s.auditEvents.some((e) => e.aggregateId === a.orderId && e.data.action === 'confirm')).toBe(false);
  });
});

describe('who did it', () => {
  it('records the role each staff member acted in, with their id, on the timeline, the refund lines, the picker and rider, and the events', async () => {
    const admin = await s.staff('ADMIN');
    const a = await placeAt('560038', 2);
    await s.api('/store/claim', pickerA, { body: { orderId: a.orderId } });
    await s.api('/store/missing', pickerA, { body: { orderId: a.orderId, productId: a.productId, quantity: 1 } });
    await s.api('/store/pick', pickerA, { body: { orderId: a.orderId, productId: a.productId } });
    await s.api('/store/pack', pickerA, { body: { orderId: a.orderId } });
    await s.api('/store/take', riderA, { body: { orderId: a.orderId } });
    const out = (await s.api('/admin/advance', admin, { body: { orderId: a.orderId, to: 'out_for_delivery' } })).body.data;
    const b = await placeAt('560038');
    const cancelled = (await s.api('/admin/cancel', support, { body: { orderId: b.orderId, reason: 'Shopper called' } })).body.data;

    const staffSteps = (history: { state: string; by: object }[]) =>
      history.filter((h) => ['picking', 'packed', 'out_for_delivery', 'cancelled'].includes(h.state)).map((h) => [h.state, h.by]);
    expect(staffSteps(out.history)).toEqual([
      ['picking', { kind: 'admin', role: 'PICKER', id: pickerA.id, name: 'Ravi Kumar' }],
      ['packed', { kind: 'admin', role: 'PICKER', id: pickerA.id, name: 'Ravi Kumar' }],
      ['out_for_delivery', { kind: 'admin', role: 'ADMIN', id: admin.id }],
    ]);
    expect(staffSteps(cancelled.history)).toEqual([['cancelled', { kind: 'admin', role: 'SUPPORT', id: support.id }]]);
    expect(out.refunds[0].by).toEqual({ kind: 'admin', role: 'PICKER', id: pickerA.id, name: 'Ravi Kumar' });
    expect([out.picker.role, out.rider]).toEqual(['PICKER', expect.objectContaining({ id: riderA.id, role: 'RIDER' })]);

    const roles = await waitFor(
      () => {
        const of = (orderId: string) =>
          s.orderEvents
            .filter((e) => e.data.orderId === orderId && e.data.by?.kind === 'admin')
            .map((e) => [`${e.type}@${e.version}`, e.data.by.role, e.data.by.id]);
        const all = [...of(a.orderId), ...of(b.orderId)];
        return all.some(([t]) => t === 'order.out_for_delivery@1') && all.some(([t]) => t === 'order.cancelled@2') ? all : undefined;
      },
      { what: 'the staff steps on the topic' },
    );
    expect(roles).toEqual([
      ['order.picking@1', 'PICKER', pickerA.id],
      ['order.item_missing@1', 'PICKER', pickerA.id],
      ['order.item_picked@1', 'PICKER', pickerA.id],
      ['order.packed@1', 'PICKER', pickerA.id],
      ['order.rider_assigned@1', 'RIDER', riderA.id],
      ['order.out_for_delivery@1', 'ADMIN', admin.id],
      ['order.cancelled@1', 'SUPPORT', support.id],
      ['order.cancelled@2', 'SUPPORT', support.id],
    ]);
  });
});

describe('the live stream', () => {
  it("tells store staff which of their stores' orders changed, and nothing of other stores' or of the order itself", async () => {
    const live = await openOrderStream(s, pickerA);
    try {
      const b = await placeAt('560034');
      const a = await placeAt('560038');
      await waitFor(() => live.seen.some((v) => v.orderId === a.orderId && v.state === 'confirmed'), { what: "a notice of A's order" });
      const notice = live.seen.find((v) => v.orderId === a.orderId)!;
      expect(Object.keys(notice).sort()).toEqual(['orderId', 'state', 'storeId', 'updatedAt']);
      expect(live.seen.some((v) => v.orderId === b.orderId)).toBe(false);
    } finally {
      live.close();
    }
  });
});
