import { TWO_STORES, startOrderStack, upsertTwoStores, waitFor, type OrderStack, type Person } from './harness.js';

/**
 * Ratings (ADR 0026) on the real service: the order's own shopper rates a delivered order once,
 * within 7 days of delivery, with `order.rated@1` in the same write; store.dashboard reads the
 * averages per store and rider, a store manager only their own stores'.
 */
let s: OrderStack;
let admin: Person;
let riderA: Person;
let pickerA: Person;
let managerA: Person;
const { A, B } = TWO_STORES;

beforeAll(async () => {
  s = await startOrderStack({ PAUSE_AT_MINUTES: '600', RESUME_AT_MINUTES: '500' });
  await upsertTwoStores(s);
  [admin, riderA, pickerA, managerA] = await Promise.all([
    s.admin('Asha Rao'),
    s.staff('RIDER', [A], 'Imran Shaikh'),
    s.staff('PICKER', [A]),
    s.staff('STORE_MANAGER', [A]),
  ]);
});
afterAll(async () => {
  await s?.stop();
});

async function place(pincode = '560038') {
  const shopper = await s.shopper(pincode);
  const res = await s.placeCod(shopper, [{ product: s.product(), quantity: 1 }]);
  expect(res.status).toBe(201);
  return { shopper, orderId: res.body.data.orderId as string };
}

/** Packed on the orders board, then taken, dispatched and delivered by store A's rider (or all on the board). */
async function delivered(pincode = '560038', byRider = pincode === '560038') {
  const o = await place(pincode);
  expect((await s.api('/admin/advance', admin, { body: { orderId: o.orderId, to: 'packed' } })).status).toBe(200);
  if (byRider) {
    for (const step of ['take', 'dispatch', 'deliver'])
      expect([step, (await s.api(`/store/${step}`, riderA, { body: { orderId: o.orderId } })).status]).toEqual([step, 200]);
  } else {
    for (const to of ['out_for_delivery', 'delivered']) expect((await s.api('/admin/advance', admin, { body: { orderId: o.orderId, to } })).status).toBe(200);
  }
  return o;
}

const rate = (who: Person | null, orderId: string, over: object = {}) =>
  s.api('/rating', who, { body: { orderId, orderScore: 5, deliveryScore: 4, orderTags: ['fresh'], deliveryTags: ['on_time', 'polite_rider'], ...over } });

describe('rating an order', () => {
  it("stores the shopper's rating on their delivered order once, with order.rated@1", async () => {
    const { shopper, orderId } = await delivered();
    const res = await rate(shopper, orderId, { comment: '  Quick, and the milk was cold  ' });
    expect([res.status, res.body.message]).toEqual([201, 'Thanks for rating']);
    expect(res.body.data.rating).toEqual({
      orderScore: 5,
      deliveryScore: 4,
      orderTags: ['fresh'],
      deliveryTags: ['on_time', 'polite_rider'],
      comment: 'Quick, and the milk was cold',
      at: expect.any(String),
    });
    expect((await s.api(`/details/${orderId}`, shopper)).body.data.rating).toEqual(res.body.data.rating);
    // The state and its sequence are untouched: a rating is not a transition.
    expect(res.body.data.state).toBe('delivered');

    const again = await rate(shopper, orderId, { orderScore: 1 });
    expect([again.status, again.body.success, again.body.message]).toEqual([409, false, 'This order is already rated']);
    expect((await s.api(`/details/${orderId}`, shopper)).body.data.rating.orderScore).toBe(5);

    await waitFor(async () => s.orderEvents.some((e) => e.type === 'order.rated' && e.data.orderId === orderId), { what: 'order.rated published' });
    const events = s.orderEvents.filter((e) => e.type === 'order.rated' && e.data.orderId === orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      version: 1,
      aggregateId: orderId,
      data: { userId: shopper.id, storeId: A, riderId: riderA.id, orderScore: 5, deliveryScore: 4, comment: 'Quick, and the milk was cold' },
    });
  });

  it('takes one of two tries at the same moment', async () => {
    const { shopper, orderId } = await delivered();
    const answers = await Promise.all([rate(shopper, orderId), rate(shopper, orderId, { orderScore: 2 }), rate(shopper, orderId, { orderScore: 3 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    await waitFor(async () => s.orderEvents.some((e) => e.type === 'order.rated' && e.data.orderId === orderId), { what: 'order.rated published' });
    await new Promise((r) => setTimeout(r, 500));
    expect(s.orderEvents.filter((e) => e.type === 'order.rated' && e.data.orderId === orderId)).toHaveLength(1);
  });

  it("is the order's own shopper's: anyone else gets 404, a guest 401", async () => {
    const { orderId } = await delivered();
    const other = await s.shopper('560038');
    expect([(await rate(other, orderId)).status, (await rate(other, orderId)).body.message]).toEqual([404, 'Order not found']);
    expect((await rate(admin, orderId)).status).toBe(404);
    expect((await rate(riderA, orderId)).status).toBe(404);
    expect((await rate(null, orderId)).status).toBe(401);
    expect((await rate(other, 'ORD-0123456789abcdef01234567')).status).toBe(404);
  });

  it('is only for a delivered order', async () => {
    const { shopper, orderId } = await place();
    const res = await rate(shopper, orderId);
    expect([res.status, res.body.message]).toEqual([409, 'Only a delivered order can be rated']);
    expect((await s.api('/cancel', shopper, { body: { orderId } })).status).toBe(200);
    expect((await rate(shopper, orderId)).body.message).toBe('Only a delivered order can be rated');
  });

  it('closes 7 days after delivery', async () => {
    const onTheDay = await delivered();
    const late = await delivered();
    s.clock.advance(7 * 24 * 60);
    expect((await rate(onTheDay.shopper, onTheDay.orderId)).status).toBe(201);
    s.clock.advance(1);
    const res = await rate(late.shopper, late.orderId);
    expect([res.status, res.body.message]).toEqual([409, 'Ratings close 7 days after delivery']);
    expect((await s.api(`/details/${late.orderId}`, late.shopper)).body.data.rating).toBeNull();
  });

  it('refuses a bad rating with 400 in the envelope and stores nothing', async () => {
    const { shopper, orderId } = await delivered();
    const cases: [object, string | RegExp][] = [
      [{ orderScore: 0 }, 'orderScore must be a whole number from 1 to 5'],
      [{ deliveryScore: 6 }, 'deliveryScore must be a whole number from 1 to 5'],
      [{ orderScore: 4.5 }, 'orderScore must be a whole number from 1 to 5'],
      [{ orderScore: undefined }, 'orderScore must be a whole number from 1 to 5'],
      [{ deliveryTags: ['fresh'] }, /^Unknown delivery tag: choose from on_time, /],
      [{ orderTags: ['fresh', 'fresh'] }, 'Each order tag once'],
      [{ orderTags: 'fresh' }, 'order tags must be a list'],
      [{ comment: 'x'.repeat(301) }, 'Keep the comment to 300 characters'],
      [{ stars: 5 }, 'Unknown rating field: stars'],
      [{ orderId: 'ORD-1' }, 'Provide a valid orderId'],
    ];
    for (const [over, message] of cases) {
      const res = await rate(shopper, orderId, over);
      expect({ over, status: res.status, success: res.body.success, error: res.body.error }).toEqual({ over, status: 400, success: false, error: true });
      expect(res.body.message).toMatch(message);
    }
    expect((await s.api(`/details/${orderId}`, shopper)).body.data.rating).toBeNull();
    // A comment of exactly 300 characters, and none at all, are fine.
    expect((await rate(shopper, orderId, { comment: 'x'.repeat(300), orderTags: [], deliveryTags: [] })).status).toBe(201);
  });
});

describe('ratings per store and rider', () => {
  it('averages the last days per store and per rider, within the stores the caller may see', async () => {
    s.clock.advance(40 * 24 * 60); // the ratings above are out of the 30 days
    const a1 = await delivered('560038');
    const a2 = await delivered('560038');
    const b1 = await delivered('560034');
    expect((await rate(a1.shopper, a1.orderId, { orderScore: 5, deliveryScore: 5, deliveryTags: ['on_time'] })).status).toBe(201);
    expect((await rate(a2.shopper, a2.orderId, { orderScore: 4, deliveryScore: 2, deliveryTags: ['late'] })).status).toBe(201);
    expect((await rate(b1.shopper, b1.orderId, { orderScore: 3, deliveryScore: 3, orderTags: [], deliveryTags: [] })).status).toBe(201);

    const all = await s.api('/admin/ratings', admin);
    expect([all.status, all.body.message]).toEqual([200, 'ratings']);
    expect(all.body.data.stores).toEqual([
      {
        storeId: A,
        storeName: 'Indiranagar',
        count: 2,
        orderAvg: 4.5,
        deliveryAvg: 3.5,
        tags: [
          { tag: 'fresh', count: 2 },
          { tag: 'late', count: 1 },
          { tag: 'on_time', count: 1 },
        ],
      },
      { storeId: B, storeName: 'Koramangala', count: 1, orderAvg: 3, deliveryAvg: 3, tags: [] },
    ]);
    // B's order went out from the orders board: the admin who dispatched it is its rider.
    expect(all.body.data.riders).toEqual([
      { riderId: riderA.id, riderName: 'Imran Shaikh', storeId: A, storeName: 'Indiranagar', count: 2, orderAvg: 4.5, deliveryAvg: 3.5 },
      { riderId: admin.id, riderName: 'Asha Rao', storeId: B, storeName: 'Koramangala', count: 1, orderAvg: 3, deliveryAvg: 3 },
    ]);
    expect(new Date(all.body.data.to).getTime() - new Date(all.body.data.from).getTime()).toBe(30 * 86_400_000);

    expect((await s.api(`/admin/ratings?store=${B}`, admin)).body.data.stores.map((r: { storeId: string }) => r.storeId)).toEqual([B]);
    const mine = await s.api('/admin/ratings', managerA);
    expect(mine.body.data.stores.map((r: { storeId: string }) => r.storeId)).toEqual([A]);
    expect(mine.body.data.riders).toHaveLength(1);
    const other = await s.api(`/admin/ratings?store=${B}`, managerA);
    expect([other.status, other.body.message]).toEqual([403, 'Permission denied: not one of your stores']);
    expect((await s.api('/admin/ratings', pickerA)).status).toBe(403);
    expect((await s.api('/admin/ratings', riderA)).status).toBe(403);
    expect((await s.api('/admin/ratings', a1.shopper)).status).toBe(403);
    expect((await s.api('/admin/ratings', null)).status).toBe(401);
    expect((await s.api('/admin/ratings?days=0', admin)).body.message).toBe('days must be a whole number from 1 to 31');
    expect((await s.api('/admin/ratings?days=32', admin)).status).toBe(400);
    expect((await s.api('/admin/ratings?store=NOT%20A%20STORE', admin)).status).toBe(400);

    // A day later the 1-day window still holds them; 31 days on, nothing.
    expect((await s.api('/admin/ratings?days=1', admin)).body.data.stores).toHaveLength(2);
    s.clock.advance(31 * 24 * 60);
    expect((await s.api('/admin/ratings', admin)).body.data).toMatchObject({ stores: [], riders: [] });
  });
});
