import type { Builders } from './requests-user.js';
import { FLAGSHIP, guest } from './world.js';

/** /api/order rider shifts and rider capacity (order service; ADR 0027). Calls run in order: signed in, then out. */
export const riderShiftRequests: Builders = {
  'GET /api/order/store/shift': async (w) => {
    const [admin, shopper] = [await w.admin(), await w.orderer()];
    return [
      { why: 'at the flagship', headers: admin, query: { store: FLAGSHIP }, expect: 200 },
      { why: 'an unknown store', headers: admin, query: { store: 'no-such-store' }, expect: 404 },
      { why: 'no store', headers: admin, expect: 400 },
      { why: 'a shopper', headers: shopper.headers, query: { store: FLAGSHIP }, expect: 403 },
      { why: 'a guest', headers: guest, query: { store: FLAGSHIP }, expect: 401 },
    ];
  },

  'POST /api/order/store/shift/start': async (w) => {
    const [admin, shopper] = [await w.admin(), await w.orderer()];
    return [
      { why: 'at the flagship', headers: admin, json: { storeId: FLAGSHIP }, expect: 200 },
      { why: 'there again', headers: admin, json: { storeId: FLAGSHIP }, expect: 200 },
      { why: 'at another store while on shift', headers: admin, json: { storeId: 'mum-powai' }, expect: 409 },
      { why: 'an unknown store', headers: admin, json: { storeId: 'no-such-store' }, expect: 404 },
      { why: 'no store', headers: admin, json: {}, expect: 400 },
      { why: 'a shopper', headers: shopper.headers, json: { storeId: FLAGSHIP }, expect: 403 },
    ];
  },

  'POST /api/order/store/shift/end': async (w) => {
    const [admin, shopper] = [await w.admin(), await w.orderer()];
    return [
      { why: 'at the flagship', headers: admin, json: { storeId: FLAGSHIP }, expect: 200 },
      { why: 'when off shift', headers: admin, json: { storeId: FLAGSHIP }, expect: 200 },
      { why: 'a rider never signed in', headers: admin, json: { storeId: FLAGSHIP, riderId: shopper.userId }, expect: 404 },
      { why: 'a rider id that is not one', headers: admin, json: { storeId: FLAGSHIP, riderId: 'x' }, expect: 400 },
      { why: 'a shopper', headers: shopper.headers, json: { storeId: FLAGSHIP }, expect: 403 },
    ];
  },

  'GET /api/order/admin/rider-shifts': async (w) => {
    const [admin, shopper] = [await w.admin(), await w.orderer()];
    return [
      { why: 'every store', headers: admin, expect: 200 },
      { why: 'the flagship', headers: admin, query: { store: FLAGSHIP }, expect: 200 },
      { why: 'an unknown store', headers: admin, query: { store: 'no-such-store' }, expect: 404 },
      { why: 'a shopper', headers: shopper.headers, expect: 403 },
    ];
  },

  'PUT /api/order/admin/rider-capacity': async (w) => {
    const [admin, shopper] = [await w.admin(), await w.orderer()];
    return [
      // Off, as it is: the flagship's promise stays what the other suites expect.
      { why: 'off at the flagship', headers: admin, json: { storeId: FLAGSHIP, on: false }, expect: 200 },
      { why: 'an unknown store', headers: admin, json: { storeId: 'no-such-store', on: true }, expect: 404 },
      { why: 'on that is not a boolean', headers: admin, json: { storeId: FLAGSHIP, on: 'yes' }, expect: 400 },
      { why: 'a shopper', headers: shopper.headers, json: { storeId: FLAGSHIP, on: true }, expect: 403 },
    ];
  },
};
