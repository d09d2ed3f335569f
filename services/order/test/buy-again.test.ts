import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductSnapshot } from '@minutemart/contracts';
import { darkStore, startOrderStack, type OrderStack, type Product } from './harness.js';

const STORE = 'buy-again-store';

/**
 * The catalogue's internal read (`GET /internal/product/:id`) as the catalogue answers it: today's
 * snapshot of a product, 404 for one it no longer sells, or nothing at all while it is "down".
 */
class CatalogueReadStandIn {
  readonly today = new Map<string, ProductSnapshot>();
  down = false;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      if (this.down) return void res.destroy();
      const id = /^\/internal\/product\/([0-9a-f]{24})$/.exec(req.url ?? '')?.[1];
      const p = id ? this.today.get(id) : undefined;
      res.writeHead(p ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: Boolean(p), error: !p, message: p ? 'Product' : 'Product not found', data: p ?? null }));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The product as the catalogue holds it today: a price in rupees, a discount and the store's units. */
  set(p: Product, price: number, discount: number, units: number | undefined): void {
    this.today.set(p.productId, {
      _id: p.productId,
      name: p.name,
      image: [],
      unit: '1 pc',
      price,
      discount,
      stock: (units ?? 0) + 40,
      // `undefined`: the store does not carry it; the 40 others sit in another store.
      storeStock: { 'another-store': 40, ...(units === undefined ? {} : { [STORE]: units }) },
      publish: true,
      category: [],
      subCategory: [],
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

let s: OrderStack;
const catalogue = new CatalogueReadStandIn();

beforeAll(async () => {
  await catalogue.start();
  s = await startOrderStack({ CATALOGUE_SERVICE_URL: catalogue.url, CATALOGUE_TIMEOUT_MS: '500' });
  await s.upsertStore(darkStore({ _id: STORE }));
});
afterAll(async () => {
  await s?.stop();
  await catalogue.stop();
});

const placed = async (who: Awaited<ReturnType<OrderStack['shopper']>>, lines: { product: Product; quantity: number }[]) => {
  const res = await s.placeCod(who, lines);
  expect([res.status, res.body.data.state]).toEqual([201, 'confirmed']);
  return res.body.data.orderId as string;
};

describe('buy again', () => {
  let shopper: Awaited<ReturnType<OrderStack['shopper']>>;
  let other: Awaited<ReturnType<OrderStack['shopper']>>;
  let firstOrder: string;
  let products: Record<'atta' | 'dal' | 'ghee' | 'rice' | 'oil' | 'soap' | 'tea', Product>;

  beforeAll(async () => {
    shopper = await s.shopper('560038');
    other = await s.shopper('560038');
    const make = (name: string, price: number, discount = 0) => s.publishProduct(s.product({ name, price, discount }));
    products = {
      atta: await make('Atta 5 kg', 300, 10),
      dal: await make('Toor Dal', 150),
      ghee: await make('Ghee 1 l', 500),
      rice: await make('Basmati Rice', 200),
      oil: await make('Mustard Oil', 180),
      soap: await make('Bath Soap', 40),
      tea: await make('Assam Tea', 250),
    };
    const { atta, dal, ghee, rice, oil, soap, tea } = products;
    firstOrder = await placed(shopper, [
      { product: atta, quantity: 2 },
      { product: dal, quantity: 1 },
      { product: ghee, quantity: 3 },
      { product: rice, quantity: 1 },
      { product: oil, quantity: 1 },
    ]);
    s.clock.advance(60);
    await placed(shopper, [{ product: atta, quantity: 1 }]);
    // Called off: not bought.
    const cancelled = await placed(shopper, [{ product: soap, quantity: 1 }]);
    expect((await s.api('/cancel', shopper, { body: { orderId: cancelled } })).status).toBe(200);
    await placed(other, [{ product: tea, quantity: 1 }]);

    // Today: atta dearer, dal sold out here, ghee short, rice as it was, oil no longer sold.
    catalogue.set(atta, 320, 10, 10);
    catalogue.set(dal, 150, 0, 0);
    catalogue.set(ghee, 500, 0, 2);
    catalogue.set(rice, 200, 0, 5);
    catalogue.set(soap, 40, 0, 9);
    catalogue.set(tea, 250, 0, 9);
  });

  it("lists what the shopper bought that the store has now, most often bought first, at today's price", async () => {
    const res = await s.api(`/buy-again?storeId=${STORE}`, shopper);
    expect(res.status).toBe(200);
    const { atta, ghee, rice } = products;
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual([atta.name, ghee.name, rice.name]);
    expect(res.body.data[0]).toMatchObject({ _id: atta.productId, price: 320, discount: 10, stock: 10, unitPricePaise: 28800, timesOrdered: 2 });
    expect(res.body.data[1]).toMatchObject({ stock: 2, unitPricePaise: 50000, timesOrdered: 1 });

    // Another shopper sees their own purchases only.
    expect((await s.api(`/buy-again?storeId=${STORE}`, other)).body.data.map((p: { name: string }) => p.name)).toEqual([products.tea.name]);
    expect((await s.api(`/buy-again?storeId=${STORE}&limit=1`, shopper)).body.data).toHaveLength(1);
  });

  it('answers each line of a past order as ok, price_changed, reduced or out_of_stock, with the old and the new price in paise', async () => {
    const res = await s.api(`/reorder-preview/${firstOrder}?storeId=${STORE}`, shopper);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.data.lines.map((l: { name: string }) => [l.name, l]));
    const { atta, dal, ghee, rice, oil } = products;
    expect(byName[atta.name]).toMatchObject({ status: 'price_changed', quantity: 2, available: 2, oldUnitPricePaise: 27000, newUnitPricePaise: 28800 });
    expect(byName[dal.name]).toMatchObject({ status: 'out_of_stock', quantity: 1, available: 0, oldUnitPricePaise: 15000, newUnitPricePaise: 15000 });
    expect(byName[ghee.name]).toMatchObject({ status: 'reduced', quantity: 3, available: 2, oldUnitPricePaise: 50000, newUnitPricePaise: 50000 });
    expect(byName[rice.name]).toMatchObject({ status: 'ok', quantity: 1, available: 1, oldUnitPricePaise: 20000, newUnitPricePaise: 20000 });
    expect(byName[oil.name]).toMatchObject({ status: 'out_of_stock', available: 0, oldUnitPricePaise: 18000, newUnitPricePaise: null });
    expect(res.body.data).toMatchObject({
      orderId: firstOrder,
      storeId: STORE,
      oldTotalPaise: 2 * 27000 + 2 * 50000 + 20000,
      newTotalPaise: 2 * 28800 + 2 * 50000 + 20000,
    });
    // Without a store named, the order's own (the same one here).
    expect((await s.api(`/reorder-preview/${firstOrder}`, shopper)).body.data.storeId).toBe(STORE);
  });

  it("keeps another shopper's order out of sight and refuses what it cannot answer", async () => {
    const theirs = await s.api(`/reorder-preview/${firstOrder}`, other);
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Order not found']);
    expect((await s.api(`/reorder-preview/ORD-${'f'.repeat(24)}`, shopper)).status).toBe(404);
    expect((await s.api('/reorder-preview/ORD-1', shopper)).status).toBe(400);
    expect((await s.api(`/reorder-preview/${firstOrder}`, null)).status).toBe(401);
    expect((await s.api('/buy-again', shopper)).status).toBe(400);
    expect((await s.api('/buy-again?storeId=no-such-store', shopper)).body.message).toBe('Store not found');
    expect((await s.api(`/buy-again?storeId=${STORE}&limit=41`, shopper)).status).toBe(400);
    expect((await s.api(`/buy-again?storeId=${STORE}`, null)).status).toBe(401);

    catalogue.down = true;
    try {
      const preview = await s.api(`/reorder-preview/${firstOrder}`, shopper);
      expect([preview.status, preview.body.message]).toEqual([503, 'This product cannot be checked right now. Please try again in a moment.']);
      expect((await s.api(`/buy-again?storeId=${STORE}`, shopper)).status).toBe(503);
    } finally {
      catalogue.down = false;
    }
  });
});
