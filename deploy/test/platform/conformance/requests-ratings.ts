import type { Builders } from './requests-user.js';
import { FLAGSHIP, UNKNOWN_ORDER, guest, type World } from './world.js';

/** A fresh order of the orderer, delivered by the admin from the store screens. */
async function deliveredOrder(w: World): Promise<string> {
  const { orderId } = await w.orderAt('out_for_delivery');
  await w.api('POST /api/order/store/deliver', { why: 'deliver it', headers: await w.admin(), json: { orderId } });
  return orderId;
}

/** /api/order ratings (order service; ADR 0026). Calls run in order: the first rating is taken, the next refused. */
export const ratingRequests: Builders = {
  'POST /api/order/rating': async (w) => {
    const [shopper, other] = [await w.orderer(), await w.shopper('b')];
    const orderId = await deliveredOrder(w);
    const open = await w.orderAt('confirmed');
    const rating = { orderScore: 5, deliveryScore: 4, orderTags: ['fresh'], deliveryTags: ['on_time'], comment: 'Quick' };
    return [
      { why: 'another shopper', headers: other.headers, json: { orderId, ...rating }, expect: 404 },
      { why: 'a score of 6', headers: shopper.headers, json: { orderId, ...rating, orderScore: 6 }, expect: 400 },
      { why: 'a tag of the other list', headers: shopper.headers, json: { orderId, ...rating, deliveryTags: ['fresh'] }, expect: 400 },
      { why: 'an unknown order', headers: shopper.headers, json: { ...rating, orderId: UNKNOWN_ORDER }, expect: 404 },
      { why: 'an order not delivered yet', headers: shopper.headers, json: { ...rating, orderId: open.orderId }, expect: 409 },
      { why: 'a guest', headers: guest, json: { orderId, ...rating }, expect: 401 },
      { why: 'its shopper', headers: shopper.headers, json: { orderId, ...rating }, expect: 201 },
      { why: 'its shopper again', headers: shopper.headers, json: { orderId, ...rating }, expect: 409 },
    ];
  },

  'GET /api/order/admin/ratings': async (w) => {
    const [admin, shopper] = [await w.admin(), await w.orderer()];
    return [
      { why: 'the last 30 days', headers: admin, expect: 200 },
      { why: 'one store, a week', headers: admin, query: { store: FLAGSHIP, days: '7' }, expect: 200 },
      { why: '32 days', headers: admin, query: { days: '32' }, expect: 400 },
      { why: 'a shopper', headers: shopper.headers, expect: 403 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },
};
