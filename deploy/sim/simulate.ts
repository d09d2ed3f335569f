/**
 * `make simulate`: pickers and riders for every dark store of the running dev stack, working
 * through the real order APIs (the store queue, claim, pick/missing/substitute, pack, take, dispatch,
 * deliver) with realistic timings divided by SIM_SPEED, and optionally shoppers placing cash
 * orders and rating most of them once delivered (ADR 0026), so the admin dashboard, its ratings,
 * the store screens and a shopper's live order page move.
 *
 *   BASE_URL              gateway (default http://localhost:8080)
 *   SIM_SPEED             time compression: 1 = real time, 10 = ten times faster (default 5)
 *   SIM_ORDERS_PER_HOUR   shopper orders per store per simulated hour (default 30; 0 = none, drive
 *                         only what real shoppers place)
 *   SIM_STORES            comma-separated store ids to run (default: all)
 *   SIM_MINUTES           stop after this many real minutes (default: until Ctrl-C)
 *   SIM_SEED              random seed, to replay a run
 *   SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD   the admin who invites the simulated staff (the seed's admin by default)
 *   MAIL_API_URL          MailDev's API, where the invitation links arrive (default http://127.0.0.1:8025)
 *
 * The pickers and riders are staff accounts of their own store (PICKER, RIDER), the one who
 * cancels an order with nothing on the shelf a SUPPORT account: the admin only invites them, the
 * first time (sim.<role>.<n>.<store>@minutemart.test, the link read from the dev mail sink).
 *
 * The order service measures promised and actual minutes on its own clock, so with SIM_SPEED > 1
 * deliveries look faster than life on the dashboard. Orders a person claimed on the store screen
 * are left to them: the simulator only claims `confirmed` orders and takes packed ones nobody took.
 */
import { TIMINGS, between, rideSeconds, seeded } from './timings.js';

const BASE_URL = (process.env['BASE_URL'] ?? 'http://localhost:8080').replace(/\/+$/, '');
const SPEED = Number(process.env['SIM_SPEED'] ?? 5);
const ORDERS_PER_HOUR = Number(process.env['SIM_ORDERS_PER_HOUR'] ?? 30);
const ONLY = new Set(
  (process.env['SIM_STORES'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const MINUTES = Number(process.env['SIM_MINUTES'] ?? 0);
const random = seeded(Number(process.env['SIM_SEED'] ?? Date.now() % 2 ** 31));
const ADMIN = { email: process.env['SEED_ADMIN_EMAIL'] ?? 'admin@minutemart.test', password: process.env['SEED_ADMIN_PASSWORD'] ?? 'Admin@12345' };
const MAIL_API_URL = (process.env['MAIL_API_URL'] ?? 'http://127.0.0.1:8025').replace(/\/+$/, '');
const STAFF_PASSWORD = 'SimStaff123';

if (!(SPEED > 0 && SPEED <= 600)) throw new Error(`SIM_SPEED must be between 0 and 600, got ${process.env['SIM_SPEED']}`);
if (!(ORDERS_PER_HOUR >= 0 && ORDERS_PER_HOUR <= 3600)) throw new Error(`SIM_ORDERS_PER_HOUR must be 0-3600, got ${process.env['SIM_ORDERS_PER_HOUR']}`);

let running = true;
const stop = () => {
  if (running) log('stopping: steps in progress finish, nothing new starts');
  running = false;
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (MINUTES > 0) setTimeout(stop, MINUTES * 60_000).unref();

const log = (msg: string) => console.log(`[sim ${new Date().toTimeString().slice(0, 8)}] ${msg}`);
const short = (orderId: string) => `…${orderId.slice(-6)}`;
/** A simulated wait: real-world seconds divided by the speed, cut short when the run stops. */
async function wait(seconds: number): Promise<void> {
  const end = Date.now() + (seconds * 1000) / SPEED;
  while (running && Date.now() < end) await new Promise((r) => setTimeout(r, Math.min(250, end - Date.now())));
}

interface Session {
  cookie: string;
}

async function tryLogin(email: string, password: string): Promise<Session | null> {
  const res = await fetch(`${BASE_URL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = /accessToken=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
  return res.status === 200 && token ? { cookie: `accessToken=${token}` } : null;
}

async function login(email: string, password: string): Promise<Session> {
  const session = await tryLogin(email, password);
  if (!session) throw new Error(`login as ${email} failed`);
  return session;
}

interface Worker {
  session: Session;
  relogin: () => Promise<Session>;
}

interface SinkMail {
  id: string;
  to: { address: string }[];
  text: string;
}

/** The mails to this address in the dev mail sink (MailDev), oldest first. */
async function mailsTo(email: string): Promise<SinkMail[]> {
  const res = await fetch(`${MAIL_API_URL}/email`).catch(() => null);
  const mails = res?.ok ? ((await res.json()) as SinkMail[]) : [];
  return mails.filter((m) => m.to?.some((t) => t.address === email));
}

/**
 * The link of the invitation mail that arrived after `before` (the ids already there): the sink
 * keeps earlier runs' invitations to the same address, whose links are spent.
 */
async function invitationToken(email: string, before: Set<string>): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const token = (await mailsTo(email))
      .filter((m) => !before.has(m.id))
      .map((m) => /#token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
      .filter(Boolean)
      .at(-1);
    if (token) return token;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no new invitation mail to ${email} at ${MAIL_API_URL}`);
}

/**
 * A staff account of the simulation, signed in: made the first time as people get one (the admin
 * invites, the link from the mail sets the password), reused on later runs.
 */
async function staffMember(role: 'PICKER' | 'RIDER' | 'SUPPORT', name: string, email: string, stores: string[]): Promise<Worker> {
  const existing = await tryLogin(email, STAFF_PASSWORD);
  if (!existing) {
    const before = new Set((await mailsTo(email)).map((m) => m.id));
    const invited = await call(admin, '/api/user/staff/invite', { email, name, role, stores });
    if (invited.status !== 201) throw new Error(`inviting ${email}: ${invited.status} ${invited.body?.message ?? ''}`);
    const token = await invitationToken(email, before);
    const accepted = await fetch(`${BASE_URL}/api/user/staff/accept-invite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD }),
    });
    if (accepted.status !== 201) throw new Error(`accepting the invitation of ${email}: ${accepted.status} ${await accepted.text()}`);
    log(`invited ${name} (${role}${stores.length ? ` of ${stores.join(', ')}` : ''})`);
  }
  return { session: existing ?? (await login(email, STAFF_PASSWORD)), relogin: () => login(email, STAFF_PASSWORD) };
}

/** One API call; a 401 (the access token expired) signs in again once. */
async function call(who: Worker, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${BASE_URL}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie: who.session.cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = await res.json().catch(() => null);
    if (res.status === 401 && attempt === 0) {
      who.session = await who.relogin();
      continue;
    }
    return { status: res.status, body: parsed };
  }
}

interface StoreInfo {
  storeId: string;
  name: string;
  pickers: number;
  serves: { pincode: string; area: string }[];
}

/** Only sets the simulation up: reads the stores and invites the staff. */
const admin: Worker = { session: { cookie: '' }, relogin: () => login(ADMIN.email, ADMIN.password) };
/** Cancels an order nothing of which was on the shelf (pickers cannot cancel). */
let support: Worker;
/** Orders a simulated worker has in hand: two workers of one store never take the same order. */
const inHand = new Set<string>();

async function oldest(staff: Worker, store: StoreInfo, stage: 'pick' | 'deliver', state: string, free: (o: any) => boolean): Promise<any | null> {
  const res = await call(staff, `/api/order/store-queue?store=${store.storeId}&stage=${stage}`);
  if (res.status !== 200) return null;
  return (res.body.data as any[]).find((o) => o.state === state && !inHand.has(o.orderId) && free(o)) ?? null;
}

async function picker(staff: Worker, store: StoreInfo, n: number): Promise<void> {
  const who = `${store.name} picker ${n}`;
  while (running) {
    const order = await oldest(staff, store, 'pick', 'confirmed', () => true);
    if (!order) {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    inHand.add(order.orderId);
    try {
      await wait(between(random, TIMINGS.claimS));
      const claimed = await call(staff, '/api/order/store/claim', { orderId: order.orderId });
      if (claimed.status !== 200) continue; // cancelled, or a person claimed it first
      log(`${who} claimed ${short(order.orderId)} (${order.items.length} lines)`);
      for (const item of claimed.body.data.items as { productId: string; name: string; quantity: number }[]) {
        for (let unit = 0; unit < item.quantity && running; unit++) {
          await wait(between(random, TIMINGS.pickPerUnitS));
          const missing = random() < TIMINGS.missingChance;
          if (missing && random() < TIMINGS.substituteChance) {
            const replaced = await substitute(staff, order.orderId, store.storeId, item, item.quantity - unit);
            if (replaced) {
              log(`${who}: ${item.name} missing in ${short(order.orderId)}, replaced by ${replaced}`);
              break;
            }
          }
          const res = await call(staff, `/api/order/store/${missing ? 'missing' : 'pick'}`, { orderId: order.orderId, productId: item.productId, quantity: 1 });
          if (res.status !== 200) break;
          if (missing) log(`${who}: ${item.name} missing in ${short(order.orderId)}, refund ₹${(res.body.data.refundPaise / 100).toFixed(2)}`);
        }
      }
      await wait(between(random, TIMINGS.packS));
      let packed = await call(staff, '/api/order/store/pack', { orderId: order.orderId });
      // A substitute still being confirmed by the catalogue: packing waits for it.
      for (let i = 0; i < 20 && packed.status === 409 && /substitute/.test(packed.body?.message ?? ''); i++) {
        await new Promise((r) => setTimeout(r, 500));
        packed = await call(staff, '/api/order/store/pack', { orderId: order.orderId });
      }
      if (packed.status === 200) log(`${who} packed ${short(order.orderId)}`);
      else if (packed.status === 409) {
        // Every unit was missing: nothing to deliver.
        await call(support, '/api/order/admin/cancel', { orderId: order.orderId, reason: 'Nothing of the order was on the shelf' });
        log(`${who} cancelled ${short(order.orderId)}: ${packed.body?.message}`);
      }
    } finally {
      inHand.delete(order.orderId);
    }
  }
}

/**
 * Asks for the first product of the item's aisle on this store's shelf (not in the order) in place of
 * `units` units, and waits for the catalogue's answer; the substitute's name when it was held.
 */
async function substitute(staff: Worker, orderId: string, storeId: string, item: { productId: string }, units: number): Promise<string | undefined> {
  const product = (await call(staff, '/api/product/get-product-details', { productId: item.productId })).body?.data;
  const sub = product?.subCategory?.[0]?._id;
  const cat = product?.category?.[0]?._id;
  if (!sub || !cat) return undefined;
  const aisle = await call(staff, '/api/product/get-product-by-category-and-subcategory', {
    categoryId: cat,
    subCategoryId: sub,
    store: storeId,
    page: 1,
    limit: 50,
  });
  const current = await call(staff, `/api/order/store-queue?store=${encodeURIComponent(storeId)}&stage=pick`);
  const inOrder = new Set(
    ((current.body?.data ?? []).find((o: { orderId: string }) => o.orderId === orderId)?.items ?? []).map((i: { productId: string }) => i.productId),
  );
  const candidate = ((aisle.body?.data ?? []) as { _id: string; stock: number }[]).find((p) => p.stock >= units && !inOrder.has(p._id));
  if (!candidate) return undefined;
  const asked = await call(staff, '/api/order/store/substitute', { orderId, productId: item.productId, substituteId: candidate._id, quantity: units });
  if (asked.status !== 200) return undefined;
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const queue = await call(staff, `/api/order/store-queue?store=${encodeURIComponent(storeId)}&stage=pick`);
    const line = (queue.body?.data ?? [])
      .find((o: { orderId: string }) => o.orderId === orderId)
      ?.items?.find((i: { productId: string }) => i.productId === item.productId);
    if (line?.substitution?.state === 'held') return line.substitution.name;
    if (line?.substitution?.state !== 'pending') return undefined;
  }
  return undefined;
}

async function rider(staff: Worker, store: StoreInfo, n: number): Promise<void> {
  const who = `${store.name} rider ${n}`;
  // On shift for the store, so a store with rider capacity on counts them (ADR 0027).
  await call(staff, '/api/order/store/shift/start', { storeId: store.storeId });
  while (running) {
    const order = await oldest(staff, store, 'deliver', 'packed', (o) => !o.rider);
    if (!order) {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    inHand.add(order.orderId);
    try {
      await wait(between(random, TIMINGS.takeS));
      if ((await call(staff, '/api/order/store/take', { orderId: order.orderId })).status !== 200) continue;
      await wait(between(random, TIMINGS.leaveS));
      if ((await call(staff, '/api/order/store/dispatch', { orderId: order.orderId })).status !== 200) continue;
      log(`${who} left with ${short(order.orderId)} (${order.distanceKm ?? '?'} km)`);
      await wait(rideSeconds(order.distanceKm) + between(random, TIMINGS.doorS));
      const done = await call(staff, '/api/order/store/deliver', { orderId: order.orderId });
      if (done.status === 200) {
        const d = done.body.data;
        log(`${who} delivered ${short(order.orderId)}: ${d.actualMinutes} of ${d.promisedMinutes} promised minutes${d.onTime ? '' : ' (late)'}`);
      }
    } finally {
      inHand.delete(order.orderId);
    }
  }
}

/** Delivered orders the simulated shopper has looked at for rating. */
const rated = new Set<string>();

/** Rates the shopper's delivered orders as shoppers do: not every one, the delivery kinder when it was on time. */
async function rateDelivered(shopper: Worker): Promise<void> {
  const orders = ((await call(shopper, '/api/order/order-list')).body?.orders ?? []) as {
    orderId: string;
    state: string;
    rating: unknown;
    onTime: boolean | null;
  }[];
  for (const o of orders) {
    if (o.state !== 'delivered' || o.rating || rated.has(o.orderId)) continue;
    rated.add(o.orderId);
    if (random() < 0.3) continue;
    const orderScore = 3 + Math.floor(random() * 3);
    const deliveryScore = o.onTime === false ? 1 + Math.floor(random() * 3) : 4 + Math.floor(random() * 2);
    const res = await call(shopper, '/api/order/rating', {
      orderId: o.orderId,
      orderScore,
      deliveryScore,
      orderTags: [orderScore >= 4 ? 'fresh' : 'not_fresh'],
      deliveryTags: [deliveryScore >= 4 ? 'on_time' : 'late'],
    });
    log(`shopper rated ${short(o.orderId)}: order ${orderScore}, delivery ${deliveryScore} (${res.status})`);
  }
}

/** A shopper with one saved address per store, placing cash orders at the configured rate. */
async function shoppers(stores: StoreInfo[]): Promise<void> {
  if (ORDERS_PER_HOUR === 0) return;
  const email = `sim.shopper.${Date.now()}@example.test`;
  const password = 'Simulate123';
  const reg = await fetch(`${BASE_URL}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sim Shopper', email, password, confirmPassword: password }),
  });
  if (reg.status !== 201) throw new Error(`could not register the simulated shopper: ${reg.status} ${await reg.text()}`);
  const shopper = { session: await login(email, password), relogin: () => login(email, password) };
  const addresses: { store: StoreInfo; addressId: string }[] = [];
  for (const store of stores) {
    const pincode = store.serves[0]?.pincode ?? '560001';
    await call(shopper, '/api/address/create', {
      address_line: `Sim Lane, ${store.serves[0]?.area ?? store.name}`,
      city: 'Simulated',
      state: 'Simulated',
      country: 'India',
      pincode,
      mobile: '9000000000',
    });
    const list = (await call(shopper, '/api/address/get')).body.data as { _id: string; pincode: string }[];
    const mine = list.find((a) => a.pincode === pincode && !addresses.some((x) => x.addressId === a._id));
    if (mine) addresses.push({ store, addressId: mine._id });
  }
  const products = ((await call(shopper, '/api/product/get', { page: 1, limit: 100 })).body.data as { _id: string }[]).map((p) => p._id);
  if (products.length === 0 || addresses.length === 0) return log('no products or no addresses: not placing shopper orders');
  log(`shopper ${email} orders about ${ORDERS_PER_HOUR} times an hour per store`);
  const meanGapS = 3600 / (ORDERS_PER_HOUR * addresses.length);
  while (running) {
    await wait(-Math.log(1 - random()) * meanGapS); // arrivals are a Poisson process
    if (!running) break;
    const { store, addressId } = addresses[Math.floor(random() * addresses.length)]!;
    const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
      productId: products[Math.floor(random() * products.length)]!,
      quantity: 1 + Math.floor(random() * 2),
    }));
    await rateDelivered(shopper);
    const res = await call(shopper, '/api/order/cash-on-delivery', { list_items: lines, addressId });
    log(
      `shopper → ${store.name}: ${res.status} ${res.body?.message ?? ''}${res.body?.data?.promisedMinutes ? ` (${res.body.data.promisedMinutes} min promised)` : ''}`,
    );
  }
}

async function main(): Promise<void> {
  admin.session = await admin.relogin();
  const load = await call(admin, '/api/order/admin/stores-load');
  if (load.status !== 200) throw new Error(`stores-load: ${load.status} ${JSON.stringify(load.body)}`);
  let stores: StoreInfo[] = load.body.perStore
    ? (load.body.data as StoreInfo[])
    : [{ storeId: 'default', name: 'Minutemart', pickers: 3, serves: [{ pincode: '560001', area: 'MG Road' }] }];
  if (ONLY.size) stores = stores.filter((s) => ONLY.has(s.storeId));
  if (stores.length === 0) throw new Error('no store to simulate');
  log(`${stores.length} store(s) at ${SPEED}× speed via ${BASE_URL}: ${stores.map((s) => `${s.name} (${Math.max(1, s.pickers)} pickers)`).join(', ')}`);
  support = await staffMember('SUPPORT', 'Sim Support', 'sim.support@minutemart.test', []);
  const workers: Promise<void>[] = [];
  for (const store of stores) {
    const pickers = Math.max(1, store.pickers);
    const member = (role: 'PICKER' | 'RIDER', n: number) =>
      staffMember(
        role,
        `Sim ${role === 'PICKER' ? 'Picker' : 'Rider'} ${n} (${store.name})`,
        `sim.${role.toLowerCase()}.${n}.${store.storeId}@minutemart.test`,
        [store.storeId],
      );
    for (let n = 1; n <= pickers; n++) workers.push(picker(await member('PICKER', n), store, n));
    for (let n = 1; n <= pickers + 1; n++) workers.push(rider(await member('RIDER', n), store, n));
  }
  workers.push(shoppers(stores).catch((e) => log(`shoppers stopped: ${(e as Error).message}`)));
  await Promise.all(workers);
}

main().catch((e) => {
  console.error(`[sim] ${(e as Error).message}`);
  process.exit(1);
});
