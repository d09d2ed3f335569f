import { Types } from 'mongoose';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { orderCancelledV1, orderPlacedV1, topics, type EventDefinition } from '@minutemart/contracts';
import { createLogger, newEvent } from '@minutemart/kit';
import { testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import type { z } from 'zod';
import { categoryModel } from '../src/data/category-model.js';
import { subCategoryModel } from '../src/data/subcategory-model.js';
import { productModel } from '../src/data/product-model.js';
import { reservationModel } from '../src/data/reservation-model.js';
import { storeModel } from '../src/data/store-model.js';
import { DarkStores } from '../src/domain/dark-stores.js';
import { StockReservations } from '../src/domain/stock-reservation.js';
import { Taxonomy } from '../src/domain/taxonomy.js';
import { createStore, listen, productBody, setStoreStock, startStack, taxonomyFixture, topicOf, type Stack } from './harness.js';

/**
 * Reservation in the order's store (ADR 0007), through the saga's real path: order events on this
 * stack's order topic, answers read back from its stock topic.
 */
let producer: Producer | undefined;
/**
 * A producer per stack: kafkajs asks for the metadata of every topic a producer has ever sent to, and a
 * stack's topics are dropped when it stops, so a producer of the previous stack fails on them.
 */
async function connectProducer(): Promise<void> {
  await producer?.disconnect();
  producer = new Kafka({ clientId: uniqueName('t-orders'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
}
afterAll(async () => {
  await producer?.disconnect();
});

async function publish<S extends z.ZodType>(s: Stack, def: EventDefinition<string, S>, orderId: string, data: z.input<S>): Promise<void> {
  const e = newEvent(def, 'order-service', orderId, data);
  if (!producer) throw new Error('connectProducer() first');
  await producer.send({ topic: topicOf(s, e.topic), messages: [{ key: e.key, value: e.value, headers: e.headers }] });
}

const placed = (orderId: string, storeId: string, lines: { productId: string; quantity: number }[]) => ({
  orderId,
  userId: new Types.ObjectId().toString(),
  storeId,
  paymentMethod: 'cod' as const,
  lines,
  at: new Date().toISOString(),
});
const cancelled = (orderId: string, storeId: string) => ({
  orderId,
  userId: new Types.ObjectId().toString(),
  storeId,
  from: 'confirmed' as const,
  to: 'cancelled' as const,
  by: { kind: 'shopper' as const },
  at: new Date().toISOString(),
  seq: 3,
});

/** The catalogue's answer to an order, from the stock topic. */
const answerTo = (bus: { events: { type: string; data: any }[] }, orderId: string, type?: string) =>
  waitFor(() => bus.events.find((e) => e.data.orderId === orderId && (!type || e.type === type)), { what: `stock answer to ${orderId}`, timeoutMs: 30_000 });

const shelves = async (s: Stack, productId: string) => {
  const p = (await s.api('/product/get-product-details', { headers: s.admin, body: { productId } })).body.data;
  return { stock: p.stock as number, storeStock: p.storeStock as Record<string, number> };
};

describe('one-store mode (no dark store yet)', () => {
  let s: Stack;
  let bus: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    s = await startStack();
    await connectProducer();
    bus = await listen(topicOf(s, topics.stock.name));
  });
  afterAll(async () => {
    await bus?.stop();
    await s?.stop();
  });

  it('the default store sells `stock` as before; any other store sells nothing; the first dark store ends it', async () => {
    const { category, subCategory } = await taxonomyFixture(s, 'OneStore');
    const p = (await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, { stock: 5 }) })).body.data;

    const first = new Types.ObjectId().toString();
    await publish(s, orderPlacedV1, first, placed(first, 'default', [{ productId: p._id, quantity: 2 }]));
    expect((await answerTo(bus, first)).type).toBe('stock.reserved');
    await waitFor(async () => (await shelves(s, p._id)).stock === 3, { what: 'stock 3' });
    expect(await shelves(s, p._id)).toEqual({ stock: 3, storeStock: {} });

    const elsewhere = new Types.ObjectId().toString();
    await publish(s, orderPlacedV1, elsewhere, placed(elsewhere, 'blr-nowhere', [{ productId: p._id, quantity: 1 }]));
    const refused = await answerTo(bus, elsewhere);
    expect(refused.type).toBe('stock.rejected');
    expect(refused.data.unavailable).toEqual([{ productId: p._id, name: 'A product in your cart', requested: 1, available: 0, reason: 'not_sold' }]);

    await publish(s, orderCancelledV1, first, cancelled(first, 'default'));
    expect((await answerTo(bus, first, 'stock.released')).data.lines).toEqual([{ productId: p._id, quantity: 2 }]);
    await waitFor(async () => (await shelves(s, p._id)).stock === 5, { what: 'stock back to 5' });

    // A dark store exists now: `default` is no store any more, and its units sell nowhere.
    await createStore(s);
    const late = new Types.ObjectId().toString();
    await publish(s, orderPlacedV1, late, placed(late, 'default', [{ productId: p._id, quantity: 1 }]));
    expect((await answerTo(bus, late)).data.unavailable[0]).toMatchObject({ reason: 'not_sold', requested: 1 });
    expect((await shelves(s, p._id)).stock).toBe(5);
  });
});

describe('two stores, one product', () => {
  let s: Stack;
  let bus: Awaited<ReturnType<typeof listen>>;
  let a: string;
  let b: string;
  let category: { _id: string };
  let subCategory: { _id: string };
  beforeAll(async () => {
    s = await startStack();
    await connectProducer();
    bus = await listen(topicOf(s, topics.stock.name));
    a = await createStore(s);
    b = await createStore(s);
    ({ category, subCategory } = await taxonomyFixture(s, 'TwoStores'));
  });
  afterAll(async () => {
    await bus?.stop();
    await s?.stop();
  });

  const product = async (perStore: Record<string, number>) => {
    const p = (await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, { stock: 0 }) })).body.data;
    for (const [store, units] of Object.entries(perStore)) await setStoreStock(s, store, [{ productId: p._id, stock: units }]);
    return p as { _id: string; name: string };
  };

  it('selling in one store never moves the other store\u2019s shelf, and a cancel puts units back where they came from', async () => {
    const p = await product({ [a]: 5, [b]: 3 });
    const order = new Types.ObjectId().toString();
    await publish(s, orderPlacedV1, order, placed(order, a, [{ productId: p._id, quantity: 4 }]));
    const reserved = await answerTo(bus, order);
    expect(reserved).toMatchObject({ type: 'stock.reserved', data: { storeId: a, lines: [{ productId: p._id, quantity: 4 }] } });
    await waitFor(async () => (await shelves(s, p._id)).stock === 4, { what: 'held in a' });
    expect(await shelves(s, p._id)).toEqual({ stock: 4, storeStock: { [a]: 1, [b]: 3 } });

    // Store b has 3: four more from b are refused with what b has, whatever a holds.
    const tooMany = new Types.ObjectId().toString();
    await publish(s, orderPlacedV1, tooMany, placed(tooMany, b, [{ productId: p._id, quantity: 4 }]));
    // Store a still has units: the refusal is b's alone.
    expect((await answerTo(bus, tooMany)).data.unavailable).toEqual([
      { productId: p._id, name: p.name, requested: 4, available: 3, reason: 'out_of_stock', scope: 'store' },
    ]);

    const fromB = new Types.ObjectId().toString();
    await publish(s, orderPlacedV1, fromB, placed(fromB, b, [{ productId: p._id, quantity: 3 }]));
    expect((await answerTo(bus, fromB)).type).toBe('stock.reserved');
    await waitFor(async () => (await shelves(s, p._id)).stock === 1, { what: 'held in b' });
    expect(await shelves(s, p._id)).toEqual({ stock: 1, storeStock: { [a]: 1, [b]: 0 } });

    await publish(s, orderCancelledV1, order, cancelled(order, a));
    await answerTo(bus, order, 'stock.released');
    await waitFor(async () => (await shelves(s, p._id)).stock === 5, { what: 'released to a' });
    expect(await shelves(s, p._id)).toEqual({ stock: 5, storeStock: { [a]: 5, [b]: 0 } });
  });

  it('a store that does not carry the product does not sell it, even with units elsewhere', async () => {
    const p = await product({ [a]: 9 });
    const order = new Types.ObjectId().toString();
    await publish(s, orderPlacedV1, order, placed(order, b, [{ productId: p._id, quantity: 1 }]));
    // Sold, only not by b (ADR 0015): never the same answer as a product that is not sold at all.
    expect((await answerTo(bus, order)).data.unavailable).toEqual([
      { productId: p._id, name: p.name, requested: 1, available: 0, reason: 'not_sold', scope: 'store' },
    ]);
    expect(await shelves(s, p._id)).toEqual({ stock: 9, storeStock: { [a]: 9 } });
  });

  it('says when no store could do better: sold out in every store, or not sold at all', async () => {
    const soldOut = await product({ [a]: 0, [b]: 1 });
    const gone = await product({ [a]: 4 });
    expect((await s.api('/product/delete-product', { method: 'DELETE', headers: s.admin, body: { _id: gone._id } })).status).toBe(200);
    const order = new Types.ObjectId().toString();
    await publish(
      s,
      orderPlacedV1,
      order,
      placed(order, a, [
        { productId: soldOut._id, quantity: 1 },
        { productId: gone._id, quantity: 1 },
      ]),
    );
    const fromA = await answerTo(bus, order);
    expect(fromA.data.unavailable).toEqual([
      { productId: soldOut._id, name: soldOut.name, requested: 1, available: 0, reason: 'out_of_stock', scope: 'store' },
      { productId: gone._id, name: gone.name, requested: 1, available: 0, reason: 'not_sold', scope: 'everywhere' },
    ]);
    const twoOfThem = new Types.ObjectId().toString();
    await publish(s, orderPlacedV1, twoOfThem, placed(twoOfThem, b, [{ productId: soldOut._id, quantity: 2 }]));
    expect((await answerTo(bus, twoOfThem)).data.unavailable).toEqual([
      { productId: soldOut._id, name: soldOut.name, requested: 2, available: 1, reason: 'out_of_stock', scope: 'everywhere' },
    ]);
  });

  it('100 concurrent orders split across both stores, on ten replicas\u2019 worth of writers, oversell neither and lose no unit', async () => {
    const p = await product({ [a]: 30, [b]: 20 });
    const db = s.svc.runtime.db;
    const logger = createLogger('t-reserve', 'silent');
    // Ten independent writers, as ten catalogue replicas would be: only the compare-and-set keeps them apart.
    const writers = Array.from({ length: 10 }, () => {
      const taxonomy = new Taxonomy(categoryModel(db), subCategoryModel(db), productModel(db), async () => undefined);
      return new StockReservations(
        productModel(db),
        reservationModel(db),
        taxonomy,
        async () => undefined,
        () => undefined,
        logger,
        new DarkStores(storeModel(db), async () => undefined),
      );
    });
    const orders = Array.from({ length: 100 }, (_, i) => ({
      id: new Types.ObjectId().toString(),
      store: i % 2 === 0 ? a : b,
      quantity: 1 + (i % 3 === 0 ? 1 : 0),
    }));
    // A writer that keeps losing the compare-and-set gives up and the kit redelivers the event: do the same.
    const reserve = async (o: (typeof orders)[number], i: number) => {
      for (let delivery = 1; ; delivery++) {
        try {
          return await writers[(i + delivery - 1) % 10]!.reserve(o.id, o.store, [{ productId: p._id, quantity: o.quantity }]);
        } catch (e) {
          if (delivery >= 5 || !/kept changing/.test((e as Error).message)) throw e;
        }
      }
    };
    const results = await Promise.all(orders.map(reserve));

    const held = (store: string) => orders.filter((o, i) => o.store === store && results[i] === 'reserved').reduce((n, o) => n + o.quantity, 0);
    expect(results.every((r) => r === 'reserved' || r === 'rejected')).toBe(true);
    expect(held(a)).toBeLessThanOrEqual(30);
    expect(held(b)).toBeLessThanOrEqual(20);
    // Asked for far more than either has: each store sold out, give or take one unit a 2-pack could not take.
    expect(held(a)).toBeGreaterThanOrEqual(29);
    expect(held(b)).toBeGreaterThanOrEqual(19);

    const doc = await productModel(db).findById(p._id).select('+holds').lean();
    expect(doc!.storeStock).toEqual({ [a]: 30 - held(a), [b]: 20 - held(b) });
    expect(doc!.stock).toBe(50 - held(a) - held(b));
    const holds = doc!.holds ?? [];
    expect(holds).toHaveLength(results.filter((r) => r === 'reserved').length);
    expect(holds.filter((h) => h.storeId === a).reduce((n, h) => n + h.quantity, 0)).toBe(held(a));
    expect(holds.filter((h) => h.storeId === b).reduce((n, h) => n + h.quantity, 0)).toBe(held(b));

    // The last product event the compacted topic keeps is the document's real state. The writers
    // above left their events in the outbox for the stack's relay to sweep: wait until it has, or one
    // of them (stock 0) can reach the listener after it started and pass for the newest.
    const pending = async () => ((await productModel(db).findById(p._id).select('+_outbox').lean()) as { _outbox?: unknown[] } | null)?._outbox?.length ?? 0;
    await waitFor(async () => (await pending()) === 0, { what: 'the reservations\u2019 events to leave the outbox', timeoutMs: 30_000 });
    const bus2 = await listen(topicOf(s, topics.product.name));
    try {
      await setStoreStock(s, a, [{ productId: p._id, stock: 30 - held(a) + 1 }]);
      const last = await waitFor(() => bus2.events.filter((e) => e.aggregateId === p._id).at(-1), { what: 'product event' });
      expect(last.data).toMatchObject({ stock: 51 - held(a) - held(b), storeStock: { [a]: 31 - held(a), [b]: 20 - held(b) } });
    } finally {
      await bus2.stop();
    }
  }, 120_000);
});
