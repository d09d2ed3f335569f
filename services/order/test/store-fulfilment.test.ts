import { darkStore, openOrderStream, startOrderStack, waitFor, type OrderStack, type Person } from './harness.js';

let s: OrderStack;
let ravi: Person;
let imran: Person;
let other: Person;
const SHOP = { lat: 12.9716, lng: 77.6412 };
beforeAll(async () => {
  s = await startOrderStack({ PICK_MINUTES_PER_ORDER: '4', HANDOVER_MINUTES: '2', RIDER_KMPH: '20', PAUSE_AT_MINUTES: '60', RESUME_AT_MINUTES: '40' });
  await s.upsertStore(
    darkStore({ _id: 'indiranagar', name: 'Indiranagar', location: SHOP, pickers: 2, serves: [{ pincode: '560038', area: 'Indiranagar', ...SHOP }] }),
  );
  [ravi, imran, other] = await Promise.all([s.admin('Ravi Kumar'), s.admin('Imran Shaikh'), s.admin()]);
});
afterAll(async () => {
  await s?.stop();
});

const eventsOf = (orderId: string) => s.orderEvents.filter((e) => e.data.orderId === orderId);

describe('roles', () => {
  it('keeps the store screens, the load screen and the dashboard to admins, and the promise public', async () => {
    const shopper = await s.shopper('560038');
    const orderId = `ORD-${'a'.repeat(24)}`;
    const cases: [string, unknown][] = [
      ['/store-queue?store=indiranagar', undefined],
      ['/admin/stores-load', undefined],
      ['/admin/dashboard', undefined],
      ...['claim', 'pick', 'missing', 'pack', 'take', 'dispatch', 'deliver'].map((a): [string, unknown] => [
        `/store/${a}`,
        { orderId, productId: 'b'.repeat(24) },
      ]),
    ];
    for (const [path, body] of cases) {
      expect([path, (await s.api(path, null, { body })).status]).toEqual([path, 401]);
      expect([path, (await s.api(path, shopper, { body })).status]).toEqual([path, 403]);
    }
    expect((await s.api('/promise?pincode=560038', null)).status).toBe(200);
    expect((await s.api('/store-queue?store=nowhere', ravi)).status).toBe(404);
    expect((await s.api('/store-queue?store=Bad Id', ravi)).body.message).toBe('Provide a valid store');
  });
});

describe('picking to the doorstep, by people', () => {
  it('runs claim → tick → missing (refund in paise, live) → pack → take → out → delivered, each an order.* event with who and when', async () => {
    const atta = s.product({ name: 'Aashirvaad Atta', price: 99, discount: 10 }); // 8910 paise a unit
    const dal = s.product({ name: 'Toor Dal', price: 45, discount: 0 }); // 4500
    const shopper = await s.shopper('560038');
    const placed = await s.placeCod(shopper, [
      { product: atta, quantity: 3 },
      { product: dal, quantity: 2 },
    ]);
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect(order.totals.grandTotalPaise).toBe(3 * 8910 + 2 * 4500);
    const { orderId } = order;

    const queue = await s.api('/store-queue?store=indiranagar&stage=pick', ravi);
    expect(queue.body.data.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    expect(queue.body.store).toMatchObject({ storeId: 'indiranagar', name: 'Indiranagar', pausedByLoad: false });

    s.clock.advance(1);
    const claimed = await s.api('/store/claim', ravi, { body: { orderId } });
    expect(claimed.body.data).toMatchObject({
      state: 'picking',
      status: 'Picking',
      picker: { id: ravi.id, name: 'Ravi Kumar', at: s.clock.now().toISOString() },
    });
    expect(claimed.body.data.history.at(-1)).toMatchObject({ state: 'picking', status: 'Picking', by: { kind: 'admin', id: ravi.id, name: 'Ravi Kumar' } });
    expect((await s.api('/store/claim', ravi, { body: { orderId } })).status).toBe(200); // a double tap
    expect(await s.api('/store/claim', other, { body: { orderId } })).toMatchObject({
      status: 409,
      body: { message: 'Ravi Kumar is already picking this order' },
    });
    expect((await s.api('/store/pick', other, { body: { orderId, productId: atta.productId } })).body.message).toBe('Ravi Kumar is picking this order');
    // The store has started: the shopper can no longer cancel.
    expect((await s.api('/cancel', shopper, { body: { orderId } })).status).toBe(409);

    const live = await openOrderStream(s, shopper);
    try {
      s.clock.advance(1);
      const picked = await s.api('/store/pick', ravi, { body: { orderId, productId: atta.productId, quantity: 2 } });
      expect(picked.body.data.items[0]).toMatchObject({ productId: atta.productId, picked: 2, missing: 0 });
      expect((await s.api('/store/pick', ravi, { body: { orderId, productId: atta.productId, quantity: 2 } })).body.message).toBe(
        'Only 1 of Aashirvaad Atta is left to tick',
      );
      expect((await s.api('/store/pack', ravi, { body: { orderId } })).body.message).toBe('Tick every item first: 3 units left to pick');

      const missing = await s.api('/store/missing', ravi, { body: { orderId, productId: atta.productId } });
      expect(missing.status).toBe(200);
      const after = missing.body.data;
      expect(after.items[0]).toMatchObject({ quantity: 3, picked: 2, missing: 1, lineTotalPaise: 2 * 8910, lineSubTotalPaise: 2 * 9900 });
      expect(after.totals).toEqual({
        subTotalPaise: 2 * 9900 + 9000,
        itemsPaise: 2 * 8910 + 9000,
        deliveryPaise: 0,
        grandTotalPaise: 2 * 8910 + 9000,
        savingsPaise: 2 * 990,
        totalQty: 4,
      });
      expect(after.refunds).toEqual([
        {
          productId: atta.productId,
          name: 'Aashirvaad Atta',
          quantity: 1,
          amountPaise: 8910,
          at: s.clock.now().toISOString(),
          by: { kind: 'admin', id: ravi.id, name: 'Ravi Kumar', role: 'ADMIN' },
        },
      ]);
      expect([after.refundPaise, after.totalAmt]).toEqual([8910, 268.2]);
      // The shopper's open order page hears it.
      await waitFor(() => live.seen.some((v) => v.orderId === orderId && v.refundPaise === 8910 && v.totals.grandTotalPaise === 26820), {
        what: 'the refund on the live stream',
      });
    } finally {
      live.close();
    }

    await s.api('/store/pick', ravi, { body: { orderId, productId: dal.productId } });
    s.clock.advance(1);
    expect((await s.api('/store/pack', ravi, { body: { orderId } })).body.data).toMatchObject({ state: 'packed', status: 'Packed' });

    const riderQueue = await s.api('/store-queue?store=indiranagar&stage=deliver', imran);
    expect(riderQueue.body.data.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    const taken = await s.api('/store/take', imran, { body: { orderId } });
    expect(taken.body.data).toMatchObject({ state: 'packed', rider: { id: imran.id, name: 'Imran Shaikh' } });
    expect((await s.api('/store/take', other, { body: { orderId } })).body.message).toBe('Imran Shaikh has already taken this order');
    expect((await s.api('/store/dispatch', other, { body: { orderId } })).status).toBe(409);
    expect((await s.api('/store/dispatch', imran, { body: { orderId } })).body.data).toMatchObject({ state: 'out_for_delivery', status: 'Out for delivery' });

    // Placed at 12:00 with a 6-minute promise; the door at 12:05 keeps it.
    s.clock.advance(2);
    const delivered = (await s.api('/store/deliver', imran, { body: { orderId } })).body.data;
    expect(delivered).toMatchObject({
      state: 'delivered',
      paymentState: 'collected',
      promisedMinutes: 6,
      actualMinutes: 5,
      onTime: true,
      deliveredAt: s.clock.now().toISOString(),
    });

    await waitFor(() => eventsOf(orderId).some((e) => e.type === 'order.delivered'), { what: 'order.delivered on the topic' });
    const steps = eventsOf(orderId).map((e) => [`${e.type}@${e.version}`, e.data.by?.name ?? e.data.by?.kind ?? null]);
    expect(steps).toEqual([
      ['order.placed@1', null],
      ['order.confirmed@1', 'system'],
      ['order.confirmed@2', 'system'],
      ['order.picking@1', 'Ravi Kumar'],
      ['order.item_picked@1', 'Ravi Kumar'],
      ['order.item_missing@1', 'Ravi Kumar'],
      ['order.item_picked@1', 'Ravi Kumar'],
      ['order.packed@1', 'Ravi Kumar'],
      ['order.rider_assigned@1', 'Imran Shaikh'],
      ['order.out_for_delivery@1', 'Imran Shaikh'],
      ['order.delivered@1', 'Imran Shaikh'],
    ]);
    const seqs = eventsOf(orderId)
      .filter((e) => e.type !== 'order.placed')
      .map((e) => e.data.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const byType = (t: string) => eventsOf(orderId).find((e) => e.type === t)!.data;
    expect(byType('order.picking')).toMatchObject({ from: 'confirmed', to: 'picking', storeId: 'indiranagar', at: '2030-03-04T06:31:00.000Z' });
    expect(byType('order.item_missing')).toMatchObject({ productId: atta.productId, quantity: 1, refundPaise: 8910, grandTotalPaise: 26820 });
    // A v1 reader never meets `picking`: for it the order went from confirmed to packed.
    expect(byType('order.packed')).toMatchObject({ from: 'confirmed', to: 'packed', by: { id: ravi.id } });
    expect(byType('order.delivered')).toMatchObject({ from: 'out_for_delivery', to: 'delivered', at: s.clock.now().toISOString() });
  });

  it('keeps the orders board working: packing a confirmed order in one step, claiming, cancelling while picking', async () => {
    const shopper = await s.shopper('560038');
    const p = s.product();
    const one = (await s.placeCod(shopper, [{ product: p, quantity: 2 }])).body.data.orderId;
    expect((await s.api('/store/pack', ravi, { body: { orderId: one } })).body.message).toBe('Claim the order before packing it');
    const packed = await s.api('/admin/advance', other, { body: { orderId: one, to: 'packed' } });
    // The admin picked and packed it: the board's step, one transition as before.
    expect(packed.body.data).toMatchObject({ state: 'packed', items: [{ picked: 2, missing: 0 }], picker: { id: other.id } });
    expect(packed.body.data.history.map((h: { state: string }) => h.state)).toEqual(['pending', 'confirmed', 'packed']);

    const two = (await s.placeCod(shopper, [{ product: p, quantity: 1 }])).body.data.orderId;
    expect((await s.api('/admin/advance', other, { body: { orderId: two, to: 'picking' } })).body.data.state).toBe('picking');
    const cancelled = await s.api('/admin/cancel', other, { body: { orderId: two, reason: 'Shelf empty' } });
    expect(cancelled.body.data.state).toBe('cancelled');
    await waitFor(() => eventsOf(two).some((e) => e.type === 'order.cancelled'), { what: 'order.cancelled' });
    // The catalogue releases the stock on order.cancelled@1, which speaks v1: picking reads as confirmed.
    expect(eventsOf(two).find((e) => e.type === 'order.cancelled')!.data).toMatchObject({ from: 'confirmed', to: 'cancelled', reason: 'Shelf empty' });
  });
});

describe('the dashboard', () => {
  it('counts per store and per hour: orders, on-time rate, promised vs actual minutes', async () => {
    const dash = async (q: string) => (await s.api(`/admin/dashboard?${q}`, ravi)).body;
    s.clock.set(new Date('2030-03-05T08:40:00.000Z')); // 14:10 IST, a fresh day for this store
    const shopper = await s.shopper('560038');
    const run = async (minutes: number) => {
      const orderId = (await s.placeCod(shopper, [{ product: s.product(), quantity: 1 }])).body.data.orderId;
      await s.api('/admin/advance', ravi, { body: { orderId, to: 'packed' } });
      await s.api('/admin/advance', ravi, { body: { orderId, to: 'out_for_delivery' } });
      s.clock.advance(minutes);
      return (await s.api('/admin/advance', ravi, { body: { orderId, to: 'delivered' } })).body.data;
    };
    const onTime = await run(5);
    const late = await run(9);
    expect([onTime.promisedMinutes, onTime.onTime, late.promisedMinutes, late.onTime]).toEqual([6, true, 6, false]);
    s.clock.set(new Date('2030-03-05T09:35:00.000Z')); // 15:05 IST: the next hour
    const third = await run(6);
    const cancelledId = (await s.placeCod(shopper, [{ product: s.product(), quantity: 1 }])).body.data.orderId;
    await s.api('/admin/cancel', ravi, { body: { orderId: cancelledId } });

    const body = await dash('from=2030-03-05T08:30:00.000Z&to=2030-03-05T10:30:00.000Z');
    expect(body.data.stores).toEqual([
      {
        storeId: 'indiranagar',
        storeName: 'Indiranagar',
        orders: 4,
        delivered: 3,
        onTime: 2,
        late: 1,
        cancelled: 1,
        onTimeRate: 0.667,
        avgPromisedMinutes: 6,
        avgActualMinutes: 6.7,
      },
    ]);
    expect(body.data.hours).toEqual([
      {
        storeId: 'indiranagar',
        storeName: 'Indiranagar',
        hour: '2030-03-05T08:30:00.000Z',
        orders: 2,
        delivered: 2,
        onTime: 1,
        late: 1,
        cancelled: 0,
        onTimeRate: 0.5,
        avgPromisedMinutes: 6,
        avgActualMinutes: 7,
      },
      {
        storeId: 'indiranagar',
        storeName: 'Indiranagar',
        hour: '2030-03-05T09:30:00.000Z',
        orders: 2,
        delivered: 1,
        onTime: 1,
        late: 0,
        cancelled: 1,
        onTimeRate: 1,
        avgPromisedMinutes: 6,
        avgActualMinutes: 6,
      },
    ]);
    expect([third.actualMinutes, third.onTime]).toEqual([6, true]);
    // Filtered to another store, and by range.
    expect((await dash('from=2030-03-05T08:30:00.000Z&to=2030-03-05T10:30:00.000Z&store=elsewhere')).data.stores).toEqual([]);
    expect((await dash('from=2030-03-05T09:30:00.000Z&to=2030-03-05T10:30:00.000Z')).data.stores[0].orders).toBe(2);
    expect((await s.api('/admin/dashboard?from=2030-03-05&to=2030-01-01', ravi)).body.message).toBe('from must be before to');
    expect((await s.api('/admin/dashboard?from=2030-01-01&to=2030-03-05', ravi)).body.message).toBe('Choose a range of at most 31 days');
    expect((await s.api('/admin/dashboard?from=someday', ravi)).body.message).toBe('from must be a date');
  });
});
