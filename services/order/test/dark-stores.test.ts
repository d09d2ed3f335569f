import { darkStore, pickAndPack, placedStoreOf, startOrderStack, waitFor, type OrderStack } from './harness.js';

// A small store so the limits are reached in a few orders: 4 min per order, 1 picker, 2 min handover.
let s: OrderStack;
beforeAll(async () => {
  s = await startOrderStack({
    PICK_MINUTES_PER_ORDER: '4',
    HANDOVER_MINUTES: '2',
    RIDER_KMPH: '20',
    PAUSE_AT_MINUTES: '20',
    RESUME_AT_MINUTES: '12',
    DELIVERY_PROMISE_MINUTES: '10',
  });
});
afterAll(async () => {
  await s?.stop();
});

const promise = async (pincode: string) => (await s.api(`/promise?pincode=${pincode}`, null)).body;
const INDIRANAGAR = { lat: 12.9716, lng: 77.6412 };
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
const served = (pincode: string, area: string, at = INDIRANAGAR) => ({ pincode, area, ...at });

describe('one-store mode (no dark store known yet)', () => {
  it('serves every pincode from the default store with the configured promise, as before', async () => {
    expect(await promise('110001')).toMatchObject({
      success: true,
      message: 'Delivery in 10 minutes',
      data: { serviceable: true, available: true, storeId: 'default', storeName: 'Minutemart', minutes: 10, distanceKm: null },
    });
    const me = await s.shopper('110001');
    const res = await s.placeCod(me, [{ product: s.product(), quantity: 1 }]);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ storeId: 'default', storeName: 'Minutemart', promisedMinutes: 10, state: 'confirmed' });
    // The promise's clock starts at confirmation, on the service's clock.
    expect(res.body.data.confirmedAt).toBe(s.clock.now().toISOString());
    expect(new Date(res.body.data.promisedAt).getTime() - new Date(res.body.data.confirmedAt).getTime()).toBe(10 * 60_000);
    await waitFor(() => placedStoreOf(s.orderEvents, res.body.data.orderId), { what: 'order.placed' });
    expect(placedStoreOf(s.orderEvents, res.body.data.orderId)).toBe('default');
  });

  it('answers a malformed pincode with a 400 a shopper can read', async () => {
    for (const bad of ['', '12345', '012345', 'abcdef', '5600011']) {
      const res = await s.api(`/promise?pincode=${bad}`, null);
      expect([res.status, res.body.message]).toEqual([400, 'Enter a 6-digit pincode']);
    }
  });
});

describe('choosing the dark store', () => {
  beforeAll(async () => {
    await s.upsertStore(
      darkStore({
        _id: 'near',
        name: 'Indiranagar',
        location: INDIRANAGAR,
        pickers: 2,
        serves: [served('560038', 'Indiranagar'), served('560001', 'MG Road', { lat: 12.9756, lng: 77.6067 })],
      }),
    );
    await s.upsertStore(
      darkStore({
        _id: 'far',
        name: 'Koramangala',
        location: KORAMANGALA,
        pickers: 2,
        serves: [served('560038', 'Indiranagar'), served('560034', 'Koramangala', KORAMANGALA)],
      }),
    );
  });

  it('takes the nearest store serving the pincode, and the promise includes the ride', async () => {
    const p = await promise('560038');
    // 0 km from Indiranagar: 4 × ceil(1/2) + 2 = 6 minutes.
    expect(p.data).toMatchObject({
      serviceable: true,
      available: true,
      storeId: 'near',
      storeName: 'Indiranagar',
      area: 'Indiranagar',
      city: 'Bengaluru',
      minutes: 6,
      distanceKm: 0,
      paused: false,
    });
    const mg = await promise('560001');
    // 3.8 km at 20 km/h is 11.3 minutes of riding.
    expect(mg.data).toMatchObject({ storeId: 'near', distanceKm: 3.8, minutes: 18 });
    expect(new Date(mg.data.promisedAt).getTime()).toBe(s.clock.now().getTime() + 18 * 60_000);

    const me = await s.shopper('560038');
    const res = await s.placeCod(me, [{ product: s.product(), quantity: 2 }]);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ storeId: 'near', storeName: 'Indiranagar', promisedMinutes: 6, distanceKm: 0 });
    await waitFor(() => placedStoreOf(s.orderEvents, res.body.data.orderId), { what: 'order.placed' });
    // The catalogue reserves in the store order.placed names.
    expect(placedStoreOf(s.orderEvents, res.body.data.orderId)).toBe('near');
  });

  it('skips a store closed by an admin or by its hours, and says when nobody can take the order', async () => {
    await s.upsertStore(
      darkStore({
        _id: 'near',
        name: 'Indiranagar',
        location: INDIRANAGAR,
        pickers: 2,
        status: 'closed',
        serves: [served('560038', 'Indiranagar'), served('560001', 'MG Road', { lat: 12.9756, lng: 77.6067 })],
      }),
    );
    expect((await promise('560038')).data).toMatchObject({ available: true, storeId: 'far' });
    const closed = await promise('560001');
    expect(closed).toMatchObject({
      message: 'Indiranagar is closed.',
      data: { serviceable: true, available: false, storeId: 'near', reason: 'closed', paused: true, minutes: null },
    });

    // Open by status, but its day starts at 13:00 and the clock says noon.
    await s.upsertStore(
      darkStore({
        _id: 'near',
        name: 'Indiranagar',
        location: INDIRANAGAR,
        pickers: 2,
        hours: { open: '13:00', close: '23:00' },
        serves: [served('560038', 'Indiranagar'), served('560001', 'MG Road', { lat: 12.9756, lng: 77.6067 })],
      }),
    );
    expect((await promise('560038')).data.storeId).toBe('far');
    expect(await promise('560001')).toMatchObject({
      message: 'Indiranagar is closed now. It opens at 13:00.',
      data: { available: false, reason: 'closed', opensAt: '13:00' },
    });
    const me = await s.shopper('560001');
    const refused = await s.placeCod(me, [{ product: s.product(), quantity: 1 }]);
    expect([refused.status, refused.body.message]).toEqual([409, 'Indiranagar is closed now. It opens at 13:00.']);
    expect(refused.body.data).toMatchObject({ pincode: '560001', storeId: 'near', reason: 'closed' });

    s.clock.advance(61);
    expect((await promise('560038')).data.storeId).toBe('near');
    s.clock.advance(-61);
  });

  it('refuses a pincode nobody serves, on the server, naming the nearest served area', async () => {
    const p = await promise('560099');
    expect(p).toMatchObject({
      message: "We don't deliver to 560099 yet",
      data: { serviceable: false, available: false, nearest: { pincode: '560038', area: 'Indiranagar', city: 'Bengaluru' } },
    });
    const me = await s.shopper('560099');
    const before = s.orderEvents.length;
    const res = await s.placeCod(me, [{ product: s.product(), quantity: 1 }]);
    expect([res.status, res.body.message]).toEqual([422, "We don't deliver to 560099 yet"]);
    expect(res.body.data).toEqual({ pincode: '560099', serviceable: false, nearest: { pincode: '560038', area: 'Indiranagar', city: 'Bengaluru' } });
    // Nothing was stored or published.
    expect(await s.svc.runtime.db.collection('orders').countDocuments({ 'delivery_address.pincode': '560099' })).toBe(0);
    expect((await s.api('/order-list', me)).body.orders).toEqual([]);
    expect(s.orderEvents.slice(before).filter((e) => e.type === 'order.placed' && e.data.userId === me.id)).toEqual([]);
  });

  it('keeps the newest snapshot of a store: a late older one and a replay change nothing', async () => {
    const newest = darkStore({ _id: 'late', name: 'Newest name', serves: [served('560047', 'Ejipura')], updatedAt: '2030-01-01T10:00:05.000Z' });
    await s.upsertStore(newest);
    await s.upsertStore(newest);
    await s.upsertStore(darkStore({ _id: 'late', name: 'Old name', serves: [served('560047', 'Ejipura')], updatedAt: '2030-01-01T10:00:00.000Z' }));
    // A marker published after the old snapshot: once it is in, the old one has been handled.
    await s.upsertStore(darkStore({ _id: 'marker', serves: [served('560048', 'Marker')] }));
    expect((await promise('560047')).data.storeName).toBe('Newest name');
    expect(await s.svc.runtime.db.collection('stores').countDocuments({ _id: 'late' as never })).toBe(1);
  });
});

describe('the promise follows the queue, and the store pauses and resumes by itself', () => {
  const HSR = { lat: 12.9121, lng: 77.6446 };
  it('grows with every order waiting, pauses past the limit and resumes once the queue drains below the lower one', async () => {
    const admin = await s.admin();
    const storeState = async () => ((await s.api('/admin/stores-load', admin)).body.data as any[]).find((l) => l.storeId === 'hsr');
    await s.upsertStore(darkStore({ _id: 'hsr', name: 'HSR Layout', location: HSR, pickers: 1, serves: [served('560102', 'HSR Layout', HSR)] }));
    const me = await s.shopper('560102');

    // One picker, 0 km: 4 × (queue + 1) + 2.
    const promised: number[] = [];
    const orders: string[] = [];
    let lastConfirmedAt = '';
    for (let i = 0; i < 4; i++) {
      promised.push((await promise('560102')).data.minutes);
      const res = await s.placeCod(me, [{ product: s.product(), quantity: 1 }]);
      expect(res.status).toBe(201);
      orders.push(res.body.data.orderId);
      lastConfirmedAt = res.body.data.confirmedAt;
      expect(res.body.data.promisedMinutes).toBe(promised[i]);
      s.clock.advance(1);
    }
    expect(promised).toEqual([6, 10, 14, 18]);

    // Four waiting: the next promise would be 22 > 20, so the store stopped taking orders.
    const busy = await promise('560102');
    expect(busy).toMatchObject({
      message: 'HSR Layout is very busy right now. Please try again in a few minutes.',
      data: { available: false, reason: 'busy', pausedByLoad: true, queue: 4 },
    });
    // It paused the moment the fourth order was confirmed (the queue moved), not when someone asked.
    const pausedAt = lastConfirmedAt;
    expect(await storeState()).toMatchObject({ queue: 4, minutes: 22, pausedByLoad: true, takingOrders: false });
    const refused = await s.placeCod(me, [{ product: s.product(), quantity: 1 }]);
    expect([refused.status, refused.body.data?.reason]).toEqual([409, 'busy']);

    // The picker works through the queue, oldest first. 18 and 14 minutes are still not below 12…
    const picker = await s.admin();
    const queue = (await s.api('/store-queue?store=hsr', picker)).body;
    expect(queue.data.map((o: { orderId: string }) => o.orderId)).toEqual(orders);
    for (const orderId of orders.slice(0, 2)) {
      await pickAndPack(s, picker, orderId);
      expect((await promise('560102')).data).toMatchObject({ available: false, reason: 'busy' });
    }
    expect((await storeState()).pausedSince).toBe(pausedAt);

    // …10 is: the store takes orders again by itself.
    await pickAndPack(s, picker, orders[2]!);
    const open = await promise('560102');
    expect(open.data).toMatchObject({ available: true, storeId: 'hsr', minutes: 10, queue: 1 });
    expect(await storeState()).toMatchObject({ pausedByLoad: false, pausedSince: s.clock.now().toISOString(), takingOrders: true });
    expect((await s.placeCod(me, [{ product: s.product(), quantity: 1 }])).status).toBe(201);
  });
});
