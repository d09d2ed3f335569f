import { Types } from 'mongoose';
import { topics } from '@minutemart/contracts';
import { listen, product, productEvent, startCart, waitFor, type CartStack, type Shopper } from './harness.js';

let s: CartStack;
beforeAll(async () => {
  s = await startCart();
});
afterAll(async () => {
  await s?.stop();
});

const stored = (id: string) => s.svc.runtime.db.collection('products').findOne({ _id: id as never });
const list = async (who: Shopper) => (await s.api('/get', who)).body.data as any[];
const at = (iso: string) => new Date(iso);

describe('product read model', () => {
  it('stores the snapshot of product.created, and a replay of the same event changes nothing', async () => {
    const p = product();
    const created = productEvent('created', p);
    await s.deliver(created);
    const first = await stored(p._id);
    expect(first).toMatchObject({ ...p, deleted: false });
    await s.deliver(created);
    await s.deliver(created);
    expect(await s.svc.runtime.db.collection('products').countDocuments({ _id: p._id as never })).toBe(1);
    expect(await stored(p._id)).toMatchObject({ name: p.name, price: p.price, version: first!['version'] });
  });

  it('ignores an older update that arrives after a newer one', async () => {
    const p = product({ price: 10 });
    await s.deliver(productEvent('created', p, at('2030-01-01T10:00:00.000Z')));
    await s.deliver(productEvent('updated', { ...p, price: 30 }, at('2030-01-01T10:00:03.000Z')));
    // Redelivered late: the state it describes is already overwritten.
    await s.deliver(productEvent('updated', { ...p, price: 20 }, at('2030-01-01T10:00:02.000Z')));
    await s.deliver(productEvent('created', p, at('2030-01-01T10:00:00.000Z')));
    expect((await stored(p._id))!['price']).toBe(30);
    expect((await s.catalog.available(p._id))!.price).toBe(30);
  });

  it('does not bring a deleted product back with an older event, but a newer one (re-published) does', async () => {
    const p = product();
    await s.deliver(productEvent('created', p, at('2030-02-01T10:00:00.000Z')));
    await s.deliver(productEvent('deleted', p, at('2030-02-01T10:00:05.000Z')));
    await s.deliver(productEvent('updated', { ...p, name: 'stale' }, at('2030-02-01T10:00:04.000Z')));
    expect(await s.catalog.available(p._id)).toBeNull();
    expect((await stored(p._id))!['deleted']).toBe(true);

    await s.deliver(productEvent('updated', { ...p, name: 'Back again' }, at('2030-02-01T10:00:09.000Z')));
    expect((await s.catalog.available(p._id))!.name).toBe('Back again');
  });

  it('keeps a deletion that shares its millisecond with the update written alongside it (unpublish)', async () => {
    const p = product();
    const t = at('2030-03-01T10:00:00.123Z');
    await s.deliver(productEvent('created', p, at('2030-03-01T09:00:00.000Z')));
    await s.deliver(productEvent('updated', { ...p, publish: false }, t));
    await s.deliver(productEvent('deleted', p, t));
    await s.deliver(productEvent('updated', { ...p, publish: false }, t));
    expect((await stored(p._id))!['deleted']).toBe(true);
  });

  it('remembers a deletion of a product it never saw, so its late creation is ignored', async () => {
    const p = product();
    await s.deliver(productEvent('deleted', p, at('2030-04-01T10:00:01.000Z')));
    await s.deliver(productEvent('created', p, at('2030-04-01T10:00:00.000Z')));
    expect(await s.catalog.available(p._id)).toBeNull();
  });

  it('compares event times, not their spelling', async () => {
    const p = product({ price: 1 });
    await s.deliver({ ...productEvent('created', p), time: '2030-05-01T10:00:00Z' });
    await s.deliver({ ...productEvent('updated', { ...p, price: 2 }), time: '2030-05-01T10:00:00.500Z' });
    expect((await stored(p._id))!['price']).toBe(2);
  });
});

describe('a product leaving the catalogue leaves every cart', () => {
  const fill = async (...ids: string[]) => {
    const me = await s.shopper();
    for (const productId of ids) expect((await s.api('/create', me, { method: 'POST', body: { productId } })).status).toBe(201);
    return me;
  };

  it('product.deleted removes it from all carts, keeps the other lines, and says so on the cart topic', async () => {
    const doomed = product();
    const kept = product();
    await s.deliver(productEvent('created', doomed));
    await s.deliver(productEvent('created', kept));
    const a = await fill(doomed._id, kept._id);
    const b = await fill(doomed._id);
    const itemA = (await list(a)).find((l) => l.productId._id === doomed._id)._id;
    await s.api('/update-qty', a, { method: 'PUT', body: { _id: itemA, qty: 3 } });

    const cartTopic = await listen(topics.cart.name);
    try {
      await s.deliver(productEvent('deleted', doomed));
      expect((await list(a)).map((l) => l.productId._id)).toEqual([kept._id]);
      expect(await list(b)).toEqual([]);
      expect(await s.svc.runtime.db.collection('carts').countDocuments({ 'items.productId': doomed._id })).toBe(0);

      const removed = await waitFor(
        () => {
          const seen = cartTopic.events.filter((e) => e.type === 'cart.item_removed' && e.data.productId === doomed._id);
          return seen.length >= 2 ? seen : undefined;
        },
        { what: 'cart.item_removed for both carts' },
      );
      expect(removed.map((e) => e.data).sort((x, y) => x.userId.localeCompare(y.userId))).toEqual(
        [
          { userId: a.id, itemId: itemA, productId: doomed._id, quantity: 3, reason: 'product_unavailable' },
          { userId: b.id, itemId: expect.any(String), productId: doomed._id, quantity: 1, reason: 'product_unavailable' },
        ].sort((x, y) => x.userId.localeCompare(y.userId)),
      );
      expect(new Set(removed.map((e) => e.aggregateId))).toEqual(new Set([a.id, b.id]));

      // A replay of the deletion finds nothing left to remove and writes no further event: a sentinel
      // removal written after it arrives, and nothing for the doomed product came before it.
      await s.deliver(productEvent('deleted', doomed));
      const sentinel = product();
      await s.deliver(productEvent('created', sentinel));
      await fill(sentinel._id);
      await s.deliver(productEvent('deleted', sentinel));
      await waitFor(() => cartTopic.events.some((e) => e.type === 'cart.item_removed' && e.data.productId === sentinel._id), { what: 'the sentinel removal' });
      expect(cartTopic.events.filter((e) => e.type === 'cart.item_removed' && e.data.productId === doomed._id)).toHaveLength(2);
    } finally {
      await cartTopic.stop();
    }
  });

  it('an update that unpublishes the product removes it too', async () => {
    const p = product();
    await s.deliver(productEvent('created', p));
    const me = await fill(p._id);
    await s.deliver(productEvent('updated', { ...p, publish: false }));
    expect(await list(me)).toEqual([]);
    expect(await s.svc.runtime.db.collection('carts').countDocuments({ _id: new Types.ObjectId(me.id), 'items.productId': p._id })).toBe(0);
  });

  it('a stale deletion does not empty carts holding the re-published product', async () => {
    const p = product();
    await s.deliver(productEvent('created', p, at('2030-06-01T10:00:00.000Z')));
    await s.deliver(productEvent('updated', p, at('2030-06-01T10:00:10.000Z')));
    const me = await fill(p._id);
    await s.deliver(productEvent('deleted', p, at('2030-06-01T10:00:05.000Z')));
    expect((await list(me)).map((l) => l.productId._id)).toEqual([p._id]);
  });
});

describe('a whole batch at once (catching up)', () => {
  it('stores the newest state of each product, whatever is already stored, and can be replayed', async () => {
    const a = product({ price: 10 });
    const b = product({ price: 20 });
    const c = product({ price: 30 });
    await s.deliver(productEvent('updated', { ...c, price: 33 }, at('2030-07-01T10:00:09.000Z')));
    const batch = [
      productEvent('created', a, at('2030-07-01T10:00:00.000Z')),
      productEvent('created', b, at('2030-07-01T10:00:00.000Z')),
      productEvent('updated', { ...a, price: 11 }, at('2030-07-01T10:00:01.000Z')),
      productEvent('updated', { ...a, price: 12 }, at('2030-07-01T10:00:01.000Z')),
      // Older than what is stored for c: dropped without failing the batch.
      productEvent('created', c, at('2030-07-01T10:00:00.000Z')),
    ];
    await s.deliverBatch(batch);
    await s.deliverBatch(batch);
    expect((await stored(a._id))!['price']).toBe(12);
    expect((await stored(b._id))!['price']).toBe(20);
    expect((await stored(c._id))!['price']).toBe(33);
  });

  it('takes products that are gone by the end of the batch out of carts, and only those', async () => {
    const gone = product();
    const hidden = product();
    const back = product();
    for (const p of [gone, hidden, back]) await s.deliver(productEvent('created', p, at('2030-08-01T10:00:00.000Z')));
    const me = await s.shopper();
    for (const p of [gone, hidden, back]) expect((await s.api('/create', me, { method: 'POST', body: { productId: p._id } })).status).toBe(201);

    await s.deliverBatch([
      productEvent('deleted', gone, at('2030-08-01T10:00:01.000Z')),
      productEvent('updated', { ...hidden, publish: false }, at('2030-08-01T10:00:01.000Z')),
      productEvent('deleted', back, at('2030-08-01T10:00:01.000Z')),
      productEvent('updated', { ...back, name: 'Back in stock' }, at('2030-08-01T10:00:02.000Z')),
    ]);
    const lines = await list(me);
    expect(lines.map((l) => [l.productId._id, l.productId.name])).toEqual([[back._id, 'Back in stock']]);
    expect(await s.svc.runtime.db.collection('carts').countDocuments({ 'items.productId': { $in: [gone._id, hidden._id] } })).toBe(0);
  });
});

describe('cart events', () => {
  it('publishes cart.item_added, cart.quantity_changed and cart.item_removed through the outbox', async () => {
    const p = product({ price: 80, discount: 25, stock: 5 });
    await s.deliver(productEvent('created', p));
    const me = await s.shopper();
    const cartTopic = await listen(topics.cart.name);
    try {
      const added = await s.api('/create', me, { method: 'POST', body: { productId: p._id } });
      const itemId = added.body.data._id;
      await s.api('/update-qty', me, { method: 'PUT', body: { _id: itemId, qty: 9 } });
      await s.api('/delete-cart-item', me, { method: 'DELETE', body: { _id: itemId } });

      const mine = await waitFor(
        () => {
          const seen = cartTopic.events.filter((e) => e.aggregateId === me.id);
          return seen.length >= 3 ? seen : undefined;
        },
        { what: 'three cart events' },
      );
      expect(mine.map((e) => [e.type, e.version, e.source])).toEqual([
        ['cart.item_added', 1, 'cart-service'],
        ['cart.quantity_changed', 1, 'cart-service'],
        ['cart.item_removed', 1, 'cart-service'],
      ]);
      const line = { userId: me.id, itemId, productId: p._id };
      expect(mine[0]!.data).toEqual({ ...line, quantity: 1, price: 80, discount: 25 });
      expect(mine[1]!.data).toEqual({ ...line, previousQuantity: 1, quantity: 5 });
      expect(mine[2]!.data).toEqual({ ...line, quantity: 5, reason: 'removed' });
      // Published, so gone from the cart's outbox.
      const cart = await s.svc.runtime.db.collection('carts').findOne({ _id: new Types.ObjectId(me.id) });
      expect(cart!['_outbox']).toEqual([]);
    } finally {
      await cartTopic.stop();
    }
  });

  it('writes no event for a refused change', async () => {
    const p = product();
    await s.deliver(productEvent('created', p));
    const me = await s.shopper();
    await s.api('/create', me, { method: 'POST', body: { productId: p._id } });
    await waitFor(
      async () => {
        const cart = await s.svc.runtime.db.collection('carts').findOne({ _id: new Types.ObjectId(me.id) });
        return (cart?.['_outbox'] as unknown[] | undefined)?.length === 0;
      },
      { what: 'the outbox to drain' },
    );
    await s.svc.relay.stop();
    try {
      expect((await s.api('/create', me, { method: 'POST', body: { productId: p._id } })).status).toBe(400);
      const item = (await list(me))[0];
      expect((await s.api('/update-qty', me, { method: 'PUT', body: { _id: item._id, qty: 1 } })).status).toBe(200);
      expect((await s.api('/update-qty', me, { method: 'PUT', body: { _id: item._id, qty: 0 } })).status).toBe(400);
      const cart = await s.svc.runtime.db.collection('carts').findOne({ _id: new Types.ObjectId(me.id) });
      expect(cart!['_outbox']).toEqual([]);
    } finally {
      s.svc.relay.start();
    }
  });
});
