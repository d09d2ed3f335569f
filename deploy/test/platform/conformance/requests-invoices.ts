import { waitFor } from '@minutemart/kit/testing';
import type { Builders } from './requests-user.js';
import { UNKNOWN_ORDER, guest, type Headers, type World } from './world.js';

/** An order's invoice is issued just after it is confirmed, by its own consumer: wait for it. */
const invoiced = (w: World, orderId: string, headers: Headers, notes = 0) =>
  waitFor(
    async () => {
      const d = await w.api('GET /api/order/invoice/{orderId}/documents', { why: 'its documents', path: `/api/order/invoice/${orderId}/documents`, headers });
      return d.data.invoice && d.data.creditNotes.length >= notes ? d.data : undefined;
    },
    { what: `the documents of ${orderId}`, timeoutMs: 30_000 },
  );

/** /api/order/invoice (order service, ADR 0019). */
export const invoiceRequests: Builders = {
  'GET /api/order/invoice/{orderId}': async (w) => {
    const [admin, shopper, other] = [await w.admin(), await w.orderer(), await w.shopper('b')];
    const { orderId } = await w.orderAt('confirmed');
    await invoiced(w, orderId, shopper.headers);
    const path = `/api/order/invoice/${orderId}`;
    return [
      { why: 'its shopper', path, headers: shopper.headers, expect: 200 },
      { why: 'an admin', path, headers: admin, expect: 200 },
      { why: 'another shopper', path, headers: other.headers, expect: 404 },
      { why: 'an unknown order', path: `/api/order/invoice/${UNKNOWN_ORDER}`, headers: shopper.headers, expect: 404 },
      { why: 'a bad order id', path: '/api/order/invoice/ORD-1', headers: shopper.headers, expect: 400 },
      { why: 'a guest', path, headers: guest, expect: 401 },
    ];
  },
  'GET /api/order/invoice/{orderId}/credit-note/{noteNo}': async (w) => {
    const [admin, shopper, other] = [await w.admin(), await w.orderer(), await w.shopper('b')];
    const order = await w.orderAt('picking');
    await invoiced(w, order.orderId, shopper.headers);
    const productId = (await w.shelfProduct())._id;
    await w.api('POST /api/order/store/missing', { why: 'a unit missing', headers: admin, json: { orderId: order.orderId, productId, quantity: 1 } });
    await invoiced(w, order.orderId, shopper.headers, 1);
    const path = `/api/order/invoice/${order.orderId}/credit-note/1`;
    return [
      { why: 'its shopper', path, headers: shopper.headers, expect: 200 },
      { why: 'an admin', path, headers: admin, expect: 200 },
      { why: 'another shopper', path, headers: other.headers, expect: 404 },
      { why: 'a note it does not have', path: `/api/order/invoice/${order.orderId}/credit-note/2`, headers: shopper.headers, expect: 404 },
      { why: 'note 0', path: `/api/order/invoice/${order.orderId}/credit-note/0`, headers: shopper.headers, expect: 400 },
      { why: 'a guest', path, headers: guest, expect: 401 },
    ];
  },
  'GET /api/order/invoice/{orderId}/documents': async (w) => {
    const [shopper, other] = [await w.orderer(), await w.shopper('b')];
    const { orderId } = await w.orderAt('confirmed');
    const path = `/api/order/invoice/${orderId}/documents`;
    return [
      { why: 'its shopper', path, headers: shopper.headers, expect: 200 },
      { why: 'another shopper', path, headers: other.headers, expect: 404 },
      { why: 'a bad order id', path: '/api/order/invoice/ORD-1/documents', headers: shopper.headers, expect: 400 },
      { why: 'a guest', path, headers: guest, expect: 401 },
    ];
  },
  'GET /api/user/notifications': async (w) => {
    const shopper = await w.shopper('mails');
    return [
      { why: 'a shopper', headers: shopper.headers, expect: 200 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },
  'PUT /api/user/notifications': async (w) => {
    const shopper = await w.shopper('mails');
    return [
      { why: 'one setting off', headers: shopper.headers, json: { outForDelivery: false }, expect: 200 },
      { why: 'both back on, as text', headers: shopper.headers, json: { outForDelivery: 'true', substitution: 'true' }, expect: 200 },
      { why: 'not a flag', headers: shopper.headers, json: { substitution: 'sometimes' }, expect: 400 },
      { why: 'a guest', headers: guest, json: { outForDelivery: false }, expect: 401 },
    ];
  },
};
