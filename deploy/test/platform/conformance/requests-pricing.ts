import type { Call } from './client.js';
import type { Builders } from './requests-user.js';
import { waitFor } from '../stack.js';
import { TEST_STORE_PINCODE, UNKNOWN_ID, UNSERVED_PINCODE, guest, unique, type Headers, type World } from './world.js';

/**
 * /api/order quote, fees and offers (ADR 0018). Settings are written for the suite's own closed
 * store only and offers have codes of their own, so no other suite's order is priced differently.
 */
const callers = async (w: World) => ({ admin: await w.admin(), shopper: (await w.shopper('pricing')).headers });
const code = () =>
  unique('C')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 20);

/** The suite's closed store, once the order service has heard of it (store.upserted). */
async function knownStore(w: World, admin: Headers): Promise<string> {
  const storeId = await w.darkStore();
  await waitFor(
    async () => {
      const fees = await w.api('GET /api/order/admin/fees', { why: 'wait for the store to reach the order service', headers: admin });
      return (fees.data.stores as { storeId: string }[]).some((s) => s.storeId === storeId);
    },
    { what: `store ${storeId} in the order service` },
  );
  return storeId;
}

async function anOffer(w: World, admin: Headers): Promise<string> {
  const made = await w.api('POST /api/order/admin/offers', {
    why: 'an offer to change',
    headers: admin,
    json: { title: 'Conformance offer', code: code(), kind: 'flat', amountPaise: 100 },
    expect: 201,
  });
  return made.data._id as string;
}

const offerIdCalls = (admin: Headers, shopper: Headers, offerId: string, ok: Call['expect'] = 200): Call[] => [
  { why: 'an offer', headers: admin, json: { offerId }, expect: ok },
  { why: 'an unknown offer', headers: admin, json: { offerId: UNKNOWN_ID }, expect: 404 },
  { why: 'a bad offer id', headers: admin, json: { offerId: 'x' }, expect: 400 },
  { why: 'a shopper', headers: shopper, json: { offerId }, expect: 403 },
  { why: 'a guest', headers: guest, json: { offerId }, expect: 401 },
];

export const pricingRequests: Builders = {
  'POST /api/order/quote': async (w) => {
    const [shopper, product] = [await w.shopper('pricing'), await w.shelfProduct()];
    const list_items = [{ productId: product._id, quantity: 2 }];
    return [
      { why: 'a guest with a pincode', headers: guest, json: { list_items, pincode: '560001' }, expect: 200 },
      {
        why: 'a shopper with an address and an unknown code',
        headers: shopper.headers,
        json: { list_items, addressId: shopper.addressId, couponCode: 'NOSUCHCODE' },
        expect: 200,
      },
      { why: 'an empty cart', headers: guest, json: { list_items: [], pincode: '560001' }, expect: 400 },
      { why: 'neither address nor pincode', headers: guest, json: { list_items }, expect: 400 },
      { why: 'an address without signing in', headers: guest, json: { list_items, addressId: shopper.addressId }, expect: 401 },
      { why: 'a pincode nobody serves', headers: guest, json: { list_items, pincode: UNSERVED_PINCODE }, expect: 422 },
      { why: 'a pincode only a closed store serves', headers: guest, json: { list_items, pincode: TEST_STORE_PINCODE }, expect: 409 },
    ];
  },

  'GET /api/order/admin/fees': async (w) => {
    const { admin, shopper } = await callers(w);
    return [
      { why: 'an admin', headers: admin, expect: 200 },
      { why: 'a shopper', headers: shopper, expect: 403 },
    ];
  },

  'PUT /api/order/admin/fees': async (w) => {
    const { admin, shopper } = await callers(w);
    const storeId = await knownStore(w, admin);
    const rules = { delivery: { feePaise: 2500, freeAbovePaise: 19900 } };
    return [
      { why: "the suite's store", headers: admin, json: { scope: 'store', storeId, rules }, expect: 200 },
      { why: 'a stale version', headers: admin, json: { scope: 'store', storeId, rules, version: 0 }, expect: 409 },
      { why: 'a negative fee', headers: admin, json: { scope: 'store', storeId, rules: { delivery: { feePaise: -1, freeAbovePaise: null } } }, expect: 400 },
      { why: 'an unknown store', headers: admin, json: { scope: 'store', storeId: 'no-such-store', rules }, expect: 404 },
      { why: 'a shopper', headers: shopper, json: { scope: 'store', storeId, rules }, expect: 403 },
    ];
  },

  'POST /api/order/admin/fees/preview': async (w) => {
    const { admin, shopper } = await callers(w);
    const storeId = await knownStore(w, admin);
    return [
      { why: "a basket at the suite's store", headers: admin, json: { storeId, basketPaise: 15000 }, expect: 200 },
      { why: 'no basket', headers: admin, json: { storeId }, expect: 400 },
      { why: 'an unknown store', headers: admin, json: { storeId: 'no-such-store', basketPaise: 100 }, expect: 404 },
      { why: 'a shopper', headers: shopper, json: { basketPaise: 100 }, expect: 403 },
    ];
  },

  'GET /api/order/admin/offers': async (w) => {
    const { admin, shopper } = await callers(w);
    return [
      { why: 'an admin', headers: admin, expect: 200 },
      { why: 'a shopper', headers: shopper, expect: 403 },
    ];
  },

  'POST /api/order/admin/offers': async (w) => {
    const { admin, shopper } = await callers(w);
    const offer = { title: 'Conformance offer', code: code(), kind: 'percent', percent: 10, capPaise: 5000, totalLimit: 5 };
    return [
      { why: 'a code', headers: admin, json: offer, expect: 201 },
      { why: 'the same code again', headers: admin, json: offer, expect: 409 },
      { why: 'no code and not automatic', headers: admin, json: { ...offer, code: null }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { ...offer, code: code() }, expect: 403 },
    ];
  },

  'POST /api/order/admin/offers/pause': async (w) => {
    const { admin, shopper } = await callers(w);
    return offerIdCalls(admin, shopper, await anOffer(w, admin));
  },

  'POST /api/order/admin/offers/resume': async (w) => {
    const { admin, shopper } = await callers(w);
    return offerIdCalls(admin, shopper, await anOffer(w, admin));
  },

  'GET /api/order/admin/offers/usage': async (w) => {
    const { admin, shopper } = await callers(w);
    const offerId = await anOffer(w, admin);
    return [
      { why: 'an offer', headers: admin, query: { offerId }, expect: 200 },
      { why: 'an unknown offer', headers: admin, query: { offerId: UNKNOWN_ID }, expect: 404 },
      { why: 'a bad offer id', headers: admin, query: { offerId: 'x' }, expect: 400 },
      { why: 'a shopper', headers: shopper, query: { offerId }, expect: 403 },
    ];
  },
};
