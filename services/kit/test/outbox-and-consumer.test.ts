import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { deadLetterTopic, topics, userUpdatedV1, type EventEnvelope } from '@minutemart/contracts';
import {
  connectMongo,
  createKafka,
  createLogger,
  newEvent,
  OutboxRelay,
  ResilientProducer,
  startConsumer,
  withOutbox,
  type ManagedConsumer,
  type OutboxEntry,
} from '../src/index.js';
import { testInfra, uniqueName, waitFor } from '../src/testing/index.js';

const logger = createLogger('kit-test', 'silent');
const topic = topics.user.name;

interface Thing {
  _id: string;
  name: string;
  _outbox?: OutboxEntry[];
}

let db: Connection;
let kafka: Kafka;
let producer: ResilientProducer;
let things: Model<Thing>;
let relay: OutboxRelay;
const consumers: ManagedConsumer[] = [];
const rawConsumers: Consumer[] = [];

const updated = (id: string, name: string) =>
  newEvent(userUpdatedV1, 'kit-test', id, {
    userId: id,
    name,
    email: `${id}@example.test`,
    mobile: null,
    avatar: '',
    role: 'USER',
    status: 'Active',
    updatedAt: new Date().toISOString(),
  });

beforeAll(async () => {
  db = await connectMongo(testInfra.mongoUrl, uniqueName('t_kit'), logger);
  kafka = createKafka('kit-test', testInfra.kafkaBrokers.split(','), logger);
  producer = new ResilientProducer(kafka, logger);
  await producer.connect();
  things = db.model<Thing>('thing', withOutbox(new Schema<Thing>({ _id: String, name: String }, { timestamps: true })));
  relay = new OutboxRelay({ producer, models: [things], logger, pollMs: 100 });
  relay.start();
});

afterAll(async () => {
  await Promise.all(consumers.map((c) => c.stop()));
  await Promise.all(rawConsumers.map((c) => c.disconnect()));
  await relay.stop();
  await producer.disconnect();
  await db.dropDatabase();
  await db.close();
});

function consume(handlers: Record<string, (e: EventEnvelope<any>) => Promise<void>>, attempts = 3): ManagedConsumer {
  const c = startConsumer({ kafka, producer, db, groupId: uniqueName('kit-group'), topics: [topic], handlers, logger, attempts });
  consumers.push(c);
  return c;
}

describe('outbox relay', () => {
  it('publishes a state change and its events together, in order, and empties the outbox', async () => {
    const id = randomUUID().replace(/-/g, '');
    const seen: string[] = [];
    const c = consume({
      'user.updated@1': async (e) => {
        if (e.aggregateId === id) seen.push(e.data.name);
      },
    });
    await c.joined;
    await things.create({ _id: id, name: 'first', _outbox: [updated(id, 'first')] });
    await things.updateOne({ _id: id }, { $set: { name: 'second' }, $push: { _outbox: updated(id, 'second') } });
    await things.updateOne({ _id: id }, { $set: { name: 'third' }, $push: { _outbox: updated(id, 'third') } });
    relay.nudge();

    await waitFor(() => seen.length >= 3, { what: 'three events consumed' });
    expect(seen).toEqual(['first', 'second', 'third']);
    const doc = await things.findById(id).select('+_outbox').lean();
    expect(doc?._outbox ?? []).toHaveLength(0);
  });

  it('keeps events in the outbox while Kafka refuses them and sends them once it can', async () => {
    const id = randomUUID().replace(/-/g, '');
    // A collection only these two relays know, so the suite's running relay cannot interfere.
    const parked = db.model<Thing>('parked', withOutbox(new Schema<Thing>({ _id: String, name: String })));
    const deadBroker = new Kafka({
      clientId: 'kit-broken',
      brokers: ['127.0.0.1:1'],
      retry: { retries: 1, initialRetryTime: 50, maxRetryTime: 100 },
      connectionTimeout: 300,
      logLevel: logLevel.NOTHING,
    });
    const broken = new ResilientProducer(deadBroker, logger);
    const stuck = new OutboxRelay({ producer: broken, models: [parked], logger });
    await parked.create({ _id: id, name: 'waiting', _outbox: [updated(id, 'waiting')] });
    await expect(stuck.flush()).rejects.toThrow();
    const still = await parked.findById(id).select('+_outbox').lean();
    expect(still?._outbox).toHaveLength(1);
    await broken.disconnect();

    const healthy = new OutboxRelay({ producer, models: [parked], logger });
    expect(await healthy.flush()).toBe(1);
    const drained = await parked.findById(id).select('+_outbox').lean();
    expect(drained?._outbox ?? []).toHaveLength(0);
    expect(drained?.name).toBe('waiting');
  });

  it("sends a new document's events straight away, keeps later ones in order behind them, and still empties the outbox", async () => {
    const id = randomUUID().replace(/-/g, '');
    // A relay whose loop would not look for a minute: only the direct path can deliver in time.
    const fresh = db.model<Thing>('fresh', withOutbox(new Schema<Thing>({ _id: String, name: String })));
    const slow = new OutboxRelay({ producer, models: [fresh], logger, pollMs: 60_000 });
    slow.start();
    const seen: string[] = [];
    const c = consume({
      'user.updated@1': async (e) => {
        if (e.aggregateId === id) seen.push(e.data.name);
      },
    });
    await c.joined;
    try {
      const first = updated(id, 'first');
      await fresh.create({ _id: id, name: 'first', _outbox: [first] });
      slow.nudge({ model: fresh, ids: [id], created: [first] });
      // Appended while the first may still be on its way: it must follow it, and soon (not at the next poll).
      await fresh.updateOne({ _id: id }, { $set: { name: 'second' }, $push: { _outbox: updated(id, 'second') } });
      slow.nudge({ model: fresh, ids: [id] });
      await waitFor(() => seen.length >= 2, { what: 'both events consumed', timeoutMs: 10_000 });
      expect(seen.slice(0, 2)).toEqual(['first', 'second']);
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.filter((n) => n === 'second')).toHaveLength(1);
      await waitFor(async () => ((await fresh.findById(id).select('+_outbox').lean())?._outbox ?? []).length === 0, { what: 'outbox emptied' });
    } finally {
      await slow.stop();
    }
  });

  it('leaves a new document to the loop when the direct send fails', async () => {
    const id = randomUUID().replace(/-/g, '');
    const parked = db.model<Thing>('parked-direct', withOutbox(new Schema<Thing>({ _id: String, name: String })));
    const deadBroker = new Kafka({
      clientId: 'kit-broken-direct',
      brokers: ['127.0.0.1:1'],
      retry: { retries: 1, initialRetryTime: 50, maxRetryTime: 100 },
      connectionTimeout: 300,
      logLevel: logLevel.NOTHING,
    });
    const broken = new ResilientProducer(deadBroker, logger);
    const stuck = new OutboxRelay({ producer: broken, models: [parked], logger, pollMs: 60_000 });
    stuck.start();
    const event = updated(id, 'kept');
    await parked.create({ _id: id, name: 'kept', _outbox: [event] });
    stuck.nudge({ model: parked, ids: [id], created: [event] });
    await stuck.stop();
    await broken.disconnect();
    expect((await parked.findById(id).select('+_outbox').lean())?._outbox).toHaveLength(1);
    expect(await new OutboxRelay({ producer, models: [parked], logger }).flush()).toBe(1);
  });
});

describe('consumer', () => {
  it('applies a redelivered event only once', async () => {
    const id = randomUUID().replace(/-/g, '');
    let calls = 0;
    const c = consume({
      'user.updated@1': async (e) => {
        if (e.aggregateId === id) calls++;
      },
    });
    await c.joined;
    const entry = updated(id, 'dup');
    const message = { key: entry.key, value: entry.value, headers: entry.headers };
    await producer.send({ topic, messages: [message, message] });
    await producer.send({ topic, messages: [message] });
    await waitFor(async () => (await db.collection('processed_events').countDocuments({ _id: { $regex: `${entry._id}$` } } as never)) > 0, {
      what: 'event processed',
    });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(calls).toBe(1);
  });

  it('retries a failing handler and then dead-letters the event with the reason', async () => {
    const id = randomUUID().replace(/-/g, '');
    let attempts = 0;
    let recovered = 0;
    const c = consume(
      {
        'user.updated@1': async (e) => {
          if (e.aggregateId === id) {
            attempts++;
            throw new Error('inventory system on fire');
          }
          if (e.aggregateId === `${id}-flaky`) {
            recovered++;
            if (recovered < 2) throw new Error('transient');
          }
        },
      },
      3,
    );
    await c.joined;

    const dlq = kafka.consumer({ groupId: uniqueName('kit-dlq') });
    rawConsumers.push(dlq);
    const dead: { key: string; reason: string }[] = [];
    await dlq.connect();
    await dlq.subscribe({ topic: deadLetterTopic(topic), fromBeginning: true });
    await dlq.run({
      eachMessage: async ({ message }) => {
        dead.push({ key: message.key?.toString() ?? '', reason: message.headers?.['dlq-reason']?.toString() ?? '' });
      },
    });

    const poison = updated(id, 'poison');
    const flaky = updated(`${id}-flaky`, 'flaky');
    await producer.send({ topic, messages: [poison, flaky].map((e) => ({ key: e.key, value: e.value, headers: e.headers })) });

    const letter = await waitFor(() => dead.find((d) => d.key === id), { timeoutMs: 30_000, what: 'dead letter' });
    expect(attempts).toBe(3);
    expect(letter.reason).toMatch(/inventory system on fire/);
    await waitFor(() => recovered >= 2, { what: 'flaky handler retried' });
    expect(dead.find((d) => d.key === `${id}-flaky`)).toBeUndefined();
  });

  it('dead-letters a message that is not a valid envelope instead of stalling the partition', async () => {
    const key = randomUUID();
    const dlq = kafka.consumer({ groupId: uniqueName('kit-dlq2') });
    rawConsumers.push(dlq);
    const dead: string[] = [];
    await dlq.connect();
    await dlq.subscribe({ topic: deadLetterTopic(topic), fromBeginning: true });
    await dlq.run({
      eachMessage: async ({ message }) => {
        if (message.key?.toString() === key) dead.push(message.headers?.['dlq-reason']?.toString() ?? '');
      },
    });
    const c = consume({ 'user.updated@1': async () => undefined });
    await c.joined;
    await producer.send({ topic, messages: [{ key, value: 'not json at all' }] });
    const reason = await waitFor(() => dead[0], { timeoutMs: 20_000, what: 'invalid envelope dead-lettered' });
    expect(reason).toMatch(/invalid envelope/);
  });

  it('commits the event in hand when it stops, so the replica taking the partition over starts after it', async () => {
    const id = randomUUID().replace(/-/g, '');
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let inHand = false;
    const groupId = uniqueName('kit-group');
    const c = startConsumer({
      kafka,
      producer,
      db,
      groupId,
      topics: [topic],
      logger,
      handlers: {
        'user.updated@1': async (e) => {
          if (e.aggregateId !== id) return;
          inHand = true;
          await held;
        },
      },
    });
    await c.joined;
    const entry = updated(id, 'in hand');
    const [sent] = await producer.send({ topic, messages: [{ key: entry.key, value: entry.value, headers: entry.headers }] });
    await waitFor(() => inHand, { timeoutMs: 30_000, what: 'the event in hand' });
    const stopping = c.stop();
    release();
    await stopping;

    const admin = kafka.admin();
    await admin.connect();
    try {
      const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
      const partition = committed!.partitions.find((p) => p.partition === sent!.partition);
      expect(BigInt(partition!.offset)).toBe(BigInt(sent!.baseOffset!) + 1n);
    } finally {
      await admin.disconnect();
    }
  });
});
