import { jest } from '@jest/globals';
import mongoose, { Types } from 'mongoose';
import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import { productCreatedV1, productDeletedV1, productUpdatedV1, topics, type EventEnvelope, type ProductSnapshot } from '@minutemart/contracts';
import { newEvent, startService, type RunningService } from '@minutemart/kit';
import { dropTopics, http, startTestIssuer, testInfra, testServiceEnv, uniqueName, waitFor, type JsonResponse, type TestIssuer } from '@minutemart/kit/testing';
// The real catalogue the cart asks about products its read model lacks (test only: the service
// itself talks to it over HTTP, never through its code).
import { readCatalogueConfig, type CatalogueConfig } from '../../catalogue/src/config.js';
import { catalogueService } from '../../catalogue/src/service.js';
import { readCartConfig, type CartConfig } from '../src/config.js';
import { cartService } from '../src/service.js';
import { cartModel } from '../src/data/cart-model.js';
import { productModel } from '../src/data/product-model.js';
import { Carts } from '../src/domain/carts.js';
import { ProductCatalog } from '../src/domain/product-catalog.js';
import { cartConsumers, PRODUCTS_GROUP } from '../src/events/handlers.js';

// testTimeout is global in a multi-project run; these suites wait on real Kafka and Mongo.
jest.setTimeout(60_000);

export const kafka = new Kafka({ clientId: uniqueName('cart-test'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });

/** Commit a consumer group at the current end of the product topic, as a caught-up service would have. */
export async function commitGroupAtEnd(groupId: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const ends = await admin.fetchTopicOffsets(topics.product.name);
    await admin.setOffsets({ groupId, topic: topics.product.name, partitions: ends.map((p) => ({ partition: p.partition, offset: p.high })) });
  } finally {
    await admin.disconnect();
  }
}

/** Write to the service's database before it starts (state an earlier run would have left). */
export async function withDb(dbName: string, fn: (db: mongoose.Connection) => Promise<unknown>): Promise<void> {
  const conn = await mongoose.createConnection(testInfra.mongoUrl, { dbName }).asPromise();
  try {
    await fn(conn);
  } finally {
    await conn.close();
  }
}

export const markReadModelBuilt = (dbName: string) =>
  withDb(dbName, (db) => db.collection<{ _id: string }>('read_model_state').insertOne({ _id: 'products', since: new Date(), rewound: false } as never));

export interface CatalogueUnderTest {
  svc: RunningService<CatalogueConfig>;
  env: Record<string, string>;
  /** Bearer header of an ADMIN signed by the stack's issuer. */
  admin: Record<string, string>;
  api(path: string, init?: { method?: string; body?: unknown }): Promise<JsonResponse<any>>;
}

export interface CartStack {
  svc: RunningService<CartConfig>;
  catalogue: CatalogueUnderTest;
  env: Record<string, string>;
  groupId: string;
  issuer: TestIssuer;
  /** The real product handlers of the service, bound to its database (no Kafka in between). */
  deliver(event: EventEnvelope<any>): Promise<void>;
  /** The real bulk path the kit uses for a whole Kafka batch. */
  deliverBatch(events: EventEnvelope<any>[]): Promise<void>;
  catalog: ProductCatalog;
  shopper(): Promise<Shopper>;
  api(path: string, who: Shopper | null, init?: { method?: string; body?: unknown }): Promise<JsonResponse<any>>;
  stop(): Promise<void>;
}

export interface Shopper {
  id: string;
  auth: Record<string, string>;
}

/**
 * The real cart service on a random port with a fresh database and consumer groups, and the real
 * catalogue it asks about products its read model lacks. By default the cart starts as an already
 * caught-up service would (product group at the end of the topic, read model marked built), so a
 * test does not wait for the whole product history; `fromBeginning` starts it like a brand-new
 * deployment instead. The catalogue has topics of its own (it answers orders: on the shared ones it
 * would read a dev stack's), so its product events reach the cart only with `sharedTopics`.
 */
export async function startCart(opts: { fromBeginning?: boolean; env?: Record<string, string>; sharedTopics?: boolean } = {}): Promise<CartStack> {
  const issuer = await startTestIssuer();
  const catalogueEnv = testServiceEnv('catalogue', {
    JWKS_URL: issuer.jwksUrl,
    QUEUE_PREFIX: uniqueName('mmt'),
    CACHE_RESYNC_MS: '60000',
    KAFKA_TOPIC_PREFIX: `${uniqueName('tcart')}.`,
  });
  const catalogueSvc = await startService(catalogueService(readCatalogueConfig(catalogueEnv)));
  const adminHeader = { authorization: `Bearer ${await issuer.sign({ sub: new Types.ObjectId().toHexString(), role: 'ADMIN' })}` };
  const catalogue: CatalogueUnderTest = {
    svc: catalogueSvc,
    env: catalogueEnv,
    admin: adminHeader,
    api: (path, init = {}) => http(`${catalogueSvc.url}/api${path}`, { method: init.method ?? 'POST', headers: adminHeader, body: init.body }),
  };
  const env = testServiceEnv('cart', {
    JWKS_URL: issuer.jwksUrl,
    CATALOGUE_SERVICE_URL: catalogueSvc.url,
    ...(opts.sharedTopics ? { KAFKA_TOPIC_PREFIX: catalogueEnv['KAFKA_TOPIC_PREFIX']! } : {}),
    ...opts.env,
  });
  const groupId = `${PRODUCTS_GROUP}${env['KAFKA_GROUP_SUFFIX']}`;
  if (!opts.fromBeginning) {
    await commitGroupAtEnd(groupId);
    await markReadModelBuilt(env['MONGO_DB']!);
  }
  const config = readCartConfig(env);
  const svc = await startService(cartService(config));
  const db = svc.runtime.db;
  const catalog = new ProductCatalog(productModel(db));
  const carts = new Carts(cartModel(db), catalog, { maxItems: config.CART_MAX_ITEMS, onEvents: () => svc.runtime.nudgeOutbox() });
  const spec = cartConsumers(carts, catalog).find((c) => c.group === PRODUCTS_GROUP)!;
  const handlers = spec.handlers;
  return {
    svc,
    catalogue,
    env,
    groupId,
    issuer,
    catalog,
    deliver: async (event) => {
      const handler = handlers[`${event.type}@${event.version}`];
      if (!handler) throw new Error(`no handler for ${event.type}`);
      await handler(event);
    },
    deliverBatch: (events) => spec.applyBatch!(events),
    shopper: async () => {
      const id = new Types.ObjectId().toHexString();
      return { id, auth: { authorization: `Bearer ${await issuer.sign({ sub: id, role: 'USER' })}` } };
    },
    api: (path, who, init = {}) => http(`${svc.url}/api/cart${path}`, { method: init.method ?? 'GET', headers: who?.auth ?? {}, body: init.body }),
    stop: async () => {
      // The kit's consumers start in the background; stopping one that is still connecting can
      // leave it running (its start loop does not re-check after connect), so let them join first.
      await Promise.race([Promise.all(svc.consumers.map((c) => c.joined)), new Promise((r) => setTimeout(r, 20_000))]);
      await svc.stop();
      await catalogueSvc.stop();
      await issuer.stop();
      // After the consumers stopped, so no late handler writes into a dropped database.
      await withDb(env['MONGO_DB']!, (db) => db.dropDatabase()).catch(() => undefined);
      await withDb(catalogueEnv['MONGO_DB']!, (db) => db.dropDatabase()).catch(() => undefined);
      await dropTopics(catalogueEnv['KAFKA_TOPIC_PREFIX']!);
    },
  };
}

let seq = 0;
export function product(over: Partial<ProductSnapshot> = {}): ProductSnapshot {
  return {
    _id: new Types.ObjectId().toHexString(),
    name: `Amul Gold Milk ${Date.now().toString(36)}${(seq++).toString(36)}`,
    image: ['http://localhost:8080/media/abc-800.webp'],
    unit: '500 ml',
    price: 34,
    discount: 5,
    stock: 10,
    publish: true,
    category: [{ _id: new Types.ObjectId().toHexString(), name: 'Dairy' }],
    subCategory: [{ _id: new Types.ObjectId().toHexString(), name: 'Milk' }],
    ...over,
  };
}

const defs = { created: productCreatedV1, updated: productUpdatedV1, deleted: productDeletedV1 } as const;

/** A product event exactly as the catalogue would publish it; `at` moves its time for ordering tests. */
export function productEvent(kind: keyof typeof defs, p: ProductSnapshot, at?: Date): EventEnvelope<any> {
  const data = kind === 'deleted' ? { _id: p._id } : p;
  const entry = newEvent(defs[kind] as typeof productCreatedV1, 'catalogue-service', p._id, data as ProductSnapshot);
  const envelope = JSON.parse(entry.value) as EventEnvelope<any>;
  return at ? { ...envelope, time: at.toISOString() } : envelope;
}

export async function producer(): Promise<Producer> {
  const p = kafka.producer();
  await p.connect();
  return p;
}

/** Publish an event to its topic like the catalogue's outbox relay does (key = aggregate id). */
export async function publish(p: Producer, event: EventEnvelope<any>): Promise<void> {
  await p.send({
    topic: topics.product.name,
    acks: -1,
    messages: [
      {
        key: event.aggregateId,
        value: JSON.stringify(event),
        headers: { 'event-type': event.type, 'event-version': String(event.version), 'event-id': event.id },
      },
    ],
  });
}

/** Listen to a topic from now on and collect every event, so a test can wait for one it caused. */
export async function listen(topic: string): Promise<{ events: EventEnvelope<any>[]; stop(): Promise<void> }> {
  const consumer: Consumer = kafka.consumer({ groupId: uniqueName('t-cart-listen'), maxWaitTimeInMs: 200 });
  const events: EventEnvelope<any>[] = [];
  let fetched = false;
  consumer.on(consumer.events.FETCH, () => (fetched = true));
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      try {
        events.push(JSON.parse(message.value!.toString()));
      } catch {
        /* not an event */
      }
    },
  });
  await waitFor(() => fetched, { what: 'test consumer to start fetching' });
  return { events, stop: () => consumer.disconnect() };
}

export { http, waitFor };
