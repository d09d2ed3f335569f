import type { Call } from './client.js';
import type { Builders } from './requests-user.js';
import {
  FLAGSHIP,
  TEST_STORE_PINCODE,
  UNKNOWN_ID,
  UNKNOWN_ORDER,
  UNSERVED_PINCODE,
  WEBHOOK_SECRET,
  guest,
  stripe,
  unique,
  type Headers,
  type World,
} from './world.js';

const staff = async (w: World) => ({ admin: await w.admin(), shopper: (await w.orderer()).headers });

/** The invalid requests every store step refuses the same way. */
const refusedStep = (admin: Headers, shopper: Headers, orderId: string, extra: object = {}): Call[] => [
  { why: 'an unknown order', headers: admin, json: { orderId: UNKNOWN_ORDER, ...extra }, expect: 404 },
  { why: 'a bad order id', headers: admin, json: { orderId: 'ORD-1', ...extra }, expect: 400 },
  { why: 'a shopper', headers: shopper, json: { orderId, ...extra }, expect: 403 },
  { why: 'a guest', headers: guest, json: { orderId, ...extra }, expect: 401 },
];

const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) => ({
  'content-type': 'application/json',
  'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }),
});

function sessionEvent(type: string, orderId: string, amountPaise: number): string {
  return JSON.stringify({
    id: `evt_${unique('conformance')}`,
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
        payment_status: 'paid',
      },
    },
  });
}

/** /api/order (order service). */
export const orderRequests: Builders = {
  'POST /api/order/cash-on-delivery': async (w) => {
    const [shopper, other, product, scarce] = [await w.orderer(), await w.shopper('b'), await w.shelfProduct(), await w.product('scarce', 1)];
    const [far, closed] = [await w.shopper('far', UNSERVED_PINCODE), await w.shopper('agartala', TEST_STORE_PINCODE)];
    await w.darkStore();
    const key = unique('conformance-key');
    const one = { list_items: [{ productId: product._id, quantity: 1 }], addressId: shopper.addressId };
    return [
      { why: 'a basket', headers: { ...shopper.headers, 'idempotency-key': key }, json: one, expect: [201, 202] },
      { why: 'the same request and key again', headers: { ...shopper.headers, 'idempotency-key': key }, json: one, expect: [201, 202] },
      {
        why: 'the same key for another basket',
        headers: { ...shopper.headers, 'idempotency-key': key },
        json: { ...one, list_items: [{ productId: product._id, quantity: 2 }] },
        expect: 422,
      },
      // 202 when the stock answer takes longer than the service waits for it.
      { why: 'more than the stock', headers: shopper.headers, json: { ...one, list_items: [{ productId: scarce._id, quantity: 2 }] }, expect: [409, 202] },
      {
        why: 'instructions for this order',
        headers: shopper.headers,
        json: { ...one, instructions: { callOnArrival: true, note: 'Call me' } },
        expect: [201, 202],
      },
      { why: 'a rider note over 200 characters', headers: shopper.headers, json: { ...one, instructions: { note: 'x'.repeat(201) } }, expect: 400 },
      { why: 'an address no store serves', headers: far.headers, json: { ...one, addressId: far.addressId }, expect: 422 },
      { why: 'an address only a closed store serves', headers: closed.headers, json: { ...one, addressId: closed.addressId }, expect: 409 },
      { why: 'an empty cart', headers: shopper.headers, json: { ...one, list_items: [] }, expect: 400 },
      { why: "someone else's address", headers: shopper.headers, json: { ...one, addressId: other.addressId }, expect: 400 },
      { why: '51 of one product', headers: shopper.headers, json: { ...one, list_items: [{ productId: product._id, quantity: 51 }] }, expect: 400 },
      { why: 'a too short Idempotency-Key', headers: { ...shopper.headers, 'idempotency-key': 'short' }, json: one, expect: 400 },
      { why: 'a guest', headers: guest, json: one, expect: 401 },
    ];
  },

  'POST /api/order/checkout': async (w) => {
    const [shopper, product, scarce] = [await w.orderer(), await w.shelfProduct(), await w.product('scarce-card', 1)];
    const [far, closed] = [await w.shopper('far', UNSERVED_PINCODE), await w.shopper('agartala', TEST_STORE_PINCODE)];
    await w.darkStore();
    const basket = { list_items: [{ productId: { _id: product._id }, quantity: '1' }], addressId: shopper.addressId };
    return [
      { why: 'a basket', headers: shopper.headers, json: basket, expect: [200, 202] },
      { why: 'an address no store serves', headers: far.headers, json: { ...basket, addressId: far.addressId }, expect: 422 },
      { why: 'an address only a closed store serves', headers: closed.headers, json: { ...basket, addressId: closed.addressId }, expect: 409 },
      { why: 'more than the stock', headers: shopper.headers, json: { ...basket, list_items: [{ productId: scarce._id, quantity: 3 }] }, expect: [409, 202] },
      { why: 'no address', headers: shopper.headers, json: { list_items: basket.list_items }, expect: 400 },
      { why: 'a guest', headers: guest, json: basket, expect: 401 },
    ];
  },

  'POST /api/order/webhook': async (w) => {
    const [shopper, product] = [await w.orderer(), await w.shelfProduct()];
    const order = await w.cardOrder(shopper, [{ productId: product._id, quantity: 1 }]);
    const details = await w.api('GET /api/order/details/{orderId}', {
      why: 'its total',
      path: `/api/order/details/${order.orderId}`,
      headers: shopper.headers,
    });
    const paid = sessionEvent('checkout.session.completed', order.orderId, details.data.totals.grandTotalPaise);
    const other = JSON.stringify({ id: `evt_${unique('other')}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    return [
      { why: 'a signed payment', headers: signed(paid), raw: paid, expect: 200 },
      { why: 'the same event again', headers: signed(paid), raw: paid, expect: 200 },
      { why: 'a signed event of another type', headers: signed(other), raw: other, expect: 200 },
      { why: 'no signature', headers: { 'content-type': 'application/json' }, raw: paid, expect: 400 },
      { why: 'a wrong secret', headers: signed(paid, 'whsec_attacker'), raw: paid, expect: 400 },
      { why: 'an hour-old signature', headers: signed(paid, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600), raw: paid, expect: 400 },
    ];
  },

  'GET /api/order/order-list': async (w) => {
    const [shopper, product] = [await w.orderer(), await w.shelfProduct()];
    await w.codOrder(shopper, [{ productId: product._id, quantity: 1 }]);
    return [
      { why: 'a shopper with orders', headers: shopper.headers, expect: 200 },
      { why: 'a shopper without', headers: (await w.shopper('b')).headers, expect: 200 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },

  'GET /api/order/details/{orderId}': async (w) => {
    const [{ admin, shopper }, other] = [await staff(w), await w.shopper('b')];
    const { orderId } = await w.orderAt('confirmed');
    const path = `/api/order/details/${orderId}`;
    return [
      { why: 'its shopper', path, headers: shopper, expect: 200 },
      { why: 'an admin', path, headers: admin, expect: 200 },
      { why: 'another shopper', path, headers: other.headers, expect: 404 },
      { why: 'an unknown order', path: `/api/order/details/${UNKNOWN_ORDER}`, headers: shopper, expect: 404 },
      { why: 'a bad order id', path: '/api/order/details/12345', headers: shopper, expect: 400 },
      { why: 'a guest', path, headers: guest, expect: 401 },
    ];
  },

  'POST /api/order/cancel': async (w) => {
    const [{ shopper }, other] = [await staff(w), await w.shopper('b')];
    const [open, picking] = [await w.orderAt('confirmed'), await w.orderAt('picking')];
    return [
      { why: 'another shopper', headers: other.headers, json: { orderId: open.orderId }, expect: 404 },
      { why: 'an own confirmed order', headers: shopper, json: { orderId: open.orderId }, expect: 200 },
      { why: 'a cancelled order', headers: shopper, json: { orderId: open.orderId }, expect: 409 },
      { why: 'an order being picked', headers: shopper, json: { orderId: picking.orderId }, expect: 409 },
      { why: 'no order id', headers: shopper, json: {}, expect: 400 },
      { why: 'a guest', headers: guest, json: { orderId: open.orderId }, expect: 401 },
    ];
  },

  'GET /api/order/stream': async (w) => {
    const { admin, shopper } = await staff(w);
    return [
      { why: "a shopper's stream", headers: shopper, expect: 200 },
      { why: 'an admin resuming from a cursor', headers: { ...admin, 'last-event-id': String(Date.now() - 60_000) }, expect: 200 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },

  'GET /api/order/admin/orders': async (w) => {
    const { admin, shopper } = await staff(w);
    return [
      { why: 'the board', headers: admin, expect: 200 },
      { why: 'a state, a search and a page', headers: admin, query: { state: 'confirmed', q: 'abc', page: '2', limit: '5' }, expect: 200 },
      { why: 'a search over 40 characters', headers: admin, query: { q: 'x'.repeat(41) }, expect: 400 },
      { why: 'a shopper', headers: shopper, expect: 403 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },

  'POST /api/order/admin/advance': async (w) => {
    const { admin, shopper } = await staff(w);
    const { orderId } = await w.orderAt('confirmed');
    return [
      { why: 'confirmed to picking', headers: admin, json: { orderId, to: 'picking' }, expect: 200 },
      { why: 'picking to picking', headers: admin, json: { orderId, to: 'picking' }, expect: 409 },
      { why: 'a step that does not exist', headers: admin, json: { orderId, to: 'shipped' }, expect: 400 },
      ...refusedStep(admin, shopper, orderId, { to: 'packed' }),
    ];
  },

  'POST /api/order/admin/cancel': async (w) => {
    const { admin, shopper } = await staff(w);
    const { orderId } = await w.orderAt('packed');
    return [
      { why: 'a packed order', headers: admin, json: { orderId, reason: 'Shelf damaged' }, expect: 200 },
      { why: 'a cancelled order', headers: admin, json: { orderId }, expect: 409 },
      { why: 'a reason over 200 characters', headers: admin, json: { orderId, reason: 'x'.repeat(201) }, expect: 400 },
      ...refusedStep(admin, shopper, orderId),
    ];
  },

  'POST /api/order/dev/pay': async (w) => {
    const [shopper, other, product] = [await w.orderer(), await w.shopper('b'), await w.shelfProduct()];
    const { orderId } = await w.cardOrder(shopper, [{ productId: product._id, quantity: 1 }]);
    return [
      { why: 'another shopper', headers: other.headers, json: { orderId, outcome: 'paid' }, expect: 404 },
      { why: 'its shopper pays', headers: shopper.headers, json: { orderId, outcome: 'paid' }, expect: 200 },
      { why: 'paid again', headers: shopper.headers, json: { orderId, outcome: 'paid' }, expect: 200 },
      { why: 'an outcome that does not exist', headers: shopper.headers, json: { orderId, outcome: 'refunded' }, expect: 400 },
      { why: 'an unknown order', headers: shopper.headers, json: { orderId: UNKNOWN_ORDER, outcome: 'paid' }, expect: 404 },
      { why: 'a guest', headers: guest, json: { orderId, outcome: 'paid' }, expect: 401 },
    ];
  },

  'GET /api/order/promise': async (w) => {
    await w.darkStore();
    return [
      { why: 'a served pincode', query: { pincode: '560001' }, expect: 200 },
      { why: 'a pincode nobody serves', query: { pincode: UNSERVED_PINCODE }, expect: 200 },
      { why: 'a pincode only a closed store serves', query: { pincode: TEST_STORE_PINCODE }, expect: 200 },
      { why: 'not a pincode', query: { pincode: '56' }, expect: 400 },
      { why: 'no pincode', expect: 400 },
    ];
  },

  'GET /api/order/store-queue': async (w) => {
    const { admin, shopper } = await staff(w);
    return [
      { why: 'the pickers of the flagship', headers: admin, query: { store: FLAGSHIP }, expect: 200 },
      { why: 'its riders', headers: admin, query: { store: FLAGSHIP, stage: 'deliver' }, expect: 200 },
      { why: 'an unknown store', headers: admin, query: { store: 'no-such-store' }, expect: 404 },
      { why: 'a stage that does not exist', headers: admin, query: { store: FLAGSHIP, stage: 'ship' }, expect: 400 },
      { why: 'no store', headers: admin, expect: 400 },
      { why: 'a shopper', headers: shopper, query: { store: FLAGSHIP }, expect: 403 },
      { why: 'a guest', headers: guest, query: { store: FLAGSHIP }, expect: 401 },
    ];
  },

  'POST /api/order/store/claim': async (w) => {
    const { admin, shopper } = await staff(w);
    const [{ orderId }, cancelled] = [await w.orderAt('confirmed'), await w.orderAt('confirmed')];
    await w.api('POST /api/order/cancel', { why: 'cancel one', headers: shopper, json: { orderId: cancelled.orderId } });
    return [
      { why: 'a confirmed order', headers: admin, json: { orderId }, expect: 200 },
      { why: 'the same picker again', headers: admin, json: { orderId }, expect: 200 },
      { why: 'a cancelled order', headers: admin, json: { orderId: cancelled.orderId }, expect: 409 },
      ...refusedStep(admin, shopper, orderId),
    ];
  },

  'POST /api/order/store/pick': async (w) => {
    const [{ admin, shopper }, product] = [await staff(w), await w.shelfProduct()];
    const { orderId } = await w.orderAt('picking');
    return [
      { why: 'one unit', headers: admin, json: { orderId, productId: product._id, quantity: 1 }, expect: 200 },
      { why: 'more than is left', headers: admin, json: { orderId, productId: product._id, quantity: 5 }, expect: 409 },
      { why: 'a product not in the order', headers: admin, json: { orderId, productId: UNKNOWN_ID }, expect: 400 },
      { why: 'a zero quantity', headers: admin, json: { orderId, productId: product._id, quantity: 0 }, expect: 400 },
      ...refusedStep(admin, shopper, orderId, { productId: product._id }),
    ];
  },

  'POST /api/order/store/missing': async (w) => {
    const [{ admin, shopper }, product] = [await staff(w), await w.shelfProduct()];
    const [{ orderId }, unclaimed] = [await w.orderAt('picking'), await w.orderAt('confirmed')];
    return [
      { why: 'one unit missing', headers: admin, json: { orderId, productId: product._id, quantity: 1 }, expect: 200 },
      { why: 'more than is left', headers: admin, json: { orderId, productId: product._id, quantity: 9 }, expect: 409 },
      { why: 'an order nobody claimed', headers: admin, json: { orderId: unclaimed.orderId, productId: product._id }, expect: 409 },
      { why: 'a product not in the order', headers: admin, json: { orderId, productId: UNKNOWN_ID }, expect: 400 },
      ...refusedStep(admin, shopper, orderId, { productId: product._id }),
    ];
  },

  'POST /api/order/store/substitute': async (w) => {
    const [{ admin, shopper }, product, substitute] = [await staff(w), await w.shelfProduct(), await w.product('substitute', 20, 110)];
    const { orderId } = await w.orderAt('picking');
    return [
      { why: 'the product itself as substitute', headers: admin, json: { orderId, productId: product._id, substituteId: product._id }, expect: 409 },
      { why: 'a same-aisle product', headers: admin, json: { orderId, productId: product._id, substituteId: substitute._id, quantity: 1 }, expect: 200 },
      {
        why: 'a second one while the first is pending',
        headers: admin,
        json: { orderId, productId: product._id, substituteId: substitute._id, quantity: 1 },
        expect: 409,
      },
      { why: 'no substitute', headers: admin, json: { orderId, productId: product._id }, expect: 400 },
      ...refusedStep(admin, shopper, orderId, { productId: product._id, substituteId: substitute._id }),
    ];
  },

  'POST /api/order/store/pack': async (w) => {
    const { admin, shopper } = await staff(w);
    const [{ orderId }, picking, unclaimed] = [await w.orderAt('picked'), await w.orderAt('picking'), await w.orderAt('confirmed')];
    return [
      { why: 'a picked order', headers: admin, json: { orderId }, expect: 200 },
      { why: 'an order with units to tick', headers: admin, json: { orderId: picking.orderId }, expect: 409 },
      { why: 'an order nobody claimed', headers: admin, json: { orderId: unclaimed.orderId }, expect: 409 },
      ...refusedStep(admin, shopper, orderId),
    ];
  },

  'POST /api/order/store/take': async (w) => {
    const { admin, shopper } = await staff(w);
    const [{ orderId }, picking] = [await w.orderAt('packed'), await w.orderAt('picking')];
    return [
      { why: 'a packed order', headers: admin, json: { orderId }, expect: 200 },
      { why: 'the same rider again', headers: admin, json: { orderId }, expect: 200 },
      { why: 'an order not packed yet', headers: admin, json: { orderId: picking.orderId }, expect: 409 },
      ...refusedStep(admin, shopper, orderId),
    ];
  },

  'POST /api/order/store/dispatch': async (w) => {
    const { admin, shopper } = await staff(w);
    const [{ orderId }, picking] = [await w.orderAt('packed'), await w.orderAt('picking')];
    return [
      { why: 'a packed order', headers: admin, json: { orderId }, expect: 200 },
      { why: 'an order out already', headers: admin, json: { orderId }, expect: 409 },
      { why: 'an order not packed yet', headers: admin, json: { orderId: picking.orderId }, expect: 409 },
      ...refusedStep(admin, shopper, orderId),
    ];
  },

  'POST /api/order/store/deliver': async (w) => {
    const { admin, shopper } = await staff(w);
    const [{ orderId }, packed] = [await w.orderAt('out_for_delivery'), await w.orderAt('packed')];
    return [
      { why: 'an order out for delivery', headers: admin, json: { orderId }, expect: 200 },
      { why: 'a delivered order', headers: admin, json: { orderId }, expect: 409 },
      { why: 'an order still in the store', headers: admin, json: { orderId: packed.orderId }, expect: 409 },
      ...refusedStep(admin, shopper, orderId),
    ];
  },

  'GET /api/order/admin/stores-load': async (w) => {
    const { admin, shopper } = await staff(w);
    return [
      { why: 'an admin', headers: admin, expect: 200 },
      { why: 'a shopper', headers: shopper, expect: 403 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },

  'GET /api/order/admin/dashboard': async (w) => {
    const { admin, shopper } = await staff(w);
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    return [
      { why: 'the last day', headers: admin, expect: 200 },
      { why: 'one store, a week', headers: admin, query: { store: FLAGSHIP, from: iso(now - 7 * 86_400_000), to: iso(now) }, expect: 200 },
      { why: 'from is no date', headers: admin, query: { from: 'yesterday' }, expect: 400 },
      { why: 'from after to', headers: admin, query: { from: iso(now), to: iso(now - 3_600_000) }, expect: 400 },
      { why: '40 days', headers: admin, query: { from: iso(now - 40 * 86_400_000), to: iso(now) }, expect: 400 },
      { why: 'a shopper', headers: shopper, expect: 403 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },
};
