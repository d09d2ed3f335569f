import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { checkedFetch, testInfra } from '@minutemart/kit/testing';
import { NOON_IST, darkStore, pickAndPack, startOrderStack, waitFor, type OrderStack, type Person, type Product } from './harness.js';

/**
 * Records what the order service asks of Stripe on its way to stripe-mock (which answers with
 * fixtures, not with what it was sent), so a test can compare the session's lines with the quote.
 */
class StripeRecorder {
  readonly calls: { path: string; body: URLSearchParams }[] = [];
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    const target = new URL(testInfra.stripeApiBase);
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        this.calls.push({ path: req.url ?? '', body: new URLSearchParams(raw.toString()) });
        const out = httpRequest(
          { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        out.on('error', () => res.writeHead(502).end());
        out.end(raw);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

const stripe = new StripeRecorder();
let s: OrderStack;
let admin: Person;
const at = (ist: string, day = '2030-03-04') => new Date(`${day}T${ist}:00+05:30`);
const place = { lat: 12.9716, lng: 77.6412 };
const serving = (pincode: string) => [{ pincode, area: `Area ${pincode}`, ...place }];

beforeAll(async () => {
  await stripe.start();
  // 4 min per order, one picker, 2 min handover: a store's promise is 6 minutes empty, 10 with one order waiting.
  s = await startOrderStack({
    PICK_MINUTES_PER_ORDER: '4',
    HANDOVER_MINUTES: '2',
    PAUSE_AT_MINUTES: '200',
    RESUME_AT_MINUTES: '100',
    STRIPE_API_BASE: stripe.url,
  });
  admin = await s.admin();
  const allDay = { open: '00:00', close: '00:00' };
  await s.upsertStore(darkStore({ _id: 'st-fees', name: 'Mysuru Central', city: 'Mysuru', pickers: 4, serves: serving('570001') }));
  await s.upsertStore(darkStore({ _id: 'st-offers', name: 'Indiranagar', pickers: 8, serves: serving('560038') }));
  await s.upsertStore(darkStore({ _id: 'st-surge', name: 'Whitefield', pickers: 1, hours: allDay, serves: serving('560066') }));
  await s.upsertStore(darkStore({ _id: 'st-other', name: 'Jayanagar', pickers: 4, serves: serving('560041') }));
});
afterAll(async () => {
  await s?.stop();
  await stripe.stop();
});

const item = async (price: number, over: Partial<Product> = {}) => s.publishProduct(s.product({ price, ...over }));
const lines = (...ls: [Product, number][]) => ls.map(([p, quantity]) => ({ productId: p.productId, quantity }));
const quote = async (pincode: string, ls: [Product, number][], who: Person | null = null, couponCode?: string) =>
  s.api('/quote', who, { body: { list_items: lines(...ls), pincode, ...(couponCode ? { couponCode } : {}) } });
const setFees = (body: object) => s.api('/admin/fees', admin, { method: 'PUT', body });
const createOffer = async (terms: object) => {
  const res = await s.api('/admin/offers', admin, { body: terms });
  expect([res.status, res.body.message]).toEqual([201, 'Offer created']);
  return res.body.data as { _id: string; code: string | null };
};
const offerOf = async (id: string) =>
  ((await s.api('/admin/offers', admin)).body.data as { _id: string; redemptions: number; spentPaise: number }[]).find((o) => o._id === id)!;
const placeCod = (who: Person & { addressId: string }, ls: [Product, number][], extra: object = {}, headers: Record<string, string> = {}) =>
  checkedFetch(`${s.svc.url}/api/order/cash-on-delivery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...who.auth, ...headers },
    body: JSON.stringify({ list_items: lines(...ls), addressId: who.addressId, ...extra }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

/** `n` shoppers placing a ₹100 order with the same code at the same moment. */
async function rush(n: number, couponCode: string) {
  const p = await item(100);
  const shoppers = await Promise.all(Array.from({ length: n }, () => s.shopper('560038')));
  const answers = await Promise.all(shoppers.map((me) => placeCod(me, [[p, 1]], { couponCode })));
  return { p, shoppers, answers };
}

describe('with the default settings', () => {
  it('prices as the original client does: delivery Free, no fee, no minimum, the total is the item total', async () => {
    const milk = await item(27.5, { discount: 10 });
    const res = await quote('560041', [[milk, 3]]);
    expect(res.status).toBe(200);
    // 2750 − ceil(275) = 2475 a unit.
    expect(res.body.data).toMatchObject({
      storeId: 'st-other',
      itemsSubTotalPaise: 8250,
      itemsPaise: 7425,
      feesPaise: 0,
      discountPaise: 0,
      grandTotalPaise: 7425,
      canPlace: true,
      blocker: null,
      minimumOrder: null,
      nudges: [],
      fees: [{ kind: 'delivery', label: 'Delivery', reason: 'Free delivery', amountPaise: 0, waivedPaise: 0 }],
    });
    const me = await s.shopper('560041');
    const placed = await placeCod(me, [[milk, 3]]);
    expect(placed.status).toBe(201);
    expect(placed.body.data.totals).toEqual({ subTotalPaise: 8250, itemsPaise: 7425, deliveryPaise: 0, grandTotalPaise: 7425, savingsPaise: 825, totalQty: 3 });
    expect(placed.body.data.totalAmt).toBe(74.25);
    expect(placed.body.data.pricing).toMatchObject({ grandTotalPaise: 7425, feesPaise: 0 });
  });

  it('answers bad quotes with a 400 a shopper can read', async () => {
    const p = await item(10);
    expect((await s.api('/quote', null, { body: { list_items: [], pincode: '560041' } })).body.message).toBe('Your cart is empty');
    expect((await s.api('/quote', null, { body: { list_items: lines([p, 1]) } })).body.message).toBe('Choose a delivery address or enter a pincode');
    expect((await s.api('/quote', null, { body: { list_items: lines([p, 1]), pincode: '560041', couponCode: { $gt: '' } } })).body.message).toBe(
      'Enter a valid code',
    );
    expect((await s.api('/quote', null, { body: { list_items: lines([p, 1]), addressId: new Types.ObjectId().toHexString() } })).status).toBe(401);
  });
});

describe('fees per city and store', () => {
  beforeAll(async () => {
    const city = await setFees({
      scope: 'city',
      city: 'Mysuru',
      rules: { delivery: { feePaise: 2500, freeAbovePaise: 19900 }, minimumOrder: { minimumPaise: 9900 } },
    });
    expect(city.status).toBe(200);
    const store = await setFees({
      scope: 'store',
      storeId: 'st-fees',
      rules: { smallCart: { feePaise: 1500, belowPaise: 14900 }, handling: { feePaise: 500, label: 'Handling fee' } },
    });
    expect(store.body.data.stores.find((x: { storeId: string }) => x.storeId === 'st-fees').rules).toMatchObject({
      delivery: { feePaise: 2500 },
      smallCart: { feePaise: 1500 },
      handling: { feePaise: 500 },
      minimumOrder: { minimumPaise: 9900 },
    });
  });

  it('charges delivery a paisa below the free threshold with a nudge, and none at it', async () => {
    const below = await quote('570001', [[await item(198.99), 1]]);
    expect(below.body.data).toMatchObject({ itemsPaise: 19899, feesPaise: 3000, grandTotalPaise: 22899 });
    expect(below.body.data.fees.map((f: any) => [f.kind, f.amountPaise, f.reason])).toEqual([
      ['delivery', 2500, 'Free on orders of ₹199 or more'],
      ['handling', 500, 'On every order'],
    ]);
    expect(below.body.data.nudges).toEqual([{ kind: 'free_delivery', message: 'Add ₹0.01 for free delivery', shortfallPaise: 1 }]);
    const atIt = await quote('570001', [[await item(199), 1]]);
    expect(atIt.body.data).toMatchObject({ itemsPaise: 19900, feesPaise: 500, grandTotalPaise: 20400, nudges: [] });
    expect(atIt.body.data.fees[0]).toMatchObject({ kind: 'delivery', amountPaise: 0, waivedPaise: 2500 });
  });

  it('adds the small cart fee below its value, and refuses an order below the minimum with what is missing', async () => {
    const small = await quote('570001', [[await item(148.99), 1]]);
    expect(small.body.data.fees.map((f: any) => f.kind)).toEqual(['delivery', 'small_cart', 'handling']);
    expect((await quote('570001', [[await item(149), 1]])).body.data.fees.map((f: any) => f.kind)).toEqual(['delivery', 'handling']);

    const short = await item(98.99);
    const q = await quote('570001', [[short, 1]]);
    expect(q.body.data).toMatchObject({
      canPlace: false,
      blocker: 'Add ₹0.01 more: the minimum order is ₹99',
      minimumOrder: { minimumPaise: 9900, shortfallPaise: 1 },
    });
    const me = await s.shopper('570001');
    const refused = await placeCod(me, [[short, 1]]);
    expect([refused.status, refused.body.message, refused.body.data]).toEqual([
      422,
      'Add ₹0.01 more: the minimum order is ₹99',
      { minimumOrder: { minimumPaise: 9900, shortfallPaise: 1 } },
    ]);
    expect((await placeCod(me, [[await item(99), 1]])).status).toBe(201);
  });

  it('fixes the bill on the order and in order.confirmed@2, reconciling to the paisa', async () => {
    const me = await s.shopper('570001');
    const p = await item(150);
    const shown = (await quote('570001', [[p, 1]], me)).body.data;
    const placed = await placeCod(me, [[p, 1]]);
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect(order.pricing).toMatchObject({ itemsPaise: shown.itemsPaise, fees: shown.fees, grandTotalPaise: shown.grandTotalPaise });
    expect(order.totals).toEqual({ subTotalPaise: 15000, itemsPaise: 15000, deliveryPaise: 2500, grandTotalPaise: 18000, savingsPaise: 0, totalQty: 1 });
    expect(order.pricing.itemsPaise + order.pricing.feesPaise - order.pricing.discountPaise).toBe(order.totals.grandTotalPaise);
    const confirmed = await waitFor(() => s.orderEvents.find((e) => e.type === 'order.confirmed' && e.version === 2 && e.data.orderId === order.orderId), {
      what: 'order.confirmed@2',
    });
    expect(confirmed.data.charges).toEqual({
      itemsPaise: 15000,
      feesPaise: 3000,
      discountPaise: 0,
      grandTotalPaise: 18000,
      fees: [
        { kind: 'delivery', label: 'Delivery', amountPaise: 2500 },
        { kind: 'handling', label: 'Handling fee', amountPaise: 500 },
      ],
      discounts: [],
    });
    expect(s.orderEvents.some((e) => e.type === 'order.confirmed' && e.version === 1 && e.data.orderId === order.orderId)).toBe(true);
  });

  it('keeps a free delivery the basket crossed when an item turns out missing, and refunds the item only', async () => {
    const me = await s.shopper('570001');
    const [a, b] = [await item(150), await item(100)];
    const order = (
      await placeCod(me, [
        [a, 1],
        [b, 1],
      ])
    ).body.data;
    expect(order.totals.grandTotalPaise).toBe(25000 + 500);
    const picker = await s.staff('PICKER', ['st-fees']);
    expect((await s.api('/store/claim', picker, { body: { orderId: order.orderId } })).status).toBe(200);
    const missing = await s.api('/store/missing', picker, { body: { orderId: order.orderId, productId: a.productId } });
    expect(missing.status).toBe(200);
    // ₹100 left is below both the ₹199 free delivery and the ₹149 small cart thresholds: no fee is added.
    expect(missing.body.data.pricing).toMatchObject({ itemsPaise: 10000, feesPaise: 500, grandTotalPaise: 10500 });
    expect(missing.body.data.pricing.fees[0]).toMatchObject({ kind: 'delivery', amountPaise: 0 });
    expect(missing.body.data.refundPaise).toBe(15000);
  });

  it('lets admins preview a sample basket, and refuses bad settings with a 400', async () => {
    const preview = await s.api('/admin/fees/preview', admin, { body: { storeId: 'st-fees', basketPaise: 12000 } });
    expect(preview.body.data.breakdown).toMatchObject({ itemsPaise: 12000, feesPaise: 4500, grandTotalPaise: 16500 });
    const bad = [
      [{ scope: 'store', storeId: 'st-fees', rules: { delivery: { feePaise: -1, freeAbovePaise: null } } }, 'The delivery fee cannot be negative'],
      [
        { scope: 'store', storeId: 'st-fees', rules: { lateNight: { feePaise: 100, from: '25:00', to: '05:00' } } },
        'The late night start must be a time HH:MM',
      ],
      [{ scope: 'planet', rules: {} }, 'scope must be default, city or store'],
      [{ scope: 'store', storeId: 'st-fees', rules: { handling: { feePaise: 1.5, label: 'x' } } }, 'The handling fee must be whole paise'],
    ] as const;
    for (const [body, message] of bad) expect(await setFees(body)).toMatchObject({ status: 400, body: { message } });
    expect((await s.api('/admin/fees', await s.shopper('570001'))).status).toBe(403);
    expect((await s.api('/admin/fees', null)).status).toBe(401);
    // An edit on a stale version is refused.
    expect((await setFees({ scope: 'store', storeId: 'st-fees', version: 0, rules: {} })).status).toBe(409);
  });
});

describe('fees decided by the moment', () => {
  afterEach(() => s.clock.set(NOON_IST));

  it('adds surge while the store promise exceeds the minutes, and drops it when the queue empties', async () => {
    expect((await setFees({ scope: 'store', storeId: 'st-surge', rules: { surge: { feePaise: 3000, aboveMinutes: 6 } } })).status).toBe(200);
    const p = await item(300);
    const calm = await quote('560066', [[p, 1]]);
    expect(calm.body.data).toMatchObject({ promisedMinutes: 6, feesPaise: 0 });
    const me = await s.shopper('560066');
    const first = (await placeCod(me, [[p, 1]])).body.data;
    const busy = await quote('560066', [[p, 1]]);
    expect(busy.body.data).toMatchObject({ promisedMinutes: 10, feesPaise: 3000 });
    expect(busy.body.data.fees[1]).toEqual({
      kind: 'surge',
      label: 'High demand fee',
      reason: 'The store is busy: delivery in 10 minutes',
      amountPaise: 3000,
      waivedPaise: 0,
    });
    expect((await s.api('/admin/cancel', admin, { body: { orderId: first.orderId } })).status).toBe(200);
    await waitFor(async () => (await quote('560066', [[p, 1]])).body.data.feesPaise === 0, { what: 'surge off' });
  });

  it("turns surge on and off as the store works through its queue on the simulator's clock", async () => {
    expect((await setFees({ scope: 'store', storeId: 'st-surge', rules: { surge: { feePaise: 3000, aboveMinutes: 6 } } })).status).toBe(200);
    const p = await item(300);
    const surgeAt = async () => {
      const q = (await quote('560066', [[p, 1]])).body.data;
      return [q.promisedMinutes, q.fees.find((f: any) => f.kind === 'surge')?.amountPaise ?? 0];
    };
    const me = await s.shopper('560066');
    const [a, b] = [(await placeCod(me, [[p, 1]])).body.data.orderId, (await placeCod(me, [[p, 2]])).body.data.orderId];
    // Two waiting at one picker: 4 × 3 + 2.
    await waitFor(async () => (await surgeAt())[0] === 14, { what: 'two orders in the queue' });
    expect(await surgeAt()).toEqual([14, 3000]);
    const picker = await s.staff('PICKER', ['st-surge']);
    await pickAndPack(s, picker, a);
    await waitFor(async () => (await surgeAt())[0] === 10, { what: 'one order left' });
    expect(await surgeAt()).toEqual([10, 3000]);
    await pickAndPack(s, picker, b);
    await waitFor(async () => (await surgeAt())[0] === 6, { what: 'the queue empty' });
    expect(await surgeAt()).toEqual([6, 0]);
  });

  it('adds the late night fee inside a window that crosses midnight in IST', async () => {
    expect((await setFees({ scope: 'store', storeId: 'st-surge', rules: { lateNight: { feePaise: 2000, from: '23:00', to: '05:00' } } })).status).toBe(200);
    const p = await item(300);
    const feesAt = async (t: Date) => {
      s.clock.set(t);
      return (await quote('560066', [[p, 1]])).body.data.fees.map((f: any) => f.kind);
    };
    expect(await feesAt(at('22:59'))).toEqual(['delivery']);
    expect(await feesAt(at('23:00'))).toEqual(['delivery', 'late_night']);
    expect(await feesAt(at('02:30', '2030-03-05'))).toEqual(['delivery', 'late_night']);
    expect(await feesAt(at('04:59', '2030-03-05'))).toEqual(['delivery', 'late_night']);
    expect(await feesAt(at('05:00', '2030-03-05'))).toEqual(['delivery']);
  });
});

describe('offers and codes', () => {
  let save50: { _id: string };
  beforeAll(async () => {
    save50 = await createOffer({ title: '₹50 off', code: 'save50', kind: 'flat', amountPaise: 5000, minBasketPaise: 30000, perShopperLimit: 1 });
    await createOffer({ title: 'Coming soon', code: 'FUTURE1', kind: 'flat', amountPaise: 1000, startsAt: at('12:00', '2030-03-05') });
    await createOffer({ title: 'Gone', code: 'OLD1', kind: 'flat', amountPaise: 1000, startsAt: at('12:00', '2030-03-01'), endsAt: at('11:00') });
    await createOffer({ title: 'Jayanagar only', code: 'JAYA', kind: 'flat', amountPaise: 1000, scope: { kind: 'stores', ids: ['st-other'] } });
    await createOffer({
      title: '10% off',
      automatic: true,
      kind: 'percent',
      percent: 10,
      capPaise: 2000,
      minBasketPaise: 50000,
      scope: { kind: 'stores', ids: ['st-offers'] },
    });
  });

  it('applies a code, says why another does not apply, and offers the best automatic one unasked', async () => {
    const p = await item(250);
    const me = await s.shopper('560038');
    const codeOn = async (code: string, qty = 1) => (await quote('560038', [[p, qty]], me, code)).body.data;
    expect((await codeOn('SAVE50')).coupon).toEqual({ code: 'SAVE50', applied: false, refusal: 'minimum_not_met', message: 'Add ₹50 more to use this offer' });
    expect((await codeOn('FUTURE1')).coupon).toMatchObject({ refusal: 'not_yet_valid', message: 'Valid from 5 Mar, 12:00' });
    expect((await codeOn('OLD1')).coupon).toMatchObject({ refusal: 'expired', message: 'This offer ended on 4 Mar, 11:00' });
    expect((await codeOn('JAYA')).coupon).toMatchObject({ refusal: 'not_for_store', message: 'Not valid at the store delivering to you' });
    expect((await codeOn('NOPE1')).coupon).toMatchObject({ refusal: 'unknown', message: 'NOPE1 is not a valid code' });
    const applied = await codeOn(' save50 ', 2);
    expect(applied).toMatchObject({
      itemsPaise: 50000,
      discountPaise: 5000,
      grandTotalPaise: 45000,
      coupon: { code: 'SAVE50', applied: true, message: 'SAVE50 applied: you save ₹50' },
    });
    expect(applied.discounts).toEqual([{ offerId: save50._id, code: 'SAVE50', title: '₹50 off', automatic: false, amountPaise: 5000 }]);
    // Without a code, the automatic offer: 10% of ₹500 capped at ₹20; below its minimum, a nudge.
    expect((await quote('560038', [[p, 2]], me)).body.data).toMatchObject({
      discountPaise: 2000,
      discounts: [{ title: '10% off', automatic: true, amountPaise: 2000 }],
    });
    const nudged = (await quote('560038', [[p, 1]], me)).body.data;
    expect(nudged.nudges).toContainEqual(expect.objectContaining({ kind: 'offer', message: 'Add ₹250 more to get 10% off', shortfallPaise: 25000 }));
    const sheet = nudged.offers.map((o: any) => [o.title, o.applicable, o.reason]);
    expect(sheet).toEqual(
      expect.arrayContaining([
        ['₹50 off', false, 'Add ₹50 more to use this offer'],
        ['Coming soon', false, 'Valid from 5 Mar, 12:00'],
      ]),
    );
    expect(sheet.find((o: any[]) => o[0] === 'Gone')).toBeUndefined();
  });

  it('refuses a used code at placement and gives it back when the order is cancelled', async () => {
    const p = await item(300);
    const me = await s.shopper('560038');
    const first = await placeCod(me, [[p, 1]], { couponCode: 'SAVE50' });
    expect(first.status).toBe(201);
    expect(first.body.data.totals.grandTotalPaise).toBe(25000);
    const again = await placeCod(me, [[p, 1]], { couponCode: 'SAVE50' });
    expect([again.status, again.body.message, again.body.data.coupon.refusal]).toEqual([422, 'You have already used this offer', 'already_used']);
    expect((await s.api('/cancel', me, { body: { orderId: first.body.data.orderId } })).status).toBe(200);
    await waitFor(async () => (await quote('560038', [[p, 1]], me, 'SAVE50')).body.data.coupon.applied === true, { what: 'the code given back' });
    expect((await placeCod(me, [[p, 1]], { couponCode: 'SAVE50' })).status).toBe(201);
  });

  it('gives a first-order code to a shopper with no order yet, and refuses it once they have one', async () => {
    await createOffer({ title: 'Welcome', code: 'HELLO1', kind: 'flat', amountPaise: 4000, firstOrderOnly: true });
    const p = await item(200);
    const me = await s.shopper('560038');
    expect((await quote('560038', [[p, 1]], me, 'HELLO1')).body.data.coupon).toMatchObject({ code: 'HELLO1', applied: true });
    const first = await placeCod(me, [[p, 1]]);
    expect(first.status).toBe(201);
    expect((await quote('560038', [[p, 1]], me, 'HELLO1')).body.data.coupon).toMatchObject({
      applied: false,
      refusal: 'first_order_only',
      message: 'Only on your first order',
    });
    const again = await placeCod(me, [[p, 1]], { couponCode: 'HELLO1' });
    expect([again.status, again.body.data.coupon.refusal]).toEqual([422, 'first_order_only']);
    // Another shopper's first order still gets it.
    const other = await s.shopper('560038');
    const welcomed = await placeCod(other, [[p, 1]], { couponCode: 'HELLO1' });
    expect([welcomed.status, welcomed.body.data.totals.grandTotalPaise]).toEqual([201, 16000]);
  });

  it('ignores any discount or total the client sends', async () => {
    const p = await item(120);
    const me = await s.shopper('560041');
    const res = await placeCod(me, [[p, 1]], {
      discountPaise: 12000,
      discount: 100,
      totalAmt: 1,
      subTotalAmt: 1,
      pricing: { discountPaise: 12000 },
      discounts: [{ amountPaise: 12000 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.totals.grandTotalPaise).toBe(12000);
    expect(res.body.data.pricing.discountPaise).toBe(0);
  });

  it('redeems a code limited to 10 exactly 10 times when 100 shoppers use it at once, and a cancellation frees one', async () => {
    const limited = await createOffer({ title: 'First ten', code: 'TEN10', kind: 'flat', amountPaise: 1000, totalLimit: 10 });
    const { p, shoppers, answers } = await rush(100, 'TEN10');
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(Array(90).fill('This offer has been fully redeemed'));
    expect(
      won.every((a) => a.body.data.state === 'confirmed' && a.body.data.pricing.discountPaise === 1000 && a.body.data.totals.grandTotalPaise === 9000),
    ).toBe(true);
    const withCode = await s.svc.runtime.db.collection('orders').countDocuments({ 'pricing.offers.offerId': limited._id, state: 'confirmed' });
    expect(withCode).toBe(10);
    expect(await offerOf(limited._id)).toMatchObject({ redemptions: 10, spentPaise: 10000 });
    await waitFor(async () => (await s.svc.runtime.db.collection('offer_redemptions').countDocuments({ offerId: limited._id, state: 'confirmed' })) === 10, {
      what: '10 confirmed redemptions',
    });

    const loser = shoppers[answers.findIndex((a) => a.status === 409)]!;
    const winner = shoppers[answers.findIndex((a) => a.status === 201)]!;
    expect((await s.api('/cancel', winner, { body: { orderId: won[0]!.body.data.orderId } })).status).toBe(200);
    await waitFor(async () => (await offerOf(limited._id)).redemptions === 9, { what: 'a redemption given back' });
    expect((await placeCod(loser, [[p, 1]], { couponCode: 'TEN10' })).status).toBe(201);
    expect(await offerOf(limited._id)).toMatchObject({ redemptions: 10, spentPaise: 10000 });
  });

  it('never overspends a budget by a paisa, however many shoppers use it at once', async () => {
    const budget = await createOffer({ title: 'Budget', code: 'BUDGET', kind: 'flat', amountPaise: 300, budgetPaise: 1000 });
    const { answers } = await rush(20, 'BUDGET');
    const won = answers.filter((a) => a.status === 201);
    const given = won.map((a) => a.body.data.pricing.discountPaise as number).sort((a, b) => b - a);
    expect(given).toEqual([300, 300, 300, 100]);
    expect(await offerOf(budget._id)).toMatchObject({ redemptions: 4, spentPaise: 1000 });
  });

  it('redeems once for the same Idempotency-Key sent twice at once', async () => {
    const once = await createOffer({ title: 'Once', code: 'ONCE5', kind: 'flat', amountPaise: 500, totalLimit: 5 });
    const p = await item(100);
    const me = await s.shopper('560038');
    const key = { 'idempotency-key': `pricing-${Date.now()}` };
    const [a, b] = await Promise.all([placeCod(me, [[p, 1]], { couponCode: 'ONCE5' }, key), placeCod(me, [[p, 1]], { couponCode: 'ONCE5' }, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.orderId).toBe(b.body.data.orderId);
    await waitFor(async () => (await offerOf(once._id)).redemptions === 1, { what: 'one redemption' });
    expect(await s.svc.runtime.db.collection('offer_redemptions').countDocuments({ offerId: once._id, state: { $in: ['held', 'confirmed'] } })).toBe(1);
  });

  it('gives the redemption back when the catalogue refuses the order or a card order expires', async () => {
    const one = await createOffer({ title: 'One', code: 'ONE1', kind: 'flat', amountPaise: 500, totalLimit: 1 });
    const gone = await item(100, { refused: { reason: 'out_of_stock' } });
    const me = await s.shopper('560038');
    expect((await placeCod(me, [[gone, 1]], { couponCode: 'ONE1' })).status).toBe(409);
    await waitFor(async () => (await offerOf(one._id)).redemptions === 0, { what: 'the refused order gives its redemption back' });

    const p = await item(100);
    const card = await checkedFetch(`${s.svc.url}/api/order/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...me.auth },
      body: JSON.stringify({ list_items: lines([p, 1]), addressId: me.addressId, couponCode: 'ONE1' }),
    });
    const started = (await card.json()) as any;
    expect(card.status).toBe(200);
    expect((await offerOf(one._id)).redemptions).toBe(1);
    const expired = await s.api('/dev/pay', me, { body: { orderId: started.data.orderId, outcome: 'expired' } });
    expect(expired.body.data.state).toBe('expired');
    await waitFor(async () => (await offerOf(one._id)).redemptions === 0, { what: 'the expired order gives its redemption back' });
    const expiredEvent = await waitFor(
      () => s.orderEvents.find((e) => e.type === 'order.expired' && e.version === 2 && e.data.orderId === started.data.orderId),
      { what: 'order.expired@2' },
    );
    expect(expiredEvent.data).toMatchObject({
      refundPaise: 0,
      charges: { discountPaise: 500, grandTotalPaise: 9500, discounts: [{ offerId: one._id, code: 'ONE1', amountPaise: 500 }] },
    });
  });

  it('puts the items, each fee and the offers into the Stripe Checkout Session, equal to the quote', async () => {
    await setFees({
      scope: 'store',
      storeId: 'st-other',
      rules: { delivery: { feePaise: 2500, freeAbovePaise: null }, handling: { feePaise: 700, label: 'Platform fee' } },
    });
    const [a, b] = [await item(120, { discount: 5 }), await item(45.5)];
    const me = await s.shopper('560041');
    const shown = (
      await quote(
        '560041',
        [
          [a, 2],
          [b, 3],
        ],
        me,
        'JAYA',
      )
    ).body.data;
    expect(shown.coupon.applied).toBe(true);
    const before = stripe.calls.length;
    const res = await checkedFetch(`${s.svc.url}/api/order/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...me.auth },
      body: JSON.stringify({ list_items: lines([a, 2], [b, 3]), addressId: me.addressId, couponCode: 'JAYA' }),
    });
    const body = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(body.data.order.pricing.grandTotalPaise).toBe(shown.grandTotalPaise);
    const calls = stripe.calls.slice(before);
    const session = calls.find((c) => c.path === '/v1/checkout/sessions')!.body;
    const coupon = calls.find((c) => c.path === '/v1/coupons')!.body;
    const sent = [];
    for (let i = 0; session.has(`line_items[${i}][quantity]`); i++) {
      sent.push({
        name: session.get(`line_items[${i}][price_data][product_data][name]`),
        quantity: Number(session.get(`line_items[${i}][quantity]`)),
        unit: Number(session.get(`line_items[${i}][price_data][unit_amount]`)),
      });
    }
    expect(sent).toEqual([
      { name: a.name, quantity: 2, unit: 11400 },
      { name: b.name, quantity: 3, unit: 4550 },
      { name: 'Delivery', quantity: 1, unit: 2500 },
      { name: 'Platform fee', quantity: 1, unit: 700 },
    ]);
    expect([coupon.get('amount_off'), coupon.get('currency'), coupon.get('duration')]).toEqual([String(shown.discountPaise), 'inr', 'once']);
    expect(session.get('discounts[0][coupon]')).toBeTruthy();
    expect(sent.reduce((sum, l) => sum + l.quantity * l.unit, 0) - Number(coupon.get('amount_off'))).toBe(shown.grandTotalPaise);
  });

  it('refunds a paid card order cancelled before packing its whole bill: the fees charged, less the discount given', async () => {
    // st-other charges ₹25 delivery and a ₹7 platform fee (set above); JAYA takes ₹10 off there.
    const me = await s.shopper('560041');
    const p = await item(200);
    const res = await checkedFetch(`${s.svc.url}/api/order/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...me.auth },
      body: JSON.stringify({ list_items: lines([p, 1]), addressId: me.addressId, couponCode: 'JAYA' }),
    });
    const started = (await res.json()) as any;
    expect([res.status, started.data.order.pricing.grandTotalPaise]).toEqual([200, 20000 + 2500 + 700 - 1000]);
    const paid = await s.api('/dev/pay', me, { body: { orderId: started.data.orderId, outcome: 'paid' } });
    expect(paid.body.data.state).toBe('confirmed');
    expect((await s.api('/cancel', me, { body: { orderId: started.data.orderId } })).status).toBe(200);
    const cancelled = await waitFor(
      () => s.orderEvents.find((e) => e.type === 'order.cancelled' && e.version === 2 && e.data.orderId === started.data.orderId),
      { what: 'order.cancelled@2' },
    );
    expect(cancelled.data).toMatchObject({ refundPaise: 22200, charges: { itemsPaise: 20000, feesPaise: 3200, discountPaise: 1000, grandTotalPaise: 22200 } });
  });

  it('lets admins pause, resume and read an offer’s usage, and refuses bad offers with a 400', async () => {
    const o = await createOffer({ title: 'Pausable', code: 'PAUSE1', kind: 'flat', amountPaise: 100 });
    expect((await s.api('/admin/offers/pause', admin, { body: { offerId: o._id } })).body.data.status).toBe('paused');
    const p = await item(100);
    expect((await quote('560038', [[p, 1]], null, 'PAUSE1')).body.data.coupon).toMatchObject({ refusal: 'paused' });
    expect((await s.api('/admin/offers/resume', admin, { body: { offerId: o._id } })).body.data.status).toBe('active');
    const me = await s.shopper('560038');
    expect((await placeCod(me, [[p, 1]], { couponCode: 'PAUSE1' })).status).toBe(201);
    const usage = await waitFor(
      async () => {
        const u = (await s.api(`/admin/offers/usage?offerId=${o._id}`, admin)).body.data;
        return u.byState.confirmed ? u : null;
      },
      { what: 'usage' },
    );
    expect(usage).toMatchObject({
      offer: { redemptions: 1, spentPaise: 100 },
      byState: { confirmed: { count: 1, amountPaise: 100 } },
      latest: [{ state: 'confirmed', amountPaise: 100 }],
    });
    const bad = [
      [{ title: 'No code', kind: 'flat', amountPaise: 100 }, 'Give the offer a code, or make it automatic'],
      [{ title: 'Both', code: 'BOTH1', automatic: true, kind: 'flat', amountPaise: 100 }, 'An automatic offer has no code'],
      [{ title: 'Zero', code: 'ZERO1', kind: 'percent', percent: 0 }, 'A percent offer takes off 1 to 100 percent'],
      [
        { title: 'Backwards', code: 'BACK1', kind: 'flat', amountPaise: 100, startsAt: '2030-03-05T00:00:00Z', endsAt: '2030-03-04T00:00:00Z' },
        'The offer must end after it starts',
      ],
      [{ title: 'Scoped', code: 'SCOPE1', kind: 'flat', amountPaise: 100, scope: { kind: 'categories', ids: [] } }, 'Name the categories the offer is for'],
    ] as const;
    for (const [body, message] of bad) expect(await s.api('/admin/offers', admin, { body })).toMatchObject({ status: 400, body: { message } });
    expect(await s.api('/admin/offers', admin, { body: { title: 'Dup', code: 'PAUSE1', kind: 'flat', amountPaise: 1 } })).toMatchObject({
      status: 409,
      body: { message: 'An offer with the code PAUSE1 exists already' },
    });
    expect((await s.api('/admin/offers', me)).status).toBe(403);
  });

  it('records who changed fees and offers in the audit trail, with the change', async () => {
    const o = await createOffer({ title: 'Audited', code: 'AUDIT1', kind: 'flat', amountPaise: 100 });
    await s.api('/admin/offers/pause', admin, { body: { offerId: o._id } });
    await setFees({ scope: 'city', city: 'Audit City', rules: { handling: { feePaise: 300, label: 'Handling fee' } } });
    const entries = await waitFor(
      () => {
        const mine = s.auditEvents.filter((e) => e.data.entityId === o._id || e.data.entityId === 'city:audit city');
        return mine.length >= 3 ? mine : null;
      },
      { what: 'three audit entries' },
    );
    expect(entries.map((e) => [e.data.entity, e.data.action, e.data.actor.id])).toEqual([
      ['offer', 'create', admin.id],
      ['offer', 'pause', admin.id],
      ['fee', 'create', admin.id],
    ]);
    expect(entries[1]!.data).toMatchObject({ before: { status: 'active' }, after: { status: 'paused' } });
    expect(entries[2]!.data.after).toEqual({ rules: { handling: { feePaise: 300, label: 'Handling fee' } } });
    // The audit entries leave the documents; the answers never show an outbox.
    expect((await s.api('/admin/fees', admin)).body.data.scopes.some((x: object) => '_outbox' in x)).toBe(false);
  });

  it('chains the audit entries of changes made at the same moment: each shows the settings it replaced', async () => {
    const fees = [100, 200, 300, 400].map((feePaise) => ({ handling: { feePaise, label: 'Handling fee' } }));
    const answers = await Promise.all(fees.map((rules) => setFees({ scope: 'city', city: 'Race City', rules })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const entries = await waitFor(
      () => {
        const mine = s.auditEvents.filter((e) => e.data.entityId === 'city:race city');
        return mine.length >= 4 ? mine : null;
      },
      { what: 'four audit entries' },
    );
    // One created the scope; every other replaced a different one's settings: no two read the same "before".
    const json = (v: unknown) => JSON.stringify(v);
    expect(entries.filter((e) => e.data.before === null).map((e) => e.data.action)).toEqual(['create']);
    const befores = entries.filter((e) => e.data.before !== null).map((e) => json(e.data.before));
    const afters = entries.map((e) => json(e.data.after));
    expect(new Set(befores).size).toBe(3);
    expect(befores.every((b) => afters.includes(b))).toBe(true);

    const o = await createOffer({ title: 'Raced', code: 'RACE1', kind: 'flat', amountPaise: 100 });
    await Promise.all([s.api('/admin/offers/pause', admin, { body: { offerId: o._id } }), s.api('/admin/offers/pause', admin, { body: { offerId: o._id } })]);
    const pauses = await waitFor(
      () => {
        const mine = s.auditEvents.filter((e) => e.data.entityId === o._id && e.data.action === 'pause');
        return mine.length >= 2 ? mine : null;
      },
      { what: 'two pause entries' },
    );
    expect(pauses.map((e) => [e.data.before.status, e.data.after.status]).sort()).toEqual([
      ['active', 'paused'],
      ['paused', 'paused'],
    ]);
  });
});
