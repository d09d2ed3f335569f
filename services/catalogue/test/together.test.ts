import { Types } from 'mongoose';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { orderConfirmedV2, topics } from '@minutemart/contracts';
import { newEvent } from '@minutemart/kit';
import { testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import { togetherBasketModel, togetherCountsModel } from '../src/data/together-model.js';
import { MongoReads } from '../src/domain/mongo-reads.js';
import { Together } from '../src/domain/together.js';
import { categoryModel } from '../src/data/category-model.js';
import { subCategoryModel } from '../src/data/subcategory-model.js';
import { productModel } from '../src/data/product-model.js';
import { createStore, productBody, setStoreStock, startStack, taxonomyFixture, topicOf, type Stack } from './harness.js';

/**
 * Often bought together (ADR 0024) through the real path: order.confirmed@2 on this stack's order
 * topic, counts in Mongo, the read over HTTP. Every event here goes out under one key, so they share
 * a partition and are handled in the order sent: once the last order is counted, so is every
 * duplicate before it.
 */
const KEY = new Types.ObjectId().toString();

let s: Stack;
let producer: Producer;
const ids: Record<'milk' | 'bread' | 'butter' | 'eggs' | 'jam' | 'tea', string> = { milk: '', bread: '', butter: '', eggs: '', jam: '', tea: '' };
let storeX: string;
let storeY: string;

const confirmed = (orderId: string, storeId: string, productIds: string[]) =>
  newEvent(orderConfirmedV2, 'order-service', KEY, {
    orderId,
    userId: new Types.ObjectId().toString(),
    storeId,
    from: 'pending',
    to: 'confirmed',
    by: { kind: 'system' },
    at: new Date().toISOString(),
    seq: 2,
    lines: productIds.map((productId) => ({ productId, quantity: 1 })),
    charges: { itemsPaise: 10_000, feesPaise: 0, discountPaise: 0, grandTotalPaise: 10_000, fees: [], discounts: [] },
  });

type Sent = ReturnType<typeof confirmed>;
const send = (...events: Sent[]) =>
  producer.send({ topic: topicOf(s, topics.order.name), messages: events.map((e) => ({ key: e.key, value: e.value, headers: e.headers })) });

const db = () => s.svc.runtime.db;
const countsOf = async (productId: string) =>
  ((await db().collection<{ _id: string; counts: Record<string, number> }>('together_counts').findOne({ _id: productId }))?.counts ?? {}) as Record<
    string,
    number
  >;
/** Waits until the ledger holds the order with every product counted. */
const counted = (orderId: string, products: number) =>
  waitFor(
    async () => {
      const b = await db().collection<{ _id: string; applied: string[] }>('together_baskets').findOne({ _id: orderId });
      return b && b.applied.length === products ? b : undefined;
    },
    { what: `order ${orderId} counted`, timeoutMs: 30_000 },
  );

const together = (query: Record<string, string>) => s.api(`/product/together?${new URLSearchParams(query)}`, { method: 'GET' });
const names = (res: { body: { data: { _id: string }[] } }) => res.body.data.map((p) => Object.entries(ids).find(([, id]) => id === p._id)?.[0]);

beforeAll(async () => {
  s = await startStack();
  producer = new Kafka({ clientId: uniqueName('t-orders'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  const { category, subCategory } = await taxonomyFixture(s, 'Tg');
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    const res = await s.api('/product/create', { headers: s.admin, body: productBody(category._id, subCategory._id, { stock: name === 'eggs' ? 0 : 20 }) });
    expect(res.status).toBe(201);
    ids[name] = res.body.data._id;
  }
  storeX = await createStore(s);
  storeY = await createStore(s);
  // Store X has everything but eggs; store Y only bread.
  await setStoreStock(
    s,
    storeX,
    (['milk', 'bread', 'butter', 'jam', 'tea'] as const).map((n) => ({ productId: ids[n], stock: 5 })),
  );
  await setStoreStock(s, storeY, [{ productId: ids.bread, stock: 3 }]);
}, 60_000);

afterAll(async () => {
  await producer?.disconnect();
  await s?.stop();
});

describe('often bought together', () => {
  const o1 = new Types.ObjectId().toString();
  const o2 = new Types.ObjectId().toString();
  const o3 = new Types.ObjectId().toString();
  const o4 = new Types.ObjectId().toString();

  it('counts each confirmed order once, whether the same event comes twice or the order is confirmed again', async () => {
    const first = confirmed(o1, storeX, [ids.milk, ids.bread]);
    // The same envelope twice (the kit's de-duplication), then a new event for the same order (the ledger's).
    await send(first, first, confirmed(o1, storeX, [ids.milk, ids.bread]));
    await send(confirmed(o2, storeX, [ids.milk, ids.bread, ids.butter, ids.bread]), confirmed(o3, storeY, [ids.milk, ids.eggs]));
    await send(confirmed(o2, storeX, [ids.milk, ids.bread, ids.butter]), confirmed(o4, storeX, [ids.jam]));
    // A single-product order counts nothing; a last two-product order shows everything before it was handled.
    const last = new Types.ObjectId().toString();
    await send(confirmed(last, storeX, [ids.tea, ids.jam]));
    await counted(last, 2);

    expect(await countsOf(ids.milk)).toEqual({ [ids.bread]: 2, [ids.butter]: 1, [ids.eggs]: 1 });
    expect(await countsOf(ids.bread)).toEqual({ [ids.milk]: 2, [ids.butter]: 1 });
    expect(await countsOf(ids.butter)).toEqual({ [ids.milk]: 1, [ids.bread]: 1 });
    expect(await countsOf(ids.tea)).toEqual({ [ids.jam]: 1 });
    expect(
      await db()
        .collection('together_baskets')
        .countDocuments({ _id: { $in: [o1, o2, o3, o4, last] } as never }),
    ).toBe(4);
  }, 60_000);

  it('a retry after a crash between the two writes does not count again (the per-product guard)', async () => {
    // As if the process died after counting milk for o1 but before the ledger said so.
    await db()
      .collection<{ _id: string; applied: string[] }>('together_baskets')
      .updateOne({ _id: o1 }, { $pull: { applied: ids.milk } });
    await send(confirmed(o1, storeX, [ids.milk, ids.bread]));
    await counted(o1, 2);
    expect(await countsOf(ids.milk)).toEqual({ [ids.bread]: 2, [ids.butter]: 1, [ids.eggs]: 1 });
  }, 60_000);

  it('different orders counting the same new product at once all count (another replica or partition)', async () => {
    const models = { categories: categoryModel(db()), subCategories: subCategoryModel(db()), products: productModel(db()) };
    const together = new Together(togetherBasketModel(db()), togetherCountsModel(db()), new MongoReads(models));
    const [p, q] = [new Types.ObjectId().toString(), new Types.ObjectId().toString()];
    const orders = Array.from({ length: 12 }, () => new Types.ObjectId().toString());
    await Promise.all(orders.map((o) => together.record(o, storeX, [{ productId: p }, { productId: q }])));
    // And each once: the same orders again change nothing.
    await Promise.all(orders.map((o) => together.record(o, storeX, [{ productId: q }, { productId: p }])));
    expect(await countsOf(p)).toEqual({ [q]: 12 });
    expect(await countsOf(q)).toEqual({ [p]: 12 });
  });

  it('answers the companions ranked by orders together, only those in stock and sold in the asked store', async () => {
    const inX = await together({ productId: ids.milk, store: storeX });
    expect(inX.status).toBe(200);
    // Eggs were bought with milk, but store X has none.
    expect(names(inX)).toEqual(['bread', 'butter']);
    expect(inX.body.data[0]).toMatchObject({ _id: ids.bread, stock: 5, stocked: true, price: 28, publish: true });
    expect(inX.body.data[0].category[0]).toHaveProperty('name');

    expect(names(await together({ productId: ids.milk, store: storeY }))).toEqual(['bread']);
    expect(names(await together({ productId: ids.milk, store: storeX, limit: '1' }))).toEqual(['bread']);
    // Without a store the total stock decides: eggs have none anywhere.
    expect(names(await together({ productId: ids.milk }))).toEqual(['bread', 'butter']);
    // A product nobody bought with anything has no companions; that is an empty list, not an error.
    const lonely = await together({ productId: ids.eggs, store: storeX });
    expect(lonely.status).toBe(200);
    expect(names(lonely)).toEqual(['milk']);
    expect((await together({ productId: ids.jam, store: storeY })).body.data).toEqual([]);
  });

  it("answers a basket's companions by orders summed over its products, none of the basket's own, in stock in the asked store", async () => {
    const basket = (query: Record<string, string>) => s.api(`/product/together/basket?${new URLSearchParams(query)}`, { method: 'GET' });
    // Milk: bread 2, butter 1, eggs 1. Bread: milk 2, butter 1. Tea: jam 1.
    const mb = await basket({ productIds: [ids.milk, ids.bread].join(','), store: storeX });
    expect(mb.status).toBe(200);
    expect(names(mb)).toEqual(['butter']);
    expect(mb.body.data[0]).toMatchObject({ _id: ids.butter, stock: 5, stocked: true, publish: true });
    // Butter 1 + 1 from milk and bread, before jam's 1 from tea (eggs' 1: none in store X).
    expect(names(await basket({ productIds: [ids.tea, ids.milk, ids.bread].join(','), store: storeX }))).toEqual(['butter', 'jam']);
    expect(names(await basket({ productIds: [ids.milk, ids.tea].join(','), store: storeX }))).toEqual(['bread', 'butter', 'jam']);
    expect(names(await basket({ productIds: [ids.milk, ids.tea].join(','), store: storeX, limit: '2' }))).toEqual(['bread', 'butter']);
    // The order of the ids, repeats and case do not change the answer.
    const again = await basket({ productIds: [ids.tea, ids.milk.toUpperCase(), ids.tea].join(','), store: storeX });
    expect(names(again)).toEqual(['bread', 'butter', 'jam']);
    // Store Y has only bread; a basket of the one product is the single form without the product check.
    expect(names(await basket({ productIds: ids.milk, store: storeY }))).toEqual(['bread']);
    // A product nobody sells (or nobody bought with anything) adds nothing, and is not an error.
    const unknown = new Types.ObjectId().toString();
    expect(names(await basket({ productIds: [unknown, ids.tea].join(','), store: storeX }))).toEqual(['jam']);
    expect((await basket({ productIds: unknown })).body.data).toEqual([]);

    const refused = async (query: Record<string, string>, message: RegExp) => {
      const res = await basket(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: true, message: expect.stringMatching(message) });
    };
    await refused({}, /Provide productIds/);
    await refused({ productIds: `${ids.milk},abc` }, /valid product ids/);
    await refused({ productIds: `${ids.milk},` }, /valid product ids/);
    await refused({ productIds: Array.from({ length: 51 }, () => new Types.ObjectId().toString()).join(',') }, /at most 50/);
    await refused({ productIds: ids.milk, limit: '13' }, /at most 12/);
    const repeated = await s.api(`/product/together/basket?productIds=${ids.milk}&productIds=${ids.bread}`, { method: 'GET' });
    expect(repeated.status).toBe(400);
    expect((await basket({ productIds: ids.milk, store: 'no-such-store' })).status).toBe(404);
  });

  it('leaves out a product taken off sale, and refuses what it cannot answer', async () => {
    const off = await s.api('/product/update-product-details', { method: 'PUT', headers: s.admin, body: { _id: ids.bread, publish: false } });
    expect(off.status).toBe(200);
    await waitFor(async () => (names(await together({ productId: ids.milk, store: storeX })).includes('bread') ? undefined : true), {
      what: 'bread gone from the companions',
    });
    expect(names(await together({ productId: ids.milk, store: storeX }))).toEqual(['butter']);
    expect((await together({ productId: ids.bread, store: storeX })).status).toBe(404);
    expect((await together({ productId: new Types.ObjectId().toString() })).status).toBe(404);
    expect((await together({ productId: ids.milk, store: 'no-such-store' })).status).toBe(404);
    expect((await together({ productId: 'abc' })).status).toBe(400);
    expect((await together({ productId: ids.milk, limit: '13' })).status).toBe(400);
  });
});
