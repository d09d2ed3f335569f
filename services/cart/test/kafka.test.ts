import { topics, type EventEnvelope } from '@minutemart/contracts';
import { createLogger } from '@minutemart/kit';
import { productVersion } from '../src/domain/versions.js';
import { productsCaughtUp } from '../src/events/product-feed.js';
import {
  commitGroupAtEnd,
  http,
  markReadModelBuilt,
  kafka,
  product,
  productEvent,
  producer,
  publish,
  startCart,
  waitFor,
  withDb,
  type CartStack,
} from './harness.js';
import { uniqueName } from '@minutemart/kit/testing';
import type { Producer } from 'kafkajs';

let prod: Producer;
beforeAll(async () => {
  prod = await producer();
});
afterAll(async () => {
  await prod?.disconnect();
});

const storedIn = (s: CartStack, id: string) => s.svc.runtime.db.collection('products').findOne({ _id: id as never });

/**
 * The first product event of every partition: a read model built from the beginning reflects one of
 * them within its first batch, however many events follow.
 */
async function firstProductEvents(): Promise<EventEnvelope<any>[]> {
  const admin = kafka.admin();
  await admin.connect();
  const nonEmpty = (await admin.fetchTopicOffsets(topics.product.name)).filter((p) => Number(p.high) > Number(p.low)).length;
  await admin.disconnect();
  const consumer = kafka.consumer({ groupId: uniqueName('t-cart-first'), maxWaitTimeInMs: 200 });
  const found = new Map<number, EventEnvelope<any>>();
  await consumer.connect();
  await consumer.subscribe({ topic: topics.product.name, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      if (found.has(partition)) return;
      try {
        const e = JSON.parse(message.value!.toString()) as EventEnvelope<any>;
        if (/^product\.(created|updated|deleted)$/.test(e.type) && typeof e.data?._id === 'string') found.set(partition, e);
      } catch {
        /* not an event */
      }
    },
  });
  try {
    return await waitFor(() => (found.size >= nonEmpty ? [...found.values()] : undefined), {
      timeoutMs: 30_000,
      what: 'the first product event of each partition',
    });
  } finally {
    await consumer.disconnect();
  }
}

/** The read model holds one of these events' products at that version or a later one. */
const reflectsAny = async (s: CartStack, events: EventEnvelope<any>[]) => {
  for (const e of events) {
    const doc = await storedIn(s, e.data._id);
    if (doc && String(doc['version']) >= productVersion(e)) return doc;
  }
  return undefined;
};

describe('product events through Kafka', () => {
  let s: CartStack;
  beforeAll(async () => {
    s = await startCart();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('a product.created published on the product topic reaches the read model, then the cart', async () => {
    await waitFor(async () => (await http(`${s.svc.url}/readyz`)).status === 200, { timeoutMs: 30_000, what: 'readiness' });
    const p = product({ price: 60, stock: 2 });
    const created = productEvent('created', p);
    await publish(prod, created);
    const doc = await waitFor(() => storedIn(s, p._id), { what: 'the product in the read model' });
    expect(doc).toMatchObject({ name: p.name, price: 60, stock: 2, publish: true, deleted: false });

    const me = await s.shopper();
    const added = await s.api('/create', me, { method: 'POST', body: { productId: p._id } });
    expect(added.status).toBe(201);

    // The same event again (redelivery) and an older update are both ignored; a newer one shows.
    await publish(prod, created);
    await publish(prod, { ...productEvent('updated', { ...p, price: 1 }), time: new Date(Date.parse(created.time) - 60_000).toISOString() });
    await publish(prod, productEvent('updated', { ...p, price: 55 }));
    await waitFor(async () => (await s.api('/get', me)).body.data[0]?.productId.price === 55, { what: 'the new price in the cart' });
    expect((await storedIn(s, p._id))!['price']).toBe(55);

    await publish(prod, productEvent('deleted', p));
    await waitFor(async () => (await s.api('/get', me)).body.data.length === 0, { what: 'the deleted product to leave the cart' });
    expect((await s.api('/create', me, { method: 'POST', body: { productId: p._id } })).status).toBe(404);
  });
});

describe('a new deployment builds the whole read model', () => {
  // At least one product event on the topic, whatever ran before.
  beforeAll(async () => {
    await publish(prod, productEvent('created', product()));
  });

  it('a fresh database and consumer group read the product topic from the beginning', async () => {
    const early = await firstProductEvents();
    const s = await startCart({ fromBeginning: true });
    try {
      expect(await s.svc.runtime.db.collection('read_model_state').findOne({ _id: 'products' as never })).toMatchObject({ rewound: false });
      await waitFor(() => reflectsAny(s, early), { timeoutMs: 30_000, what: 'a product from the start of the topic' });
    } finally {
      await s.stop();
    }
  });

  it('a fresh database behind a group that already committed offsets rewinds the group and replays', async () => {
    const early = await firstProductEvents();
    const env = { MONGO_DB: uniqueName('t_cart'), KAFKA_GROUP_SUFFIX: `-${uniqueName('t')}` };
    const groupId = `cart-products${env.KAFKA_GROUP_SUFFIX}`;
    // What a cart service that consumed the topic before it kept a read model leaves behind:
    // offsets at the end and records of events it handled (which must not stop the replay).
    await commitGroupAtEnd(groupId);
    const processed = [`${groupId}:an-old-event`, `cart-users${env.KAFKA_GROUP_SUFFIX}:a-user-event`];
    await withDb(env.MONGO_DB, (db) =>
      db.collection<{ _id: string }>('processed_events').insertMany(processed.map((_id) => ({ _id, at: new Date() })) as never),
    );

    const s = await startCart({ fromBeginning: true, env });
    try {
      expect(await s.svc.runtime.db.collection('read_model_state').findOne({ _id: 'products' as never })).toMatchObject({ rewound: true });
      const left = await s.svc.runtime.db
        .collection('processed_events')
        .find({ _id: { $in: processed } as never })
        .toArray();
      expect(left.map((d) => d._id)).toEqual([processed[1]]);
      await waitFor(() => reflectsAny(s, early), { timeoutMs: 30_000, what: 'a product from the start of the topic after the rewind' });
    } finally {
      await s.stop();
    }
  });

  it('a database whose read model was built before is not rewound again', async () => {
    const env = { MONGO_DB: uniqueName('t_cart'), KAFKA_GROUP_SUFFIX: `-${uniqueName('t')}` };
    const groupId = `cart-products${env.KAFKA_GROUP_SUFFIX}`;
    await commitGroupAtEnd(groupId);
    await markReadModelBuilt(env.MONGO_DB);
    const admin = kafka.admin();
    await admin.connect();
    const committedNow = async () => {
      const [committed] = await admin.fetchOffsets({ groupId, topics: [topics.product.name] });
      return new Map(committed!.partitions.map((p) => [p.partition, Number(p.offset)]));
    };
    const before = await committedNow();
    const s = await startCart({ fromBeginning: true, env });
    try {
      const after = await committedNow();
      for (const [partition, offset] of before) expect(after.get(partition)).toBeGreaterThanOrEqual(offset);
      expect([...before.values()].some((o) => o > 0)).toBe(true);
    } finally {
      await s.stop();
      await admin.disconnect();
    }
  });
});

describe('readiness', () => {
  it('is not ready until the product group has reached the end of the topic as it was at start, then stays ready', async () => {
    await publish(prod, productEvent('created', product()));
    const groupId = uniqueName('t-cart-ready');
    const check = productsCaughtUp({ kafka, groupId, topic: topics.product.name, logger: createLogger('test', 'silent') });
    await expect(check()).rejects.toThrow(/^catching up on product events: \d+ behind$/);
    await commitGroupAtEnd(groupId);
    await expect(check()).resolves.toBeUndefined();
    // Later events do not make it unready again: lag under traffic is normal.
    await publish(prod, productEvent('created', product()));
    await expect(check()).resolves.toBeUndefined();
  });
});
