import { darkStore, startOrderStack, type OrderStack, type Product } from './harness.js';

/**
 * What a shopper is told when the catalogue will not hold a line (ADR 0015): the reason, and the
 * store when the refusal is that store's alone; never "no longer sold" for a product that is sold.
 */
let s: OrderStack;
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
beforeAll(async () => {
  s = await startOrderStack();
  await s.upsertStore(
    darkStore({ _id: 't-koramangala', name: 'Koramangala', location: KORAMANGALA, serves: [{ pincode: '560034', area: 'Koramangala', ...KORAMANGALA }] }),
  );
});
afterAll(async () => {
  await s?.stop();
});

const refusedWith = async (lines: { product: Product; quantity: number }[]) => {
  const me = await s.shopper('560034');
  const res = await s.placeCod(me, lines);
  expect(res.status).toBe(409);
  return res.body;
};

describe('a refused order names why, and whose refusal it is', () => {
  it('a product the store does not carry: "not available at" the store, with the store in the data', async () => {
    const milk = s.product({ name: 'Fresh Toned Milk', refused: { reason: 'not_sold', scope: 'store' } });
    const body = await refusedWith([{ product: milk, quantity: 1 }]);
    expect(body.message).toBe('Sorry, Fresh Toned Milk is not available at our Koramangala store (560034). Please remove it from your cart.');
    expect(body.data).toMatchObject({
      storeId: 't-koramangala',
      storeName: 'Koramangala',
      unavailable: [{ productId: milk.productId, name: 'Fresh Toned Milk', requested: 1, available: 0, reason: 'not_sold', scope: 'store' }],
    });
    const order = (await s.api(`/details/${body.data.orderId}`, await s.admin())).body.data;
    expect(order.history.at(-1)).toMatchObject({ state: 'rejected', reason: 'Not carried by this store: Fresh Toned Milk' });
  });

  it.each([
    ['not sold anywhere', { reason: 'not_sold', scope: 'everywhere' }, 1, 'Sorry, Curd is no longer sold'],
    ['not sold, from a catalogue that does not say whose refusal it is', { reason: 'not_sold' }, 1, 'Sorry, Curd is no longer sold'],
    ['sold out everywhere', { reason: 'out_of_stock', scope: 'everywhere' }, 1, 'Sorry, Curd is out of stock'],
    ['sold out in this store only', { reason: 'out_of_stock', scope: 'store' }, 1, 'Sorry, Curd is out of stock at our Koramangala store (560034)'],
    [
      'fewer left in this store',
      { reason: 'out_of_stock', scope: 'store', available: 2 },
      3,
      'Only 2 of Curd left at our Koramangala store (560034). Please reduce the quantity.',
    ],
    ['fewer left anywhere', { reason: 'out_of_stock', scope: 'everywhere', available: 2 }, 3, 'Only 2 of Curd left. Please reduce the quantity.'],
  ] as const)('%s', async (_case, refused, quantity, message) => {
    const body = await refusedWith([{ product: s.product({ name: 'Curd', refused }), quantity }]);
    expect(body.message).toBe(message);
  });

  it('several lines: all not carried, or each with its own reason', async () => {
    const notHere = (name: string) => s.product({ name, refused: { reason: 'not_sold', scope: 'store' } });
    const both = await refusedWith([
      { product: notHere('Paneer'), quantity: 1 },
      { product: notHere('Ghee'), quantity: 1 },
    ]);
    expect(both.message).toBe('Sorry, Paneer, Ghee are not available at our Koramangala store (560034). Please remove them from your cart.');

    const mixed = await refusedWith([
      { product: notHere('Paneer'), quantity: 1 },
      { product: s.product({ name: 'Bread', refused: { reason: 'out_of_stock', scope: 'everywhere' } }), quantity: 1 },
      { product: s.product({ name: 'Eggs', refused: { reason: 'out_of_stock', scope: 'store', available: 1 } }), quantity: 2 },
    ]);
    expect(mixed.message).toBe(
      "Sorry, some items can't be ordered from our Koramangala store (560034): Paneer (not available there), Bread (out of stock), Eggs (only 1 left there)",
    );

    const ranOut = await refusedWith([
      { product: s.product({ name: 'Bread', refused: { reason: 'out_of_stock', scope: 'everywhere' } }), quantity: 1 },
      { product: s.product({ name: 'Butter', refused: { reason: 'out_of_stock' } }), quantity: 1 },
    ]);
    expect(ranOut.message).toBe('Sorry, some items ran out: Bread, Butter');
  });
});
