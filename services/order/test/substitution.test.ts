import { darkStore, startOrderStack, waitFor, type OrderStack, type Person, type Product } from './harness.js';

let s: OrderStack;
let ravi: Person;
let other: Person;
const SHOP = { lat: 12.9716, lng: 77.6412 };
beforeAll(async () => {
  s = await startOrderStack();
  await s.upsertStore(
    darkStore({ _id: 'koramangala', name: 'Koramangala', location: SHOP, pickers: 2, serves: [{ pincode: '560034', area: 'Koramangala', ...SHOP }] }),
  );
  [ravi, other] = await Promise.all([s.admin('Ravi Kumar'), s.admin()]);
});
afterAll(async () => {
  await s?.stop();
});

const eventsOf = (orderId: string) => s.orderEvents.filter((e) => e.data.orderId === orderId);

/** A COD order for `lines`, claimed by Ravi. */
async function claimedOrder(lines: { product: Product; quantity: number }[]) {
  const shopper = await s.shopper('560034');
  const placed = await s.placeCod(shopper, lines);
  expect(placed.status).toBe(201);
  const { orderId } = placed.body.data;
  expect((await s.api('/store/claim', ravi, { body: { orderId } })).status).toBe(200);
  return { orderId, shopper };
}

/** Asks for a substitute and waits for the catalogue's answer to be applied. */
async function substitute(orderId: string, productId: string, substituteId: string, quantity?: number) {
  const asked = await s.api('/store/substitute', ravi, { body: { orderId, productId, substituteId, ...(quantity ? { quantity } : {}) } });
  expect([asked.status, asked.body.message]).toEqual([200, 'Substitute requested']);
  let order: any;
  await waitFor(
    async () => {
      order = (await s.api(`/store-queue?store=koramangala&stage=pick`, ravi)).body.data.find((o: { orderId: string }) => o.orderId === orderId);
      return order && order.items.find((i: any) => i.productId === productId)?.substitution?.state !== 'pending';
    },
    { what: 'the catalogue answering the substitution' },
  );
  return { asked: asked.body.data, order };
}

describe('substituting a missing item', () => {
  it('puts a cheaper substitute in the bag at its own price and refunds the difference, live and as an event', async () => {
    const milk = s.product({ name: 'Amul Gold Milk 1 L', price: 68, discount: 0 });
    const bread = s.product({ name: 'Brown Bread', price: 50, discount: 0 });
    const nandini = s.product({ name: 'Nandini Milk 1 L', price: 60, discount: 5 }); // 5700 paise a unit
    const { orderId } = await claimedOrder([
      { product: milk, quantity: 2 },
      { product: bread, quantity: 1 },
    ]);

    const { asked, order } = await substitute(orderId, milk.productId, nandini.productId);
    // While the catalogue is asked, the units are neither picked nor missing, and packing waits.
    expect(asked.items[0]).toMatchObject({ picked: 0, missing: 0, substitution: { productId: nandini.productId, quantity: 2, state: 'pending' } });
    expect(order.items).toHaveLength(3);
    expect(order.items[0]).toMatchObject({
      productId: milk.productId,
      missing: 2,
      picked: 0,
      lineTotalPaise: 0,
      substitution: { productId: nandini.productId, name: 'Nandini Milk 1 L', quantity: 2, state: 'held' },
    });
    expect(order.items[2]).toMatchObject({
      productId: nandini.productId,
      name: 'Nandini Milk 1 L',
      quantity: 2,
      picked: 2,
      missing: 0,
      price: 60,
      discount: 5,
      unitPricePaise: 5700,
      lineTotalPaise: 11_400,
      substituteFor: { productId: milk.productId, name: 'Amul Gold Milk 1 L' },
    });
    expect(order.totals.grandTotalPaise).toBe(11_400 + 5000);
    expect(order.refunds).toEqual([
      expect.objectContaining({
        productId: milk.productId,
        name: 'Amul Gold Milk 1 L (replaced by Nandini Milk 1 L)',
        substituteId: nandini.productId,
        quantity: 2,
        amountPaise: 2 * 6800 - 11_400,
        by: { kind: 'admin', id: ravi.id, name: 'Ravi Kumar', role: 'ADMIN' },
      }),
    ]);

    await waitFor(() => eventsOf(orderId).some((e) => e.type === 'order.item_substituted'), { what: 'order.item_substituted on the topic' });
    const requested = eventsOf(orderId).find((e) => e.type === 'order.substitution_requested')!;
    expect(requested.data).toMatchObject({
      productId: milk.productId,
      name: 'Amul Gold Milk 1 L',
      substituteId: nandini.productId,
      quantity: 2,
      by: { kind: 'admin', id: ravi.id, name: 'Ravi Kumar' },
    });
    // The substitute joins on the catalogue's answer, outside any request: it is the order's picker's step, in the role they picked in.
    const done = eventsOf(orderId).find((e) => e.type === 'order.item_substituted')!;
    expect(done.data).toMatchObject({
      productId: milk.productId,
      substituteId: nandini.productId,
      name: 'Nandini Milk 1 L',
      quantity: 2,
      refundPaise: 2200,
      grandTotalPaise: 16_400,
      by: { id: ravi.id, role: 'ADMIN' },
    });

    await s.api('/store/pick', ravi, { body: { orderId, productId: bread.productId } });
    expect((await s.api('/store/pack', ravi, { body: { orderId } })).body.data).toMatchObject({ state: 'packed', refundPaise: 2200 });
  });

  it('charges a dearer substitute at the price of what was ordered', async () => {
    const atta = s.product({ name: 'Store Atta 5 kg', price: 200, discount: 10 }); // 18000 paise
    const premium = s.product({ name: 'Premium Atta 5 kg', price: 320, discount: 0 });
    const { orderId } = await claimedOrder([{ product: atta, quantity: 3 }]);
    await s.api('/store/pick', ravi, { body: { orderId, productId: atta.productId, quantity: 2 } });
    const { order } = await substitute(orderId, atta.productId, premium.productId);
    expect(order.items[1]).toMatchObject({
      productId: premium.productId,
      quantity: 1,
      price: 200,
      discount: 10,
      unitPricePaise: 18_000,
      lineTotalPaise: 18_000,
      substituteFor: { productId: atta.productId },
    });
    expect(order.totals.grandTotalPaise).toBe(3 * 18_000);
    expect(order.refunds).toEqual([]);
  });

  it('gives the units back to the picker with the reason when the catalogue cannot hold the substitute', async () => {
    const eggs = s.product({ name: 'Farm Eggs 6', price: 54, discount: 0 });
    const fewEggs = s.product({ name: 'Country Eggs 6', price: 60, discount: 0, available: 1 });
    const { orderId } = await claimedOrder([{ product: eggs, quantity: 2 }]);
    const { order } = await substitute(orderId, eggs.productId, fewEggs.productId);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ picked: 0, missing: 0, substitution: { state: 'refused', reason: 'Only 1 of Country Eggs 6 left in this store' } });
    // The picker can go on: one unit of the substitute, then the rest missing.
    const { order: after } = await substitute(orderId, eggs.productId, fewEggs.productId, 1);
    expect(after.items[0]).toMatchObject({ missing: 1, substitution: { state: 'held', quantity: 1 } });
    expect((await s.api('/store/missing', ravi, { body: { orderId, productId: eggs.productId } })).body.data.items[0]).toMatchObject({ missing: 2 });
    expect((await s.api('/store/pack', ravi, { body: { orderId } })).body.data).toMatchObject({ state: 'packed', totals: { grandTotalPaise: 5400 } });
  });

  it('refuses what cannot be a substitute, packing while one is being confirmed, and anyone but the picker', async () => {
    const tea = s.product({ name: 'Tata Tea 250 g', price: 140, discount: 0 });
    const sugar = s.product({ name: 'Sugar 1 kg', price: 50, discount: 0 });
    const redLabel = s.product({ name: 'Red Label 250 g', price: 130, discount: 0 });
    const { orderId, shopper } = await claimedOrder([
      { product: tea, quantity: 1 },
      { product: sugar, quantity: 1 },
    ]);
    const ask = (who: Person, body: Record<string, unknown>) => s.api('/store/substitute', who, { body: { orderId, ...body } });

    expect(await ask(ravi, { productId: tea.productId, substituteId: sugar.productId })).toMatchObject({
      status: 409,
      body: { success: false, message: 'That product is already in this order: choose another one' },
    });
    expect(await ask(ravi, { productId: tea.productId, substituteId: tea.productId })).toMatchObject({ status: 409 });
    expect(await ask(ravi, { productId: tea.productId, substituteId: 'nope' })).toMatchObject({ status: 400, body: { error: true } });
    expect(await ask(ravi, { productId: tea.productId, substituteId: redLabel.productId, quantity: 2 })).toMatchObject({
      status: 409,
      body: { message: 'Only 1 of Tata Tea 250 g is left to tick' },
    });
    expect((await ask(other, { productId: tea.productId, substituteId: redLabel.productId })).body.message).toBe('Ravi Kumar is picking this order');
    expect((await s.api('/store/substitute', shopper, { body: { orderId, productId: tea.productId, substituteId: redLabel.productId } })).status).toBe(403);

    await substitute(orderId, tea.productId, redLabel.productId);
    const sub = (await s.api('/store-queue?store=koramangala&stage=pick', ravi)).body.data.find((o: { orderId: string }) => o.orderId === orderId).items[2];
    expect(sub.productId).toBe(redLabel.productId);
    expect(await ask(ravi, { productId: redLabel.productId, substituteId: s.product().productId })).toMatchObject({
      status: 409,
      body: { message: 'Every unit of Red Label 250 g is already ticked' },
    });
  });

  it('makes packing wait while the catalogue has not answered', async () => {
    const oil = s.product({ name: 'Sunflower Oil 1 L', price: 150, discount: 0 });
    const slow = s.product({ name: 'Groundnut Oil 1 L', price: 190, discount: 0, unanswered: true });
    const other = s.product({ name: 'Rice Bran Oil 1 L', price: 160, discount: 0 });
    const { orderId } = await claimedOrder([{ product: oil, quantity: 2 }]);
    const asked = await s.api('/store/substitute', ravi, { body: { orderId, productId: oil.productId, substituteId: slow.productId, quantity: 1 } });
    expect(asked.body.data.items[0].substitution).toMatchObject({ state: 'pending', quantity: 1 });
    // The other unit cannot get a second substitute while the first is asked for (its hold would be orphaned).
    expect(await s.api('/store/substitute', ravi, { body: { orderId, productId: oil.productId, substituteId: other.productId } })).toMatchObject({
      status: 409,
      body: { message: 'The substitute for Sunflower Oil 1 L is being confirmed' },
    });
    await s.api('/store/pick', ravi, { body: { orderId, productId: oil.productId } });
    expect(await s.api('/store/pack', ravi, { body: { orderId } })).toMatchObject({
      status: 409,
      body: { message: "Wait for the store's stock to confirm the substitute for Sunflower Oil 1 L" },
    });
    expect((await s.api('/store/missing', ravi, { body: { orderId, productId: oil.productId } })).body.message).toBe(
      'The substitute for Sunflower Oil 1 L is being confirmed',
    );
    expect(await s.api('/store/pack', ravi, { body: { orderId } })).toMatchObject({ status: 409 });
    expect((await s.api('/admin/advance', ravi, { body: { orderId, to: 'packed' } })).status).toBe(409);
  });
});
