import { Types } from 'mongoose';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { startService, type RunningService } from '@minutemart/kit';
import { dropTopics, http, startTestIssuer, testInfra, testServiceEnv, uniqueName, waitFor, type JsonResponse, type TestIssuer } from '@minutemart/kit/testing';
import type { EventEnvelope } from '@minutemart/contracts';
import { readCatalogueConfig, type CatalogueConfig } from '../src/config.js';
import { catalogueService } from '../src/service.js';

export type CatalogueUnderTest = RunningService<CatalogueConfig>;

export const IMG = 'https://media.example.test/images/a.webp';

/**
 * Environment for one catalogue under test: its own database, consumer groups, queue keys and
 * topics. Own topics matter since the catalogue answers orders: on the shared ones it would read
 * every order a dev stack ever placed, and could answer a live dev order from its empty shelves.
 */
export function catalogueEnv(issuer: TestIssuer, extra: Record<string, string> = {}): Record<string, string> {
  return testServiceEnv('catalogue', {
    JWKS_URL: issuer.jwksUrl,
    QUEUE_PREFIX: uniqueName('mmt'),
    CACHE_RESYNC_MS: '60000',
    KAFKA_TOPIC_PREFIX: `${uniqueName('tcat')}.`,
    ...extra,
  });
}

/** A topic as this stack names it on the broker. */
export const topicOf = (s: { env: Record<string, string> }, name: string): string => `${s.env['KAFKA_TOPIC_PREFIX'] ?? ''}${name}`;

export const startCatalogue = (env: Record<string, string>): Promise<CatalogueUnderTest> => startService(catalogueService(readCatalogueConfig(env)));

export interface Stack {
  svc: CatalogueUnderTest;
  issuer: TestIssuer;
  env: Record<string, string>;
  admin: Record<string, string>;
  user: Record<string, string>;
  api: (path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }) => Promise<JsonResponse<any>>;
  stop(): Promise<void>;
}

export async function startStack(extra: Record<string, string> = {}): Promise<Stack> {
  const issuer = await startTestIssuer();
  const env = catalogueEnv(issuer, extra);
  const svc = await startCatalogue(env);
  const adminToken = await issuer.sign({ sub: new Types.ObjectId().toString(), role: 'ADMIN' });
  const userToken = await issuer.sign({ sub: new Types.ObjectId().toString(), role: 'USER' });
  const admin = { authorization: `Bearer ${adminToken}` };
  const user = { authorization: `Bearer ${userToken}` };
  return {
    svc,
    issuer,
    env,
    admin,
    user,
    api: (path, init = {}) => http(`${svc.url}/api${path}`, { method: init.method ?? 'POST', ...init }),
    stop: async () => {
      await svc.stop();
      await issuer.stop();
      await dropTopics(env['KAFKA_TOPIC_PREFIX'] ?? '');
    },
  };
}

let seq = 0;
export const uniq = (label: string): string => `${label} ${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A category, a sub-category in it and the ids, created through the API as an admin. */
export async function taxonomyFixture(s: Stack, tag = 'T') {
  const cat = await s.api('/category/add-category', { headers: s.admin, body: { name: uniq(`${tag} Dairy`), image: IMG } });
  expect(cat.status).toBe(201);
  const sub = await s.api('/subcategory/create', { headers: s.admin, body: { name: uniq(`${tag} Milk`), image: IMG, category: [cat.body.data] } });
  expect(sub.status).toBe(201);
  return { category: cat.body.data as { _id: string; name: string }, subCategory: sub.body.data as { _id: string; name: string } };
}

export function productBody(categoryId: string, subCategoryId: string, over: Record<string, unknown> = {}) {
  return {
    name: uniq('Amul Taaza Toned Milk'),
    image: [IMG],
    category: [categoryId],
    subCategory: [subCategoryId],
    unit: '500 ml',
    stock: 20,
    price: 28,
    discount: 0,
    description: 'Pasteurised toned milk',
    more_details: { 'Shelf Life': '2 days' },
    ...over,
  };
}

/** Listen to a topic from now on and collect every event, so a test can wait for one it caused. */
export async function listen(topic: string): Promise<{ events: EventEnvelope<any>[]; stop(): Promise<void> }> {
  const kafka = new Kafka({ clientId: uniqueName('t-listen'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const consumer: Consumer = kafka.consumer({ groupId: uniqueName('t-listen'), maxWaitTimeInMs: 200 });
  const events: EventEnvelope<any>[] = [];
  let fetched = false;
  consumer.on(consumer.events.FETCH, () => (fetched = true));
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: false });
  await consumer.run({ eachMessage: async ({ message }) => void events.push(JSON.parse(message.value!.toString())) });
  await waitFor(() => fetched, { what: 'test consumer to start fetching' });
  return { events, stop: () => consumer.disconnect() };
}

/** A valid dark store for POST /api/store/create; ids are unique per call unless given. */
export function storeBody(over: Record<string, unknown> = {}) {
  return {
    _id: `t-${Date.now().toString(36)}${(seq++).toString(36)}`,
    name: uniq('Indiranagar'),
    city: 'Bengaluru',
    location: { lat: 12.9716, lng: 77.6412 },
    serves: [
      { pincode: '560038', area: 'Indiranagar', lat: 12.9719, lng: 77.6412 },
      { pincode: '560008', area: 'Halasuru', lat: 12.9781, lng: 77.6246 },
    ],
    hours: { open: '06:00', close: '02:00' },
    pickers: 6,
    ...over,
  };
}

/** Create a dark store through the API as an admin; returns its id. */
export async function createStore(s: Stack, over: Record<string, unknown> = {}): Promise<string> {
  const res = await s.api('/store/create', { headers: s.admin, body: storeBody(over) });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

/** Set one store's units of products as an admin. */
export async function setStoreStock(s: Stack, storeId: string, items: { productId: string; stock: number }[]) {
  const res = await s.api('/store/stock', { method: 'PUT', headers: s.admin, body: { storeId, items } });
  expect(res.status).toBe(200);
  return res.body.data as { storeId: string; items: { productId: string; stock: number; total: number }[] };
}
