import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import mongoose, { Types } from 'mongoose';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { DEFAULT_STORE_ID, orderConfirmedV1, orderPlacedV1, topics } from '@minutemart/contracts';
import { createLogger, createRevocationList, newEvent, type OutboxEntry } from '@minutemart/kit';
import { http, testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import { seedAdmin } from '../../../services/user/src/seed-admin.js';
import { SessionRevoker } from '../../../services/user/src/domain/sessions.js';
import { refreshTokenModel } from '../../../services/user/src/data/refresh-token-model.js';
import { bundle, freePort, ServiceProcess } from './replicas.js';

/**
 * Independent deployability, measured: two replicas each of catalogue and cart run as real
 * processes behind a real gateway; k6 drives catalogue reads and cart writes through it while each
 * replica in turn gets SIGTERM (graceful drain) and is started again. Meanwhile order events arrive
 * for both services' consumers (some of them twice, as at-least-once delivery may). The run must
 * end with 0 failed requests, and every event's effect applied exactly once: stock taken once per
 * order, one stock answer per order, one checkout per confirmed order.
 */
jest.setTimeout(20 * 60_000);

const repoRoot = join(import.meta.dirname, '../../..');
const cache = join(process.env.XDG_CACHE_HOME ?? join(process.env.HOME ?? '/root', '.cache'), 'minutemart');
const k6 = join(cache, 'bin', 'k6');
const RATE = Number(process.env.RR_RATE ?? 20);
/** k6 runs until the restarts are over (then it is stopped through its REST API); this is only a ceiling. */
const MAX_DURATION_S = 900;
/** k6 exits with this when stopped through its REST API (k6 v1.x, pinned in deploy/infra/versions.sh). */
const K6_STOPPED_BY_API = 103;
const PASSWORD = 'Rolling4Ever';
const logger = createLogger('rolling-restart', 'silent');

// k6 is built by deploy/infra/install-go-tools.sh (make test installs it); CI must not skip silently.
const runnable = existsSync(k6) || Boolean(process.env.E2E_REQUIRE_BACKEND);

interface Fleet {
  user: ServiceProcess;
  catalogue: ServiceProcess[];
  cart: ServiceProcess[];
  gateway: ServiceProcess;
}

const stamp = uniqueName('rr');
const prefix = `${stamp}.`;
const dir = mkdtempSync(join(tmpdir(), 'mm-rolling-'));
const dbOf = (service: string) => `minutemart_${service}_${stamp}`;
const WORKSPACES = ['services/user', 'services/catalogue', 'services/cart', 'gateway'];
/**
 * Each bundle lives under its own workspace's node_modules/.cache, so its third-party packages resolve
 * as dist/'s do: the workspace's own node_modules first (the gateway's lru-cache 11 is not the root's 5).
 */
const buildOf = (workspace: string) => join(repoRoot, workspace, 'node_modules/.cache', `mm-${stamp}`);
/** Starting is slow on a busy shared box (module loading alone takes seconds per process). */
const START_TIMEOUT_MS = 300_000;
let fleet: Fleet | undefined;
let k6Process: ReturnType<typeof spawn> | undefined;
let failed = false;

async function startFleet(): Promise<Fleet> {
  const ports: number[] = [];
  while (ports.length < 6) {
    const p = await freePort();
    if (!ports.includes(p)) ports.push(p);
  }
  const [userPort, catA, catB, cartA, cartB, gwPort] = ports as [number, number, number, number, number, number];
  const jwks = `http://127.0.0.1:${userPort}/.well-known/jwks.json`;
  const [userMain, catalogueMain, cartMain, gatewayMain] = (await Promise.all(WORKSPACES.map((w) => bundle(w, buildOf(w))))) as [
    string,
    string,
    string,
    string,
  ];
  const common = {
    NODE_ENV: 'development',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    MONGO_URL: testInfra.mongoUrl,
    KAFKA_BROKERS: testInfra.kafkaBrokers,
    REDIS_URL: testInfra.redisUrl,
    KAFKA_TOPIC_PREFIX: prefix,
    KAFKA_GROUP_SUFFIX: `-${stamp}`,
    JWKS_URL: jwks,
  };
  const proc = (name: string, service: string, entry: string, port: number, env: Record<string, string> = {}) =>
    new ServiceProcess(name, entry, port, { ...common, MONGO_DB: dbOf(service), SERVICE_NAME: name, ...env }, join(dir, `${name}.log`));
  const user = proc('user', 'user', userMain, userPort, { REDIS_PREFIX: `${stamp}u`, SMTP_URL: testInfra.smtpUrl, MEDIA_SERVICE_URL: 'http://127.0.0.1:9' });
  const catalogue = [catA, catB].map((p, i) =>
    proc(`catalogue-${'ab'[i]}`, 'catalogue', catalogueMain, p, { QUEUE_PREFIX: `${stamp}c`, REDIS_PREFIX: `${stamp}g` }),
  );
  const cart = [cartA, cartB].map((p, i) => proc(`cart-${'ab'[i]}`, 'cart', cartMain, p));
  const gateway = new ServiceProcess(
    'gateway',
    gatewayMain,
    gwPort,
    {
      ...common,
      REPO_ROOT: repoRoot,
      // The catalogue's too: its change announcements reach this gateway's cache (ADR 0010).
      REDIS_PREFIX: `${stamp}g`,
      USER_SERVICE_URL: user.url,
      CATALOGUE_SERVICE_URL: catalogue.map((c) => c.url).join(','),
      CART_SERVICE_URL: cart.map((c) => c.url).join(','),
      // Not part of this fleet: the discard port, never a developer's stack.
      ORDER_SERVICE_URL: 'http://127.0.0.1:9',
      MEDIA_SERVICE_URL: 'http://127.0.0.1:9',
      // One client address sends all of k6's traffic.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_NO_SESSION_PER_MINUTE: '1000000',
      RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE: '1000000',
    },
    join(dir, 'gateway.log'),
  );

  // Known to afterAll before any starts: a start that fails must not leave the others running (they
  // would keep jest from exiting).
  fleet = { user, catalogue, cart, gateway };
  await user.start(START_TIMEOUT_MS);
  // The first replica of each creates the topics and read models; the second joins them.
  await Promise.all([catalogue[0]!.start(START_TIMEOUT_MS), cart[0]!.start(START_TIMEOUT_MS)]);
  await Promise.all([catalogue[1]!.start(START_TIMEOUT_MS), cart[1]!.start(START_TIMEOUT_MS)]);
  await gateway.start(START_TIMEOUT_MS, '/healthz');
  return fleet;
}

const api = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => http(`${fleet!.gateway.url}${path}`, init);

async function signIn(email: string): Promise<{ id: string; token: string; auth: Record<string, string> }> {
  const reg = await api('/api/user/register', { body: { name: 'Rolling Shopper', email, password: PASSWORD, confirmPassword: PASSWORD } });
  if (reg.status !== 201 && reg.status !== 409) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await api('/api/user/login', { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.data.accesstoken as string;
  const me = await api('/api/user/user-details', { headers: { authorization: `Bearer ${token}` } });
  return { id: me.body.data._id as string, token, auth: { authorization: `Bearer ${token}` } };
}

async function withDb<T>(service: string, fn: (db: mongoose.Connection) => Promise<T>): Promise<T> {
  const db = await mongoose.createConnection(testInfra.mongoUrl, { dbName: dbOf(service) }).asPromise();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * Whether every consumer group of this fleet that reads the order topic has committed up to its
 * end: each event there, duplicates included, has been handled, and none can be delivered again.
 */
async function orderTopicDrained(): Promise<boolean> {
  const admin = new Kafka({ clientId: 'rolling-restart-drained', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const topic = `${prefix}${topics.order.name}`;
    const ends = await admin.fetchTopicOffsets(topic);
    const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => g.endsWith(stamp));
    let readers = 0;
    for (const groupId of groups) {
      const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
      const at = new Map((committed?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
      if (![...at.values()].some((o) => o >= 0)) continue; // Not a reader of the order topic.
      readers++;
      if (ends.some((p) => Number(p.high) > Number(p.low) && (at.get(p.partition) ?? -1) < Number(p.high))) return false;
    }
    return readers > 0;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** Every distinct event id per `type|orderId` on a topic of this fleet, read from the beginning. */
async function eventIdsByOrder(topic: string): Promise<Map<string, Set<string>>> {
  const kafka = new Kafka({ clientId: 'rolling-restart-read', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const full = `${prefix}${topic}`;
  const ends = await admin.fetchTopicOffsets(full);
  const want = ends.reduce((n, p) => n + (Number(p.high) - Number(p.low)), 0);
  const groupId = `rr-read-${randomUUID()}`;
  const consumer = kafka.consumer({ groupId });
  const seen = new Map<string, Set<string>>();
  let read = 0;
  try {
    await consumer.connect();
    await consumer.subscribe({ topic: full, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        read++;
        const e = JSON.parse(message.value!.toString()) as { id: string; type: string; data: { orderId?: string } };
        if (!e.data.orderId) return;
        const k = `${e.type}|${e.data.orderId}`;
        seen.set(k, (seen.get(k) ?? new Set()).add(e.id));
      },
    });
    await waitFor(() => read >= want, { timeoutMs: 60_000, what: `reading ${full}` });
  } finally {
    await consumer.disconnect();
    await admin.deleteGroups([groupId]).catch(() => undefined);
    await admin.disconnect();
  }
  return seen;
}

const countIn = (file: string, text: string): number => readFileSync(file, 'utf8').split(text).length - 1;

async function publish(producer: Producer, entry: OutboxEntry, times: number): Promise<void> {
  const message = { key: entry.key, value: entry.value, headers: { ...entry.headers, 'event-id': entry._id } };
  for (let i = 0; i < times; i++) await producer.send({ topic: `${prefix}${entry.topic}`, messages: [message] });
}

(runnable ? describe : describe.skip)('rolling restart of catalogue and cart under load', () => {
  beforeAll(async () => {
    if (!existsSync(k6)) throw new Error(`k6 is not installed at ${k6}: run bash deploy/infra/install-go-tools.sh k6`);
    fleet = await startFleet();
  }, 10 * 60_000);

  afterAll(async () => {
    if (k6Process?.exitCode === null) k6Process.kill('SIGKILL');
    for (const p of [fleet?.gateway, ...(fleet?.cart ?? []), ...(fleet?.catalogue ?? []), fleet?.user]) {
      await p?.stop(20_000).catch(() => p?.kill());
    }
    for (const service of ['user', 'catalogue', 'cart']) await withDb(service, (db) => db.dropDatabase()).catch(() => undefined);
    const admin = new Kafka({ clientId: 'rolling-restart-cleanup', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).admin();
    try {
      await admin.connect();
      const mine = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
      if (mine.length > 0) await admin.deleteTopics({ topics: mine, timeout: 30_000 });
      const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => g.endsWith(stamp));
      if (groups.length > 0) await admin.deleteGroups(groups).catch(() => undefined);
    } catch {
      /* make test drops prefixed topics too */
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
    for (const w of WORKSPACES) rmSync(buildOf(w), { recursive: true, force: true });
    if (failed) console.log(`[rolling-restart] logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }, 3 * 60_000);

  it('0 failed requests and every event applied once while each replica restarts in turn', async () => {
    try {
      await run();
    } catch (e) {
      failed = true;
      throw e;
    }
  });
});

async function run(): Promise<void> {
  const f = fleet!;
  // --- the catalogue, an admin, shoppers (all through the gateway) ---------------------------------
  const adminEmail = `rr.admin.${stamp}@example.test`;
  await signIn(adminEmail);
  const revocations = createRevocationList(testInfra.redisUrl, logger);
  await withDb('user', (db) =>
    seedAdmin(
      db,
      { email: adminEmail, password: PASSWORD, resetPassword: false, production: false },
      new SessionRevoker(refreshTokenModel(db), revocations, 900, logger),
    ),
  );
  await revocations.close();
  const admin = (await signIn(adminEmail)).auth;

  const cat = await api('/api/category/add-category', { headers: admin, body: { name: `Rolling ${stamp}`, image: 'http://localhost/x.webp' } });
  expect(cat.status).toBe(201);
  const sub = await api('/api/subcategory/create', {
    headers: admin,
    body: { name: `Rolling Sub ${stamp}`, image: 'http://localhost/x.webp', category: [cat.body.data] },
  });
  expect([200, 201]).toContain(sub.status);
  const product = async (name: string, stock: number) => {
    const res = await api('/api/product/create', {
      headers: admin,
      body: {
        name: `${name} ${stamp}`,
        image: ['http://localhost/x.webp'],
        category: [cat.body.data._id],
        subCategory: [sub.body.data._id],
        unit: '1 kg',
        stock,
        price: 100,
        discount: 5,
        description: 'rolling restart',
        more_details: {},
      },
    });
    expect([200, 201]).toContain(res.status);
    return String(res.body.data._id ?? res.body.data);
  };
  const browsed: string[] = [];
  for (let i = 0; i < 10; i++) browsed.push(await product(`Rolling Rice ${i}`, 100_000));
  const held = await product('Rolling Held Atta', 5_000); // order.placed takes stock of this one
  const bought = await product('Rolling Bought Dal', 5_000); // order.confirmed takes it out of carts
  // The carts know a product once its event reached their read model.
  await waitFor(
    () => withDb('cart', async (db) => (await db.collection('products').countDocuments({ _id: { $in: [...browsed, held, bought] } } as never)) === 12),
    {
      timeoutMs: 60_000,
      what: "products in the carts' read model",
    },
  );

  const QTY = 60;
  const buyers: { id: string; auth: Record<string, string> }[] = [];
  for (let i = 0; i < 5; i++) {
    const s = await signIn(`rr.buyer.${i}.${stamp}@example.test`);
    const added = await api('/api/cart/create', { headers: s.auth, body: { productId: bought } });
    expect(added.status).toBe(201);
    expect((await api('/api/cart/update-qty', { method: 'PUT', headers: s.auth, body: { _id: added.body.data._id, qty: QTY } })).status).toBe(200);
    buyers.push(s);
  }
  const dataFile = join(dir, 'k6-data.json');
  writeFileSync(dataFile, JSON.stringify({ productIds: browsed }));
  const stockBefore = await withDb(
    'catalogue',
    async (db) => (await db.collection('products').findOne({ _id: new Types.ObjectId(held) }))?.['stock'] as number,
  );

  // --- k6 through the gateway, events on the bus, and the restarts --------------------------------
  const summaryFile = join(dir, 'k6-summary.json');
  const k6Api = `127.0.0.1:${await freePort()}`;
  const k6Started = Date.now();
  const k6Run = spawn(k6, ['run', '--quiet', '--address', k6Api, '--summary-export', summaryFile, join(repoRoot, 'deploy/bench/rolling-restart.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      BASE_URL: f.gateway.url,
      DATA_FILE: dataFile,
      RATE: String(RATE),
      DURATION: `${MAX_DURATION_S}s`,
      K6_NO_USAGE_REPORT: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  k6Process = k6Run;
  let k6Output = '';
  k6Run.stdout.on('data', (c) => (k6Output += c));
  k6Run.stderr.on('data', (c) => (k6Output += c));
  let k6Running = true;
  const k6Exit = new Promise<number | null>((resolve) => k6Run.once('exit', (code) => resolve(code))).finally(() => (k6Running = false));

  const kafka = new Kafka({ clientId: 'rolling-restart-orders', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const producer = kafka.producer({ idempotent: false });
  await producer.connect();
  const placed: string[] = [];
  const confirmed = new Map<string, string[]>(); // buyer id -> order ids
  const registered: string[] = [];
  const sideFailures: string[] = [];
  let publishing = true;
  const publisher = (async () => {
    for (let n = 0; publishing; n++) {
      const orderId = new Types.ObjectId().toString();
      const at = new Date().toISOString();
      // Every fifth event twice: delivery is at-least-once, the effect must not be.
      const times = n % 5 === 0 ? 2 : 1;
      await publish(
        producer,
        newEvent(orderPlacedV1, 'rolling-restart-test', orderId, {
          orderId,
          userId: buyers[0]!.id,
          storeId: DEFAULT_STORE_ID,
          paymentMethod: 'cod',
          lines: [{ productId: held, quantity: 1 }],
          at,
        }),
        times,
      );
      placed.push(orderId);
      const buyer = buyers[n % buyers.length]!;
      const checkoutId = new Types.ObjectId().toString();
      await publish(
        producer,
        newEvent(orderConfirmedV1, 'rolling-restart-test', checkoutId, {
          orderId: checkoutId,
          userId: buyer.id,
          storeId: DEFAULT_STORE_ID,
          from: 'pending',
          to: 'confirmed',
          by: { kind: 'system' },
          at,
          seq: 2,
          lines: [{ productId: bought, quantity: 1 }],
        }),
        times,
      );
      confirmed.set(buyer.id, [...(confirmed.get(buyer.id) ?? []), checkoutId]);
      if (n % 8 === 0) {
        // A shopper signs up: user.registered reaches whichever cart replica holds its partition.
        const email = `rr.new.${n}.${stamp}@example.test`;
        const reg = await api('/api/user/register', { body: { name: 'New Shopper', email, password: PASSWORD, confirmPassword: PASSWORD } });
        if (reg.status === 201) registered.push(reg.body.data._id);
        else sideFailures.push(`register ${reg.status}`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  })();

  await new Promise((r) => setTimeout(r, 8_000)); // traffic first
  const restarts: { replica: string; drainMs: number; exitCode: number | null; startMs: number }[] = [];
  for (const replica of [...f.catalogue, ...f.cart]) {
    const { ms, code } = await replica.stop();
    const startMs = await replica.start(START_TIMEOUT_MS);
    restarts.push({ replica: replica.name, drainMs: ms, exitCode: code, startMs });
    // Back in the gateway's rotation (one health-check interval) before the next one goes.
    await new Promise((r) => setTimeout(r, 3_000));
  }
  await new Promise((r) => setTimeout(r, 10_000)); // and traffic after the last one
  publishing = false;
  await publisher;
  await producer.disconnect();

  if (!k6Running) throw new Error(`k6 ended before the restarts were over (exit ${await k6Exit}):\n${k6Output.slice(-3_000)}`);
  const stop = await fetch(`http://${k6Api}/v1/status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { type: 'status', id: 'default', attributes: { stopped: true } } }),
  });
  expect(stop.status).toBe(200);
  const code = await k6Exit;
  const k6Ended = Date.now();
  const seconds = (k6Ended - k6Started) / 1000;
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as { metrics: Record<string, Record<string, number>> };
  const m = summary.metrics;
  const requests = m['http_reqs']?.['count'] ?? 0;
  const failedRate = m['http_req_failed']?.['value'] ?? 1;
  const result = {
    at: new Date().toISOString(),
    durationS: Math.round(seconds),
    requests,
    rps: Math.round((requests / seconds) * 10) / 10,
    failedRequests: Math.round(failedRate * requests),
    checksFailed: m['checks']?.['fails'] ?? -1,
    p95Ms: Math.round(m['http_req_duration']?.['p(95)'] ?? -1),
    p99Ms: Math.round(m['http_req_duration']?.['p(99)'] ?? -1),
    maxMs: Math.round(m['http_req_duration']?.['max'] ?? -1),
    restarts,
    // From the gateway's log: requests sent on to another replica, and replicas taken out of rotation.
    failovers: countIn(join(dir, 'gateway.log'), 'trying another replica'),
    outOfRotation: countIn(join(dir, 'gateway.log'), 'replica out of rotation'),
    ordersPlaced: placed.length,
    checkoutsConfirmed: [...confirmed.values()].reduce((n, l) => n + l.length, 0),
    shoppersRegistered: registered.length,
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
  mkdirSync(join(cache, 'bench'), { recursive: true });
  writeFileSync(join(cache, 'bench', `rolling-restart-${stamp}.json`), JSON.stringify(result, null, 2));
  console.log(`[rolling-restart] ${JSON.stringify(result)}`);

  // --- every request succeeded, and the restarts happened under traffic --------------------------
  expect({ k6Exit: code, output: code === K6_STOPPED_BY_API ? '' : k6Output.slice(-3_000) }).toEqual({ k6Exit: K6_STOPPED_BY_API, output: '' });
  expect(requests).toBeGreaterThan(seconds * RATE * 0.8);
  expect(result.failedRequests).toBe(0);
  expect(result.checksFailed).toBe(0);
  expect(sideFailures).toEqual([]);
  for (const r of restarts) expect({ replica: r.replica, exitCode: r.exitCode }).toEqual({ replica: r.replica, exitCode: 0 });

  // --- every event applied exactly once --------------------------------------------------------
  const stockNow = () =>
    withDb('catalogue', async (db) => {
      const p = await db.collection('products').findOne({ _id: new Types.ObjectId(held) });
      return { stock: p?.['stock'] as number, holds: ((p?.['holds'] ?? []) as unknown[]).length };
    });
  await waitFor(async () => (await stockNow()).holds >= placed.length, { timeoutMs: 90_000, what: 'every order.placed handled' });
  const cartLines = () =>
    withDb('cart', async (db) => {
      const carts = await db
        .collection('carts')
        .find({ _id: { $in: buyers.map((b) => new Types.ObjectId(b.id)) } })
        .toArray();
      return new Map(
        carts.map((c) => [
          String(c['_id']),
          ((c['items'] ?? []) as { productId: string; quantity: number }[]).find((i) => i.productId === bought)?.quantity ?? 0,
        ]),
      );
    });
  const expectedQty = new Map(buyers.map((b) => [b.id, QTY - (confirmed.get(b.id)?.length ?? 0)]));
  await waitFor(
    async () => {
      const lines = await cartLines();
      return buyers.every((b) => lines.get(b.id)! <= expectedQty.get(b.id)!);
    },
    { timeoutMs: 90_000, what: 'every order.confirmed handled' },
  );
  // A late duplicate would be one still unhandled in the topic: once every group has committed to its end, none is.
  await waitFor(orderTopicDrained, { timeoutMs: 90_000, what: 'every order event committed by every consumer group' });

  expect(await stockNow()).toEqual({ stock: stockBefore - placed.length, holds: placed.length });
  expect(await cartLines()).toEqual(expectedQty);
  const stockEvents = await eventIdsByOrder(topics.stock.name);
  const answers = placed.map((id) => (stockEvents.get(`stock.reserved|${id}`)?.size ?? 0) + (stockEvents.get(`stock.rejected|${id}`)?.size ?? 0));
  expect(answers).toEqual(placed.map(() => 1));
  const cartEvents = await eventIdsByOrder(topics.cart.name);
  const checkouts = [...confirmed.values()].flat().map((id) => cartEvents.get(`cart.checked_out|${id}`)?.size ?? 0);
  expect(checkouts).toEqual(checkouts.map(() => 1));
  await waitFor(
    () =>
      withDb(
        'cart',
        async (db) => (await db.collection('carts').countDocuments({ _id: { $in: registered.map((id) => new Types.ObjectId(id)) } })) === registered.length,
      ),
    {
      timeoutMs: 60_000,
      what: 'a cart for every shopper who signed up during the restarts',
    },
  );
}
