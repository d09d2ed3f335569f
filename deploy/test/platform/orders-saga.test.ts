import Stripe from 'stripe';
import { describeStack, gatewayUrl, http, waitFor } from './stack.js';
import { adminHeaders, deleteCreatedProducts, checkout, createProduct, orderDetails, placeCod, shopperWithAddress, stockOf, type Shopper } from './shop.js';

const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_minutemart_dev';
const stripe = new Stripe('sk_test_platformtests');

function sessionEvent(type: string, orderId: string, amountPaise: number, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: `cs_test_${orderId.slice(4)}`,
        object: 'checkout.session',
        client_reference_id: orderId,
        metadata: { orderId },
        amount_total: amountPaise,
        currency: 'inr',
        payment_status: type.endsWith('completed') ? 'paid' : 'unpaid',
      },
    },
  });
}

const deliver = (payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })) =>
  http(`${gatewayUrl}/api/order/webhook`, { headers: { 'content-type': 'application/json', 'stripe-signature': signature }, raw: payload, method: 'POST' });

describeStack('order saga through the gateway', () => {
  let admin: Record<string, string>;
  let shopper: Shopper;
  beforeAll(async () => {
    admin = await adminHeaders();
    shopper = await shopperWithAddress();
  });
  afterAll(() => deleteCreatedProducts(admin));

  it('places a cash-on-delivery order priced by the server, holds its stock and empties the cart', async () => {
    const p = await createProduct(admin, 10, 99, 10);
    await waitFor(async () => (await http(`${gatewayUrl}/api/cart/create`, { headers: shopper.headers, body: { productId: p._id } })).status < 300, {
      what: 'cart knows the product',
    });
    const res = await http(`${gatewayUrl}/api/order/cash-on-delivery`, {
      headers: shopper.headers,
      body: { list_items: [{ _id: 'x', quantity: '3', productId: { _id: p._id, price: 1 } }], addressId: shopper.addressId, subTotalAmt: 1, totalAmt: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order placed successfully');
    const order = res.body.data;
    expect(order).toMatchObject({ state: 'confirmed', status: 'Confirmed', paymentMethod: 'cod' });
    // 99 rupees at 10%: 9900 − ceil(990) = 8910 paise a unit, whatever the client said.
    expect(order.items[0]).toMatchObject({ productId: p._id, quantity: 3, unitPricePaise: 8910, lineTotalPaise: 26730 });
    expect(order.totals).toMatchObject({ subTotalPaise: 29700, grandTotalPaise: 26730, savingsPaise: 2970, totalQty: 3 });
    expect(order.totalAmt).toBe(267.3);
    expect(new Date(order.promisedAt).getTime()).toBeGreaterThan(Date.now());
    expect(await stockOf(p._id)).toEqual({ stock: 7, held: 3, holds: 1 });

    await waitFor(async () => (await http(`${gatewayUrl}/api/cart/get`, { headers: shopper.headers })).body.data.length === 0, {
      what: 'cart emptied by order.confirmed',
    });

    const list = await http(`${gatewayUrl}/api/order/order-list`, { headers: shopper.headers });
    const line = list.body.data.find((l: { orderId: string }) => l.orderId === order.orderId);
    expect(line).toMatchObject({ status: 'Confirmed', quantity: 3, totalAmt: 267.3, subTotalAmt: 297, product_details: { name: p.name, price: 89.1 } });
    expect(line.delivery_address).toMatchObject({ _id: shopper.addressId, city: 'Bengaluru' });
    expect(line.shippingAddress).toEqual(line.delivery_address);
    expect(list.body.orders.find((o: { orderId: string }) => o.orderId === order.orderId)).toBeTruthy();
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const p = await createProduct(admin, 5);
    const other = await shopperWithAddress();
    const cases: [unknown, number, RegExp][] = [
      [{ list_items: [], addressId: shopper.addressId }, 400, /cart is empty/],
      [{ addressId: shopper.addressId }, 400, /cart is empty/],
      [{ list_items: [{ productId: p._id, quantity: 0 }], addressId: shopper.addressId }, 400, /at least 1/],
      [{ list_items: [{ productId: { $gt: '' }, quantity: 1 }], addressId: shopper.addressId }, 400, /valid productId/],
      [{ list_items: [{ productId: p._id, quantity: 1 }] }, 400, /delivery address/],
      [{ list_items: [{ productId: p._id, quantity: 1 }], addressId: other.addressId }, 400, /saved delivery addresses/],
    ];
    for (const [body, status, message] of cases) {
      const res = await http(`${gatewayUrl}/api/order/cash-on-delivery`, { headers: shopper.headers, body });
      expect([res.status, res.body.success]).toEqual([status, false]);
      expect(res.body.message).toMatch(message);
    }
    expect((await http(`${gatewayUrl}/api/order/cash-on-delivery`, { body: { list_items: [{ productId: p._id, quantity: 1 }] } })).status).toBe(401);
    const unknown = await placeCod(shopper, [{ productId: '0123456789abcdef01234567', quantity: 1 }]);
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe('A product in your cart is no longer sold. Please remove it.');
    expect(await stockOf(p._id)).toEqual({ stock: 5, held: 0, holds: 0 });
  });

  it('names the product that ran out, takes nothing, and says how many are left', async () => {
    const plenty = await createProduct(admin, 50);
    const scarce = await createProduct(admin, 2);
    const res = await placeCod(shopper, [
      { productId: plenty._id, quantity: 1 },
      { productId: scarce._id, quantity: 3 },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Only 2 of ${scarce.name} left. Please reduce the quantity.`);
    expect(res.body.data.unavailable).toEqual([
      { productId: scarce._id, name: scarce.name, requested: 3, available: 2, reason: 'out_of_stock', scope: 'everywhere' },
    ]);
    expect(await stockOf(plenty._id)).toEqual({ stock: 50, held: 0, holds: 0 });
    expect(await stockOf(scarce._id)).toEqual({ stock: 2, held: 0, holds: 0 });
  });

  it('returns the first order for a repeated Idempotency-Key or a double click, and refuses a reused key', async () => {
    const p = await createProduct(admin, 30);
    const key = `key-${Date.now()}-abc`;
    const [a, b] = await Promise.all([
      placeCod(shopper, [{ productId: p._id, quantity: 2 }], key),
      placeCod(shopper, [{ productId: p._id, quantity: 2 }], key),
    ]);
    expect(a.body.data.orderId).toBe(b.body.data.orderId);
    const again = await placeCod(shopper, [{ productId: p._id, quantity: 2 }], key);
    expect(again.body.data.orderId).toBe(a.body.data.orderId);
    const misuse = await placeCod(shopper, [{ productId: p._id, quantity: 5 }], key);
    expect(misuse.status).toBe(422);
    // No key: the same basket twice within the window is one order.
    const [c, d] = await Promise.all([placeCod(shopper, [{ productId: p._id, quantity: 1 }]), placeCod(shopper, [{ productId: p._id, quantity: 1 }])]);
    expect(c.body.data.orderId).toBe(d.body.data.orderId);
    expect(await stockOf(p._id)).toEqual({ stock: 27, held: 3, holds: 2 });
  });

  it('never oversells: 200 concurrent orders for 20 units sell exactly 20', async () => {
    const p = await createProduct(admin, 20);
    const buyers: Shopper[] = [];
    while (buyers.length < 50) buyers.push(...(await Promise.all(Array.from({ length: 5 }, () => shopperWithAddress()))));
    const results = await Promise.all(
      buyers.flatMap((b, i) => Array.from({ length: 4 }, (_, j) => placeCod(b, [{ productId: p._id, quantity: 1 }], `burst-${p._id}-${i}-${j}`))),
    );
    // On a busy machine some answers come after the placement wait (202): follow those to the end.
    expect(results.every((r) => r.status === 201 || r.status === 202 || r.status === 409)).toBe(true);
    const final = await Promise.all(
      results.map(async (r, i) => {
        if (r.status === 409) return 'rejected';
        const who = buyers[Math.floor(i / 4)]!;
        return waitFor(
          async () => {
            const state = (await orderDetails(who, r.body.data.orderId)).body.data.state as string;
            return state === 'pending' ? undefined : state;
          },
          { timeoutMs: 90_000, stepMs: 500, what: 'order settled' },
        );
      }),
    );
    const byState = final.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    expect(byState).toEqual({ confirmed: 20, rejected: 180 });
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(`Sorry, ${p.name} is out of stock`);
    expect(await stockOf(p._id)).toEqual({ stock: 0, held: 20, holds: 20 });
  }, 180_000);

  it('lets the shopper cancel before packing and puts the stock back', async () => {
    const p = await createProduct(admin, 8);
    const placed = await placeCod(shopper, [{ productId: p._id, quantity: 3 }]);
    const { orderId } = placed.body.data;
    const cancelled = await http(`${gatewayUrl}/api/order/cancel`, { headers: shopper.headers, body: { orderId } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.state).toBe('cancelled');
    await waitFor(async () => (await stockOf(p._id)).stock === 8, { what: 'stock released' });
    expect(await stockOf(p._id)).toEqual({ stock: 8, held: 0, holds: 0 });
    const twice = await http(`${gatewayUrl}/api/order/cancel`, { headers: shopper.headers, body: { orderId } });
    expect(twice.status).toBe(409);
    // The same basket again right after cancelling is a new order, not the cancelled one.
    const again = await placeCod(shopper, [{ productId: p._id, quantity: 3 }]);
    expect(again.status).toBe(201);
    expect(again.body.data.orderId).not.toBe(orderId);
    await http(`${gatewayUrl}/api/order/cancel`, { headers: shopper.headers, body: { orderId: again.body.data.orderId } });
    const stranger = await shopperWithAddress();
    expect((await http(`${gatewayUrl}/api/order/cancel`, { headers: stranger.headers, body: { orderId } })).status).toBe(404);
    expect((await orderDetails(stranger, orderId)).status).toBe(404);
  });

  it('lets only admins run the board, one legal step at a time; delivery sells the held stock for good', async () => {
    const p = await createProduct(admin, 4);
    const { orderId } = (await placeCod(shopper, [{ productId: p._id, quantity: 1 }])).body.data;
    await waitFor(async () => (await orderDetails(shopper, orderId)).body.data.state === 'confirmed', { timeoutMs: 30_000, what: 'order confirmed' });
    const advance = (to: string, headers = admin) => http(`${gatewayUrl}/api/order/admin/advance`, { headers, body: { orderId, to } });
    expect((await advance('packed', shopper.headers)).status).toBe(403);
    expect((await http(`${gatewayUrl}/api/order/admin/orders`, { headers: shopper.headers })).status).toBe(403);
    expect((await advance('delivered')).status).toBe(409);
    for (const to of ['packed', 'out_for_delivery', 'delivered']) {
      const r = await advance(to);
      expect([r.status, r.body.data?.state, r.body.message]).toEqual([200, to, 'Order updated']);
    }
    const done = (await orderDetails({ headers: admin }, orderId)).body.data;
    expect(done).toMatchObject({ state: 'delivered', paymentState: 'collected' });
    expect(done.history.map((h: { state: string }) => h.state)).toEqual(['pending', 'confirmed', 'packed', 'out_for_delivery', 'delivered']);
    expect((await http(`${gatewayUrl}/api/order/admin/cancel`, { headers: admin, body: { orderId } })).status).toBe(409);
    await waitFor(async () => (await stockOf(p._id)).holds === 0, { what: 'hold committed' });
    expect(await stockOf(p._id)).toEqual({ stock: 3, held: 0, holds: 0 });
    const board = await http(`${gatewayUrl}/api/order/admin/orders?state=delivered&q=${orderId.slice(-6)}`, { headers: admin });
    expect(board.body.data.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    expect(board.body.counts.delivered).toBeGreaterThanOrEqual(1);
  });

  it('takes card payments through a verified, de-duplicated webhook, in any order', async () => {
    const p = await createProduct(admin, 6, 250, 0);
    const started = await checkout(shopper, [{ productId: p._id, quantity: 2 }]);
    expect(started.status).toBe(200);
    expect(started.body.id).toMatch(/^cs_/);
    expect(typeof started.body.url).toBe('string');
    const { orderId } = started.body.data;
    expect((await orderDetails(shopper, orderId)).body.data).toMatchObject({ state: 'awaiting_payment', paymentState: 'awaiting' });
    expect(await stockOf(p._id)).toEqual({ stock: 4, held: 2, holds: 1 });

    const completed = sessionEvent('checkout.session.completed', orderId, 50000);
    expect((await deliver(completed, 't=1,v1=deadbeef')).status).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({ payload: completed, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(completed, stale)).status).toBe(400);
    const forged = stripe.webhooks.generateTestHeaderString({ payload: completed, secret: 'whsec_attacker' });
    expect((await deliver(completed, forged)).status).toBe(400);
    expect((await orderDetails(shopper, orderId)).body.data.state).toBe('awaiting_payment');

    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await deliver(completed));
    replies.push(await deliver(sessionEvent('checkout.session.expired', orderId, 50000)));
    replies.push(await deliver(sessionEvent('checkout.session.async_payment_failed', orderId, 50000)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.map((r) => r.body.data.outcome)).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const paid = (await orderDetails(shopper, orderId)).body.data;
    expect(paid).toMatchObject({ state: 'confirmed', paymentState: 'paid' });
    expect(paid.history.filter((h: { state: string }) => h.state === 'confirmed')).toHaveLength(1);
    expect(await stockOf(p._id)).toEqual({ stock: 4, held: 2, holds: 1 });
  });

  it('releases the stock of a card payment that fails', async () => {
    const p = await createProduct(admin, 3, 40, 0);
    const { orderId } = (await checkout(shopper, [{ productId: p._id, quantity: 3 }])).body.data;
    const failed = await deliver(sessionEvent('checkout.session.async_payment_failed', orderId, 12000));
    expect(failed.body.data.outcome).toBe('applied');
    expect((await orderDetails(shopper, orderId)).body.data).toMatchObject({ state: 'payment_failed', status: 'Payment failed' });
    await waitFor(async () => (await stockOf(p._id)).stock === 3, { what: 'stock released' });
  });

  const timeout = Number(process.env.PAYMENT_TIMEOUT_MS ?? 30 * 60_000);
  (timeout <= 60_000 ? it : it.skip)(
    'expires an unpaid card order and releases its stock',
    async () => {
      const p = await createProduct(admin, 2, 40, 0);
      const { orderId } = (await checkout(shopper, [{ productId: p._id, quantity: 2 }])).body.data;
      expect(await stockOf(p._id)).toMatchObject({ stock: 0 });
      await waitFor(async () => (await orderDetails(shopper, orderId)).body.data.state === 'expired', {
        timeoutMs: timeout + 20_000,
        stepMs: 500,
        what: 'order expired',
      });
      await waitFor(async () => (await stockOf(p._id)).stock === 2, { what: 'stock released' });
    },
    120_000,
  );
});
