import { testInfra } from '@minutemart/kit/testing';
import { darkStore, startOrderStack, type OrderStack } from './harness.js';

/**
 * Delivery instructions (ADR 0024): the order copies the saved address's at placement, and the ones
 * given in the placement body, for that order only, win over them; the rider reads them on the order.
 */
let s: OrderStack;
const HSR = { lat: 12.9116, lng: 77.6389 };
beforeAll(async () => {
  s = await startOrderStack({ STRIPE_API_BASE: testInfra.stripeApiBase });
  await s.upsertStore(darkStore({ _id: 't-hsr', name: 'HSR', location: HSR, serves: [{ pincode: '560102', area: 'HSR Layout', ...HSR }] }));
});
afterAll(async () => {
  await s?.stop();
});

const SAVED = { leaveAtDoor: true, pets: true, note: 'Blue gate, second floor' };

const place = async (path: '/cash-on-delivery' | '/checkout', address: object, extra: object = {}) => {
  const me = await s.shopper('560102', address);
  const milk = await s.publishProduct(s.product({ name: 'Milk' }));
  const res = await s.api(path, me, { body: { list_items: [{ productId: milk.productId, quantity: 1 }], addressId: me.addressId, ...extra } });
  return { me, res };
};

const stored = async (orderId: string) => (await s.api(`/details/${orderId}`, await s.admin())).body.data;

describe('delivery instructions on the order', () => {
  it("copies the address's instructions onto the order's delivery address", async () => {
    const { res } = await place('/cash-on-delivery', { instructions: SAVED });
    expect(res.status).toBe(201);
    expect(res.body.data.delivery_address.instructions).toEqual(SAVED);
    expect((await stored(res.body.data.orderId)).delivery_address.instructions).toEqual(SAVED);
  });

  it('the instructions given for this order win over the saved ones, for cash and card alike', async () => {
    const given = { doNotRing: true, callOnArrival: true, note: '  Call, baby asleep  ' };
    const cod = await place('/cash-on-delivery', { instructions: SAVED }, { instructions: given });
    expect(cod.res.status).toBe(201);
    expect((await stored(cod.res.body.data.orderId)).delivery_address.instructions).toEqual({
      doNotRing: true,
      callOnArrival: true,
      note: 'Call, baby asleep',
    });

    const card = await place('/checkout', { instructions: SAVED }, { instructions: { leaveAtDoor: false } });
    expect(card.res.status).toBe(200);
    expect((await stored(card.res.body.data.orderId)).delivery_address.instructions).toEqual({ leaveAtDoor: false });
  });

  it('an address without instructions gives an order without them, as before', async () => {
    const { res } = await place('/cash-on-delivery', {});
    expect(res.status).toBe(201);
    expect('instructions' in (await stored(res.body.data.orderId)).delivery_address).toBe(false);
  });

  it('refuses a note over 200 characters or a wrong type before anything is stored', async () => {
    const long = await place('/cash-on-delivery', {}, { instructions: { note: 'x'.repeat(201) } });
    expect(long.res.status).toBe(400);
    expect(long.res.body).toMatchObject({ success: false, error: true, message: 'Keep the note for the rider to 200 characters' });
    const wrong = await place('/checkout', {}, { instructions: { pets: 'yes' } });
    expect(wrong.res.status).toBe(400);
    expect(wrong.res.body.message).toBe('pets must be true or false');
    expect((await s.api('/order-list', long.me)).body.data).toEqual([]);
  });
});
