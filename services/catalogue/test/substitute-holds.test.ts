import { Types } from 'mongoose';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { orderCancelledV1, orderPlacedV1, orderSubstitutionRequestedV1, topics, type EventDefinition } from '@minutemart/contracts';
import { newEvent } from '@minutemart/kit';
import { testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import type { z } from 'zod';
import { createStore, listen, productBody, setStoreStock, startStack, taxonomyFixture, topicOf, type Stack } from './harness.js';

/**
 * A picker's substitute for a missing item, held in the order's store through the saga's real path:
 * order events on this stack's order topic, answers read back from its stock topic.
 */
let producer: Producer;
let s: Stack;
let bus: Awaited<ReturnType<typeof listen>>;
let storeA: string;
let storeB: string;
let milkAisle: { category: { _id: string }; subCategory: { _id: string } };
let snackAisle: { category: { _id: string }; subCategory: { _id: string } };
beforeAll(async () => {
  producer = new Kafka({ clientId: uniqueName('t-orders'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  s = await startStack();
  bus = await listen(topicOf(s, topics.stock.name));
  storeA = await createStore(s);
  storeB = await createStore(s);
  milkAisle = await taxonomyFixture(s, 'Sub');
  snackAisle = await taxonomyFixture(s, 'Snack');
});
afterAll(async () => {
  await bus?.stop();
  await s?.stop();
  await producer?.disconnect();
});

async function publish<S extends z.ZodType>(def: EventDefinition<string, S>, orderId: string, data: z.input<S>): Promise<void> {
  const e = newEvent(def, 'order-service', orderId, data);
  await producer.send({ topic: topicOf(s, e.topic), messages: [{ key: e.key, value: e.value, headers: e.headers }] });
}

/** A product stocked per store, in the milk aisle unless said. */
async function product(perStore: Record<string, number>, over: Record<string, unknown> = {}, aisle = milkAisle) {
  const p = (await s.api('/product/create', { headers: s.admin, body: productBody(aisle.category._id, aisle.subCategory._id, { stock: 0, ...over }) })).body
    .data;
  for (const [store, units] of Object.entries(perStore)) await setStoreStock(s, store, [{ productId: p._id, stock: units }]);
  return p as { _id: string; name: string };
}

const storeUnits = async (productId: string, store: string) =>
  ((await s.api('/product/get-product-details', { headers: s.admin, body: { productId } })).body.data.storeStock as Record<string, number>)[store];

let seq = 10;
const step = (orderId: string, storeId: string) => ({
  orderId,
  userId: new Types.ObjectId().toString(),
  storeId,
  by: { kind: 'admin' as const, id: 'picker-1' },
  at: new Date().toISOString(),
  seq: seq++,
});

/** An order held in `storeId`, then a substitution asked for it; resolves with the catalogue's answer. */
async function placedOrder(storeId: string, lines: { productId: string; quantity: number }[]) {
  const orderId = `ORD-${new Types.ObjectId().toString()}`;
  await publish(orderPlacedV1, orderId, {
    orderId,
    userId: new Types.ObjectId().toString(),
    storeId,
    paymentMethod: 'cod',
    lines,
    at: new Date().toISOString(),
  });
  await waitFor(() => bus.events.find((e) => e.data.orderId === orderId && e.type === 'stock.reserved'), {
    what: `stock.reserved for ${orderId}`,
    timeoutMs: 30_000,
  });
  return orderId;
}

async function ask(orderId: string, storeId: string, productId: string, substituteId: string, quantity: number) {
  const data = { ...step(orderId, storeId), productId, name: 'Missing product', substituteId, quantity };
  const before = bus.events.filter((e) => e.data.orderId === orderId && e.type.startsWith('stock.substitute')).length;
  await publish(orderSubstitutionRequestedV1, orderId, data);
  const answers = await waitFor(
    () => {
      const mine = bus.events.filter((e) => e.data.orderId === orderId && e.type.startsWith('stock.substitute'));
      return mine.length > before ? mine : undefined;
    },
    { what: `the answer to a substitution for ${orderId}`, timeoutMs: 30_000 },
  );
  return { answer: answers.at(-1)!, data };
}

describe('substitutes for missing items', () => {
  it('holds the substitute from the order’s store only, at the catalogue’s price, and releases it with the order', async () => {
    const missing = await product({ [storeA]: 5, [storeB]: 5 });
    const substitute = await product({ [storeA]: 4, [storeB]: 9 }, { price: 55, discount: 10 });
    const orderId = await placedOrder(storeA, [{ productId: missing._id, quantity: 2 }]);

    const { answer } = await ask(orderId, storeA, missing._id, substitute._id, 2);
    expect(answer.type).toBe('stock.substitute_held');
    expect(answer.data).toMatchObject({
      orderId,
      storeId: storeA,
      forProductId: missing._id,
      line: { productId: substitute._id, quantity: 2, name: substitute.name, price: 55, discount: 10 },
    });
    await waitFor(async () => (await storeUnits(substitute._id, storeA)) === 2, { what: 'store A down to 2' });
    expect(await storeUnits(substitute._id, storeB)).toBe(9);

    // The order is cancelled: its substitute goes back on store A's shelf with its other lines.
    await publish(orderCancelledV1, orderId, { ...step(orderId, storeA), from: 'confirmed', to: 'cancelled' });
    const released = await waitFor(() => bus.events.find((e) => e.data.orderId === orderId && e.type === 'stock.released'), {
      what: 'stock.released',
      timeoutMs: 30_000,
    });
    expect(released.data.lines).toEqual(
      expect.arrayContaining([
        { productId: missing._id, quantity: 2 },
        { productId: substitute._id, quantity: 2 },
      ]),
    );
    expect(await storeUnits(substitute._id, storeA)).toBe(4);
    // Asked again after the order closed: refused, nothing held.
    expect((await ask(orderId, storeA, missing._id, substitute._id, 1)).answer.data).toMatchObject({ reason: 'order_closed' });
    expect(await storeUnits(substitute._id, storeA)).toBe(4);
  });

  it('refuses a product from another aisle, one short on the shelf, one the order has, and answers a redelivery once', async () => {
    const missing = await product({ [storeA]: 5 });
    const other = await product({ [storeA]: 5 });
    const crisps = await product({ [storeA]: 50 }, {}, snackAisle);
    const scarce = await product({ [storeA]: 1, [storeB]: 20 });
    const onlyInB = await product({ [storeB]: 20 });
    const orderId = await placedOrder(storeA, [
      { productId: missing._id, quantity: 3 },
      { productId: other._id, quantity: 1 },
    ]);

    expect((await ask(orderId, storeA, missing._id, crisps._id, 1)).answer.data).toMatchObject({
      substituteId: crisps._id,
      reason: 'not_similar',
      name: crisps.name,
    });
    expect((await ask(orderId, storeA, missing._id, scarce._id, 2)).answer.data).toMatchObject({ reason: 'out_of_stock', available: 1 });
    expect((await ask(orderId, storeA, missing._id, onlyInB._id, 1)).answer.data).toMatchObject({ reason: 'not_sold' });
    expect((await ask(orderId, storeA, missing._id, other._id, 1)).answer.data).toMatchObject({ reason: 'in_order' });
    expect(await storeUnits(crisps._id, storeA)).toBe(50);
    expect(await storeUnits(scarce._id, storeA)).toBe(1);

    // The same request delivered twice (same order step): one hold, one answer.
    const { answer, data } = await ask(orderId, storeA, missing._id, scarce._id, 1);
    expect(answer.type).toBe('stock.substitute_held');
    const e = newEvent(orderSubstitutionRequestedV1, 'order-service', orderId, data);
    await producer.send({ topic: topicOf(s, e.topic), messages: [{ key: e.key, value: e.value, headers: e.headers }] });
    const probe = await ask(orderId, storeA, missing._id, crisps._id, 1); // a later request, to know the redelivery was consumed
    expect(probe.answer.data.reason).toBe('not_similar');
    expect(bus.events.filter((x) => x.data.orderId === orderId && x.type === 'stock.substitute_held')).toHaveLength(1);
    expect(await storeUnits(scarce._id, storeA)).toBe(0);
    // Now a substitute of this order: asking for it again for another line is refused.
    expect((await ask(orderId, storeA, other._id, scarce._id, 1)).answer.data).toMatchObject({ reason: 'in_order' });
  });
});
