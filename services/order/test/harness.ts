import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { Types } from 'mongoose';
import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import {
  orderPlacedV1,
  orderSubstitutionRequestedV1,
  productCreatedV1,
  stockRejectedV1,
  stockReservedV1,
  stockSubstituteHeldV1,
  stockSubstituteRefusedV1,
  storeUpsertedV1,
  topics,
  userUpdatedV1,
  userUpdatedV2,
  type DarkStoreSnapshot,
  type EventData,
  type EventEnvelope,
  type OrderView,
  type Role,
} from '@minutemart/contracts';
import { newEvent, startService, type RunningService } from '@minutemart/kit';
import {
  checkedFetch,
  dropTopics,
  http,
  startTestIssuer,
  testInfra,
  testServiceEnv,
  uniqueName,
  waitFor,
  type JsonResponse,
  type TestIssuer,
} from '@minutemart/kit/testing';
import { readOrderConfig, type OrderConfig } from '../src/config.js';
import { orderService } from '../src/service.js';

// testTimeout is global in a multi-project run; these suites wait on real Kafka and Mongo.
jest.setTimeout(90_000);

/** 12:00 in India on a weekday: every seeded store is open. */
export const NOON_IST = new Date('2030-03-04T06:30:00.000Z');

/** The time the service under test reads; tests move it instead of sleeping. */
export class TestClock {
  constructor(private t = NOON_IST.getTime()) {}
  readonly now = (): Date => new Date(this.t);
  advance(minutes: number): void {
    this.t += minutes * 60_000;
  }
  set(at: Date): void {
    this.t = at.getTime();
  }
}

export interface Person {
  id: string;
  auth: Record<string, string>;
}

export interface Product {
  productId: string;
  name: string;
  price: number;
  discount: number;
  /** Tax data the stand-in catalogue holds the line with (none unless said). */
  hsn?: string;
  gstRate?: 0 | 5 | 12 | 18 | 28;
  /** Units the stand-in catalogue can hold as a substitute (unlimited unless said). */
  available?: number;
  /** The stand-in catalogue never answers a substitution to it (to watch the pending state). */
  unanswered?: boolean;
  /** Category and sub-category ids, as the product events carry them (offers' scopes read them). */
  categories?: string[];
  /** The stand-in catalogue refuses to hold it, as stock.rejected says (`scope` left out: a catalogue before it). */
  refused?: { reason: 'out_of_stock' | 'not_sold'; available?: number; scope?: 'store' | 'everywhere' };
}

/**
 * Stand-in for the user service's address book (GET /api/address/get with the shopper's token),
 * the one synchronous call placement makes. Each token sees the addresses saved for its user.
 */
class AddressBookStandIn {
  private readonly byToken = new Map<string, object[]>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const list = this.byToken.get(token);
      if (req.url !== '/api/address/get' || !list) {
        res.writeHead(list ? 404 : 401, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: true, message: 'no', data: null }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, error: false, message: 'addresses', data: list }));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  save(token: string, pincode: string, extra: object = {}): string {
    const _id = new Types.ObjectId().toHexString();
    const list = this.byToken.get(token) ?? [];
    list.push({
      _id,
      address_line: '12 Test Street',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode,
      mobile: '9876543210',
      status: true,
      ...extra,
    });
    this.byToken.set(token, list);
    return _id;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

export interface OrderStack {
  svc: RunningService<OrderConfig>;
  clock: TestClock;
  prefix: string;
  /** Every event the service published on the order topic, in order. */
  orderEvents: EventEnvelope<any>[];
  /** Every audit.recorded the service published (the changes staff made). */
  auditEvents: EventEnvelope<any>[];
  /** `address`: more fields of the saved address (its delivery instructions, say). */
  shopper(pincode: string, address?: object): Promise<Person & { addressId: string }>;
  admin(name?: string): Promise<Person>;
  /** A staff account of a role, for the stores a store-bound role works for; named as user.updated@2 tells it. */
  staff(role: Role, stores?: string[], name?: string): Promise<Person>;
  product(over?: Partial<Product>): Product;
  /** Publish the product as the catalogue would (product.created) and wait until quotes can price it. */
  publishProduct(p: Product): Promise<Product>;
  /** Publish a dark store as the catalogue would and wait until the service knows it. */
  upsertStore(store: DarkStoreSnapshot): Promise<void>;
  /** Place a COD order (the test answers for the catalogue: every line held at its price). */
  placeCod(who: Person & { addressId: string }, lines: { product: Product; quantity: number }[]): Promise<JsonResponse<any>>;
  api(path: string, who: Person | null, init?: { method?: string; body?: unknown }): Promise<JsonResponse<any>>;
  stop(): Promise<void>;
}

/**
 * The real order service on its own topics (a unique KAFKA_TOPIC_PREFIX: no store or order of
 * another run is seen) with an injectable clock, and the test playing its peers: the catalogue on
 * Kafka (holds every line of order.placed unless a product says it is refused, publishes dark
 * stores) and the user service's address book over HTTP.
 */
export async function startOrderStack(env: Record<string, string> = {}): Promise<OrderStack> {
  const issuer: TestIssuer = await startTestIssuer();
  const addresses = new AddressBookStandIn();
  await addresses.start();
  const prefix = `${uniqueName('tord')}.`;
  const clock = new TestClock();
  const config = readOrderConfig(
    testServiceEnv('order', {
      JWKS_URL: issuer.jwksUrl,
      USER_SERVICE_URL: addresses.url,
      QUEUE_PREFIX: uniqueName('tq'),
      KAFKA_TOPIC_PREFIX: prefix,
      ORDER_DEDUPE_WINDOW_MS: '0',
      STORE_REFRESH_MS: '500',
      ORDER_CONFIRM_WAIT_MS: '15000',
      ...env,
    }),
  );
  const svc = await startService(orderService(config, { clock: clock.now }));
  await Promise.race([Promise.all(svc.consumers.map((c) => c.joined)), new Promise((r) => setTimeout(r, 30_000))]);

  const kafka = new Kafka({ clientId: uniqueName('order-test'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const producer: Producer = kafka.producer();
  await producer.connect();
  const publish = async (topic: string, event: EventEnvelope<any>) =>
    producer.send({ topic: `${prefix}${topic}`, acks: -1, messages: [{ key: event.aggregateId, value: JSON.stringify(event) }] });
  const envelope = (entry: { value: string }) => JSON.parse(entry.value) as EventEnvelope<any>;

  // The catalogue's side of the saga: hold every line at the test's prices.
  const products = new Map<string, Product>();
  const orderEvents: EventEnvelope<any>[] = [];
  const auditEvents: EventEnvelope<any>[] = [];
  // A substitute is held when the test's product has the units, refused otherwise.
  const answerSubstitute = async (r: EventData<typeof orderSubstitutionRequestedV1>) => {
    const p = products.get(r.substituteId);
    if (p?.unanswered) return;
    const at = new Date().toISOString();
    const answer =
      p && (p.available ?? Infinity) >= r.quantity
        ? newEvent(stockSubstituteHeldV1, 'catalogue-service', r.orderId, {
            orderId: r.orderId,
            storeId: r.storeId,
            forProductId: r.productId,
            at,
            line: { productId: p.productId, quantity: r.quantity, name: p.name, image: [], unit: '1 pc', price: p.price, discount: p.discount, ...taxOf(p) },
          })
        : newEvent(stockSubstituteRefusedV1, 'catalogue-service', r.orderId, {
            orderId: r.orderId,
            storeId: r.storeId,
            forProductId: r.productId,
            substituteId: r.substituteId,
            name: p?.name ?? 'Unknown',
            available: p?.available ?? 0,
            reason: p ? 'out_of_stock' : 'not_sold',
            at,
          });
    await publish(topics.stock.name, envelope(answer));
  };
  const consumer: Consumer = kafka.consumer({ groupId: uniqueName('t-catalogue'), maxWaitTimeInMs: 100 });
  await consumer.connect();
  await consumer.subscribe({ topics: [`${prefix}${topics.order.name}`, `${prefix}${topics.audit.name}`], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      const e = JSON.parse(message.value!.toString()) as EventEnvelope<any>;
      if (topic.endsWith(topics.audit.name)) return void auditEvents.push(e);
      orderEvents.push(e);
      if (e.type === orderSubstitutionRequestedV1.type) return answerSubstitute(e.data as EventData<typeof orderSubstitutionRequestedV1>);
      if (e.type !== orderPlacedV1.type) return;
      const placed = e.data as EventData<typeof orderPlacedV1>;
      const refused = placed.lines.flatMap((l) => {
        const p = products.get(l.productId)!;
        if (!p.refused) return [];
        const { reason, available = 0, scope } = p.refused;
        return [{ productId: l.productId, name: p.name, requested: l.quantity, available, reason, ...(scope ? { scope } : {}) }];
      });
      if (refused.length > 0) {
        await publish(
          topics.stock.name,
          envelope(
            newEvent(stockRejectedV1, 'catalogue-service', placed.orderId, {
              orderId: placed.orderId,
              storeId: placed.storeId,
              unavailable: refused,
              at: new Date().toISOString(),
            }),
          ),
        );
        return;
      }
      const lines = placed.lines.map((l) => {
        const p = products.get(l.productId)!;
        return { productId: l.productId, quantity: l.quantity, name: p.name, image: [], unit: '1 pc', price: p.price, discount: p.discount, ...taxOf(p) };
      });
      await publish(
        topics.stock.name,
        envelope(
          newEvent(stockReservedV1, 'catalogue-service', placed.orderId, {
            orderId: placed.orderId,
            storeId: placed.storeId,
            lines,
            at: new Date().toISOString(),
          }),
        ),
      );
    },
  });

  const person = async (role: Role, stores?: string[]) => {
    const id = new Types.ObjectId().toHexString();
    const token = await issuer.sign({ sub: id, role, ...(stores ? { stores } : {}) });
    return { id, token, auth: { authorization: `Bearer ${token}` } };
  };
  let n = 0;
  const api: OrderStack['api'] = (path, who, init = {}) =>
    http(`${svc.url}/api/order${path}`, { method: init.method ?? (init.body ? 'POST' : 'GET'), headers: who?.auth ?? {}, body: init.body });

  return {
    svc,
    clock,
    prefix,
    orderEvents,
    auditEvents,
    shopper: async (pincode, address) => {
      const p = await person('USER');
      return { id: p.id, auth: p.auth, addressId: addresses.save(p.token, pincode, address) };
    },
    admin: async (name) => {
      const p = await person('ADMIN');
      if (name) {
        await publish(
          topics.user.name,
          envelope(
            newEvent(userUpdatedV1, 'user-service', p.id, {
              userId: p.id,
              name,
              email: `${p.id}@example.test`,
              mobile: null,
              avatar: '',
              role: 'ADMIN',
              status: 'Active',
              updatedAt: new Date().toISOString(),
            }),
          ),
        );
        await waitFor(async () => (await svc.runtime.db.collection('staff').findOne({ _id: p.id as never }))?.['name'] === name, {
          what: `staff name ${name}`,
        });
      }
      return { id: p.id, auth: p.auth };
    },
    staff: async (role, stores, name) => {
      const p = await person(role, stores);
      if (name) {
        await publish(
          topics.user.name,
          envelope(
            newEvent(userUpdatedV2, 'user-service', p.id, {
              userId: p.id,
              name,
              email: `${p.id}@example.test`,
              mobile: null,
              avatar: '',
              role,
              stores: stores ?? [],
              status: 'Active',
              updatedAt: new Date().toISOString(),
            }),
          ),
        );
        await waitFor(async () => (await svc.runtime.db.collection('staff').findOne({ _id: p.id as never }))?.['name'] === name, {
          what: `staff name ${name}`,
        });
      }
      return { id: p.id, auth: p.auth };
    },
    product: (over = {}) => {
      const p = { productId: new Types.ObjectId().toHexString(), name: `Test Product ${n++}`, price: 100, discount: 0, ...over };
      products.set(p.productId, p);
      return p;
    },
    publishProduct: async (p) => {
      const snapshot = {
        _id: p.productId,
        name: p.name,
        image: [],
        unit: '1 pc',
        price: p.price,
        discount: p.discount,
        stock: 100,
        publish: true,
        category: (p.categories ?? []).map((_id) => ({ _id, name: _id })),
        subCategory: [],
      };
      await publish(topics.product.name, envelope(newEvent(productCreatedV1, 'catalogue-service', p.productId, snapshot)));
      await waitFor(async () => Boolean(await svc.runtime.db.collection('priced_products').findOne({ _id: p.productId as never, price: p.price })), {
        what: `product ${p.name} priced`,
      });
      return p;
    },
    upsertStore: async (store) => {
      await publish(topics.store.name, envelope(newEvent(storeUpsertedV1, 'catalogue-service', store._id, store)));
      // What the service chooses from is its memory: wait until that has the snapshot.
      const staff = await person('ADMIN');
      await waitFor(
        async () => {
          const loads = (await api('/admin/stores-load', staff)).body.data as { storeId: string; updatedAt: string }[];
          const known = loads.find((l) => l.storeId === store._id);
          return known && new Date(known.updatedAt).getTime() >= new Date(store.updatedAt).getTime();
        },
        { what: `store ${store._id} in the read model` },
      );
    },
    placeCod: (who, lines) =>
      api('/cash-on-delivery', who, {
        body: { list_items: lines.map((l) => ({ productId: l.product.productId, quantity: l.quantity })), addressId: who.addressId },
      }),
    api,
    stop: async () => {
      await consumer.disconnect().catch(() => undefined);
      await producer.disconnect().catch(() => undefined);
      await svc.stop();
      await svc.runtime.db.dropDatabase().catch(() => undefined);
      await issuer.stop();
      await addresses.stop();
      // The run's own topics go with it.
      await dropTopics(prefix);
    },
  };
}

const taxOf = (p: Product) => ({ ...(p.hsn ? { hsn: p.hsn } : {}), ...(p.gstRate !== undefined ? { gstRate: p.gstRate } : {}) });

/** A dark store around Bengaluru's centre; the test changes what it needs. */
export function darkStore(over: Partial<DarkStoreSnapshot> & { _id: string }): DarkStoreSnapshot {
  return {
    name: over._id,
    city: 'Bengaluru',
    location: { lat: 12.9716, lng: 77.6412 },
    serves: [{ pincode: '560038', area: 'Indiranagar', lat: 12.9719, lng: 77.6412 }],
    hours: { open: '06:00', close: '23:00' },
    pickers: 2,
    status: 'open',
    updatedAt: new Date().toISOString(),
    ...over,
  };
}

/** Two dark stores a few kilometres apart, Indiranagar (560038) and Koramangala (560034): the tests of who sees which store's work. */
export const TWO_STORES = { A: 'a-indiranagar', B: 'b-koramangala', AT_A: { lat: 12.9716, lng: 77.6412 }, AT_B: { lat: 12.9352, lng: 77.6245 } } as const;

export async function upsertTwoStores(s: OrderStack): Promise<void> {
  const { A, B, AT_A, AT_B } = TWO_STORES;
  await s.upsertStore(darkStore({ _id: A, name: 'Indiranagar', location: AT_A, pickers: 3, serves: [{ pincode: '560038', area: 'Indiranagar', ...AT_A }] }));
  await s.upsertStore(darkStore({ _id: B, name: 'Koramangala', location: AT_B, pickers: 3, serves: [{ pincode: '560034', area: 'Koramangala', ...AT_B }] }));
}

/** The live order stream (the same server-sent events the storefront and the store screens read), as one caller. */
export async function openOrderStream(s: OrderStack, who: Person) {
  const controller = new AbortController();
  const res = await checkedFetch(`${s.svc.url}/api/order/stream`, { headers: { ...who.auth, accept: 'text/event-stream' }, signal: controller.signal });
  const seen: any[] = [];
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: order') && data) seen.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { seen, close: () => controller.abort() };
}

/**
 * A picker's work on one order as the simulator does it: the pick minutes pass on the service's
 * clock, each line is picked and the order packed, so it leaves the store's queue.
 */
export async function pickAndPack(s: OrderStack, picker: Person, orderId: string, minutes = 4): Promise<void> {
  s.clock.advance(minutes);
  const claimed = await s.api('/store/claim', picker, { body: { orderId } });
  if (claimed.status !== 200) throw new Error(`claim ${orderId}: ${claimed.status} ${claimed.body.message}`);
  for (const item of claimed.body.data.items as { productId: string }[]) {
    const picked = await s.api('/store/pick', picker, { body: { orderId, productId: item.productId } });
    if (picked.status !== 200) throw new Error(`pick ${item.productId}: ${picked.status} ${picked.body.message}`);
  }
  const packed = await s.api('/store/pack', picker, { body: { orderId } });
  if (packed.status !== 200) throw new Error(`pack ${orderId}: ${packed.status} ${packed.body.message}`);
}

export const placedStoreOf = (events: EventEnvelope<any>[], orderId: string) =>
  events.find((e) => e.type === 'order.placed' && e.data.orderId === orderId)?.data.storeId;

export type { OrderView };
export { http, waitFor };
