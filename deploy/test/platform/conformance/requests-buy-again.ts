import type { Builders } from './requests-user.js';
import { FLAGSHIP, UNKNOWN_ORDER, guest } from './world.js';

/** /api/order buy again (order service; ADR 0024). */
export const buyAgainRequests: Builders = {
  'GET /api/order/buy-again': async (w) => {
    const [shopper, product] = [await w.orderer(), await w.shelfProduct()];
    await w.codOrder(shopper, [{ productId: product._id, quantity: 1 }]);
    return [
      { why: 'a shopper with orders, in the flagship', headers: shopper.headers, query: { storeId: FLAGSHIP }, expect: 200 },
      { why: 'a shopper without', headers: (await w.shopper('b')).headers, query: { storeId: FLAGSHIP, limit: '5' }, expect: 200 },
      { why: 'no store', headers: shopper.headers, expect: 400 },
      { why: 'a store nobody knows', headers: shopper.headers, query: { storeId: 'no-such-store' }, expect: 404 },
      { why: 'a limit over 40', headers: shopper.headers, query: { storeId: FLAGSHIP, limit: '41' }, expect: 400 },
      { why: 'a guest', headers: guest, query: { storeId: FLAGSHIP }, expect: 401 },
    ];
  },

  'GET /api/order/reorder-preview/{orderId}': async (w) => {
    const [shopper, other, product] = [await w.orderer(), await w.shopper('b'), await w.shelfProduct()];
    const { orderId } = await w.codOrder(shopper, [{ productId: product._id, quantity: 1 }]);
    const path = `/api/order/reorder-preview/${orderId}`;
    return [
      { why: 'its shopper', path, headers: shopper.headers, expect: 200 },
      { why: 'its shopper, in the flagship', path, headers: shopper.headers, query: { storeId: FLAGSHIP }, expect: 200 },
      { why: 'another shopper', path, headers: other.headers, expect: 404 },
      { why: 'an unknown order', path: `/api/order/reorder-preview/${UNKNOWN_ORDER}`, headers: shopper.headers, expect: 404 },
      { why: 'a bad order id', path: '/api/order/reorder-preview/12345', headers: shopper.headers, expect: 400 },
      { why: 'a store nobody knows', path, headers: shopper.headers, query: { storeId: 'no-such-store' }, expect: 404 },
      { why: 'a guest', path, headers: guest, expect: 401 },
    ];
  },
};
