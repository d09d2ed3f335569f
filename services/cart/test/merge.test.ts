import { Types } from 'mongoose';
import { topics } from '@minutemart/contracts';
import { listen, product, productEvent, startCart, waitFor, type CartStack, type Shopper } from './harness.js';

let s: CartStack;
beforeAll(async () => {
  s = await startCart({ env: { CART_MAX_ITEMS: '4' } });
});
afterAll(async () => {
  await s?.stop();
});

const known = async (over: Parameters<typeof product>[0] = {}) => {
  const p = product(over);
  await s.deliver(productEvent('created', p));
  return p;
};
const merge = (who: Shopper | null, body: unknown) => s.api('/merge', who, { method: 'POST', body });
const list = async (who: Shopper) => (await s.api('/get', who)).body.data as Array<{ _id: string; quantity: number; productId: { _id: string } }>;
const quantities = async (who: Shopper) => Object.fromEntries((await list(who)).map((l) => [l.productId._id, l.quantity]));

describe('POST /api/cart/merge (the guest cart at sign-in)', () => {
  it('needs a signed-in shopper', async () => {
    const res = await merge(null, { items: [] });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: true });
  });

  it('adds new lines with their quantities and keeps the larger quantity of a product already in the cart, within the stock', async () => {
    const me = await s.shopper();
    const milk = await known({ stock: 10 });
    const bread = await known({ stock: 3 });
    const eggs = await known({ stock: 20 });
    const line = await s.api('/create', me, { method: 'POST', body: { productId: eggs._id } });
    await s.api('/update-qty', me, { method: 'PUT', body: { _id: line.body.data._id, qty: 6 } });

    const res = await merge(me, {
      items: [
        { productId: milk._id, quantity: 2 },
        { productId: bread._id, quantity: 5 },
        { productId: eggs._id, quantity: 4 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: false, message: 'Cart merged' });
    expect(res.body.merged).toEqual({ added: 2, raised: 0, capped: [{ productId: bread._id, quantity: 3 }], skipped: [] });
    // The answer is the merged cart, as GET /get would list it (the line already there first).
    expect(res.body.data.map((l: { productId: { _id: string } }) => l.productId._id)).toEqual([eggs._id, milk._id, bread._id]);
    expect(await quantities(me)).toEqual({ [eggs._id]: 6, [milk._id]: 2, [bread._id]: 3 });
  });

  it('raises a smaller server quantity, and a second identical merge changes nothing', async () => {
    const me = await s.shopper();
    const rice = await known({ stock: 8 });
    await s.api('/create', me, { method: 'POST', body: { productId: rice._id } });
    const body = {
      items: [
        { productId: rice._id, quantity: 3 },
        { productId: rice._id, quantity: 2 },
      ],
    };
    const first = await merge(me, body);
    expect(first.body.merged).toMatchObject({ added: 0, raised: 1 });
    const again = await merge(me, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'Nothing to merge', merged: { added: 0, raised: 0 } });
    expect(await quantities(me)).toEqual({ [rice._id]: 3 });
  });

  it('leaves out products no longer sold or sold out, and new lines beyond the cart limit', async () => {
    const me = await s.shopper();
    const gone = await known();
    await s.deliver(productEvent('deleted', gone));
    const soldOut = await known({ stock: 0 });
    const fits = await Promise.all([known(), known(), known(), known()]);
    const extra = await known();
    const res = await merge(me, {
      items: [gone, soldOut, ...fits, extra].map((p) => ({ productId: p._id, quantity: 1 })),
    });
    expect(res.status).toBe(200);
    expect(res.body.merged.added).toBe(4);
    expect(res.body.merged.skipped).toEqual([
      { productId: gone._id, reason: 'unavailable' },
      { productId: soldOut._id, reason: 'out_of_stock' },
      { productId: extra._id, reason: 'cart_full' },
    ]);
    expect(Object.keys(await quantities(me)).sort()).toEqual(fits.map((p) => p._id).sort());
  });

  it('works for a shopper who has no cart document yet', async () => {
    const me = await s.shopper();
    expect(await s.svc.runtime.db.collection('carts').findOne({ _id: new Types.ObjectId(me.id) })).toBeNull();
    const p = await known();
    const res = await merge(me, { items: [{ productId: p._id, quantity: 2 }] });
    expect(res.status).toBe(200);
    expect(await quantities(me)).toEqual({ [p._id]: 2 });
  });

  it('publishes cart.item_added with the merged quantity and cart.quantity_changed for a raised line', async () => {
    const me = await s.shopper();
    const a = await known({ price: 50, discount: 10, stock: 9 });
    const b = await known({ stock: 9 });
    const existing = await s.api('/create', me, { method: 'POST', body: { productId: b._id } });
    const cartTopic = await listen(topics.cart.name);
    try {
      await merge(me, {
        items: [
          { productId: a._id, quantity: 4 },
          { productId: b._id, quantity: 7 },
        ],
      });
      const mine = await waitFor(
        () => {
          const seen = cartTopic.events.filter((e) => e.aggregateId === me.id);
          return seen.length >= 2 ? seen : undefined;
        },
        { what: 'two cart events from the merge' },
      );
      const added = mine.find((e) => e.type === 'cart.item_added')!;
      expect(added.data).toMatchObject({ userId: me.id, productId: a._id, quantity: 4, price: 50, discount: 10 });
      const raised = mine.find((e) => e.type === 'cart.quantity_changed')!;
      expect(raised.data).toEqual({ userId: me.id, itemId: existing.body.data._id, productId: b._id, previousQuantity: 1, quantity: 7 });
    } finally {
      await cartTopic.stop();
    }
  });

  it.each([
    [{}, 'Provide items'],
    [{ items: 'milk' }, 'Provide items'],
    [{ items: [{ productId: 'nope', quantity: 1 }] }, 'Provide a valid productId'],
    [{ items: [{ productId: { $ne: null }, quantity: 1 }] }, 'Provide a valid productId'],
    [{ items: [{ productId: '0123456789abcdef01234567', quantity: 0 }] }, 'quantity must be at least 1'],
    [{ items: [{ productId: '0123456789abcdef01234567', quantity: 1.5 }] }, 'quantity must be a whole number'],
    [{ items: [{ productId: '0123456789abcdef01234567', quantity: { $gt: 1 } }] }, 'quantity must be a number'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const me = await s.shopper();
    const res = await merge(me, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true, message });
  });
});
