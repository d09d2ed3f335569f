// k6: the shopper journey that makes money — browse, add to cart, cash-on-delivery checkout — with
// VUS closed-loop shoppers, each signed in with a saved address. Run it with `make bench-orders`
// (deploy/bench/order-journey.sh), which points it at a private gateway without rate limits.
//
//   BASE_URL   gateway origin, loopback only (default http://127.0.0.1:18099)
//   VUS        concurrent shoppers (default 20)
//   DURATION   length of the run (default 30s)
//   THINK_S    seconds a shopper looks at each page before the next step, on average (default 0: back to back,
//              which measures saturation; 1 is closer to a person)
//   WARMUP     seconds the same shoppers shop before measuring starts (default 10s; 0s to measure
//              from a cold start). Freshly started services are slow for their first orders (JIT,
//              connection pools, Kafka fetch sessions): the warm-up keeps that out of the steady-state
//              numbers, and its own figures are reported separately.
//
// `order_confirmed` is placed → confirmed: the COD request answers once the catalogue has held
// the stock and the order is confirmed (the saga's round trip over Kafka). `order_visible` adds
// reading it back from order-list, i.e. until the shopper can see it in My Orders.
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:18099').replace(/\/+$/, '');
if (!/^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback origin, got ${BASE_URL}`);
}
const VUS = Number(__ENV.VUS || 20);
const DURATION = __ENV.DURATION || '30s';
const THINK_S = Number(__ENV.THINK_S || 0);
// People do not look at a page for exactly THINK_S seconds. A fixed pause keeps all VUS shoppers in
// step for the whole run, so they all press "Place order" at almost the same instant every few seconds:
// a burst of VUS simultaneous orders, not VUS shoppers. By default each pause is drawn from
// 0.5–1.5 × THINK_S; THINK_JITTER=0 keeps the lockstep (the burst case, reported separately).
const THINK_JITTER = Number(__ENV.THINK_JITTER ?? 0.5);
if (!(THINK_JITTER >= 0 && THINK_JITTER <= 1)) throw new Error(`THINK_JITTER must be 0-1, got ${__ENV.THINK_JITTER}`);
const think = () => sleep(THINK_S * (1 - THINK_JITTER + 2 * THINK_JITTER * Math.random()));
const WARMUP = __ENV.WARMUP || '10s';
if (!Number.isInteger(VUS) || VUS < 1 || VUS > 200) throw new Error(`VUS must be 1-200, got ${__ENV.VUS}`);
if (!/^\d+s$/.test(WARMUP) || Number(WARMUP.slice(0, -1)) > 120) throw new Error(`WARMUP must be whole seconds up to 120s, got ${WARMUP}`);
if (!/^\d+s$/.test(DURATION) || Number(DURATION.slice(0, -1)) > 300) throw new Error(`DURATION must be whole seconds up to 300s, got ${DURATION}`);

const confirmed = new Trend('order_confirmed', true);
const visible = new Trend('order_visible', true);
const placed = new Counter('orders_confirmed');
const notConfirmed = new Counter('orders_not_confirmed');

export const options = {
  setupTimeout: '180s',
  // Two back-to-back scenarios with the same number of shoppers: metrics carry the scenario tag, so
  // the steady state (`journey`) is read apart from the warm-up.
  scenarios: {
    ...(WARMUP === '0s' ? {} : { warmup: { executor: 'constant-vus', vus: VUS, duration: WARMUP, gracefulStop: '0s' } }),
    journey: { executor: 'constant-vus', vus: VUS, duration: DURATION, startTime: WARMUP, gracefulStop: '10s' },
  },
  thresholds: {
    'http_req_failed{scenario:journey}': ['rate<0.01'],
    'order_confirmed{scenario:journey}': ['p(95)<300'],
    // Declared so the summary export carries these sub-metrics (k6 exports only what a threshold names).
    'order_confirmed{scenario:warmup}': ['max>=0'],
    'order_visible{scenario:journey}': ['max>=0'],
    'orders_confirmed{scenario:journey}': ['count>=0'],
    'orders_not_confirmed{scenario:journey}': ['count>=0'],
  },
  summaryTrendStats: ['avg', 'min', 'med', 'p(95)', 'p(99)', 'max'],
};

const json = (body, extra = {}) => ({ headers: { 'content-type': 'application/json', ...extra }, timeout: '15s' });

function login(email, password) {
  const res = http.post(`${BASE_URL}/api/user/login`, JSON.stringify({ email, password }), json());
  if (res.status !== 200) fail(`login ${email}: ${res.status} ${res.body}`);
  return res.json('data.accesstoken');
}

export function setup() {
  const admin = login(__ENV.SEED_ADMIN_EMAIL || 'admin@minutemart.test', __ENV.SEED_ADMIN_PASSWORD || 'Admin@12345');
  const adminAuth = { authorization: `Bearer ${admin}` };
  // Products with stock enough for the whole run, so every order can be confirmed.
  const subs = http.post(`${BASE_URL}/api/subcategory/get`, null, json()).json('data');
  const products = [];
  for (let i = 0; i < 5; i++) {
    const res = http.post(
      `${BASE_URL}/api/product/create`,
      JSON.stringify({
        name: `Bench Basmati Rice ${Date.now()}-${i}`,
        image: ['http://localhost:8080/media/bench-800.webp'],
        category: [subs[i].category[0]._id],
        subCategory: [subs[i]._id],
        unit: '1 kg',
        stock: 1000000,
        price: 149,
        discount: 12,
        description: 'benchmark product',
        more_details: {},
      }),
      json(null, adminAuth),
    );
    if (res.status !== 201) fail(`product: ${res.status} ${res.body}`);
    products.push(res.json('data._id'));
  }
  const shoppers = [];
  for (let i = 0; i < VUS; i++) {
    const email = `bench.${Date.now()}.${i}@example.test`;
    const reg = http.post(
      `${BASE_URL}/api/user/register`,
      JSON.stringify({ name: 'Bench Shopper', email, password: 'Bench12345', confirmPassword: 'Bench12345' }),
      json(),
    );
    if (reg.status !== 201) fail(`register: ${reg.status} ${reg.body}`);
    const token = login(email, 'Bench12345');
    const auth = { authorization: `Bearer ${token}` };
    http.post(
      `${BASE_URL}/api/address/create`,
      JSON.stringify({ address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876543210' }),
      json(null, auth),
    );
    const addressId = http.get(`${BASE_URL}/api/address/get`, json(null, auth)).json('data.0._id');
    shoppers.push({ token, addressId });
  }
  // Let the cart's product read model hear about the new products.
  const probe = { authorization: `Bearer ${shoppers[0].token}` };
  for (let t = 0; t < 30; t++) {
    const r = http.post(`${BASE_URL}/api/cart/create`, JSON.stringify({ productId: products[0] }), json(null, probe));
    if (r.status < 300) break;
    sleep(0.5);
  }
  // Leave that shopper's cart empty again: adding the same product later would be "Item already in cart".
  for (const item of http.get(`${BASE_URL}/api/cart/get`, json(null, probe)).json('data') || []) {
    http.del(`${BASE_URL}/api/cart/delete-cart-item`, JSON.stringify({ _id: item._id }), json(null, probe));
  }
  return { products, shoppers, adminAuth };
}

// The run's products go again, so runs do not pile "Bench Basmati Rice" up at the top of real listings
// (the newest come first there), where the storefront's own tests and `make lighthouse` then find them.
// Their orders keep their own copies of the lines.
export function teardown(data) {
  for (const _id of data.products) {
    const res = http.del(`${BASE_URL}/api/product/delete-product`, JSON.stringify({ _id }), json(null, data.adminAuth));
    if (res.status !== 200) console.warn(`could not delete bench product ${_id}: ${res.status} ${res.body}`);
  }
}

export default function (data) {
  const me = data.shoppers[(__VU - 1) % data.shoppers.length];
  const auth = { authorization: `Bearer ${me.token}` };
  const productId = data.products[Math.floor(Math.random() * data.products.length)];

  http.post(`${BASE_URL}/api/product/get`, JSON.stringify({ page: 1, limit: 12 }), json(null, auth));
  think();
  http.post(`${BASE_URL}/api/product/get-product-details`, JSON.stringify({ productId }), json(null, auth));
  think();
  http.post(`${BASE_URL}/api/cart/create`, JSON.stringify({ productId }), json(null, auth));
  think();

  const key = `bench-${__VU}-${__ITER}-${Date.now()}`;
  const order = http.post(
    `${BASE_URL}/api/order/cash-on-delivery`,
    JSON.stringify({ list_items: [{ productId, quantity: 1 }], addressId: me.addressId }),
    json(null, { ...auth, 'idempotency-key': key }),
  );
  const ok = check(order, { 'order confirmed (201)': (r) => r.status === 201 });
  if (!ok) {
    notConfirmed.add(1);
    return;
  }
  placed.add(1);
  confirmed.add(order.timings.duration);
  const orderId = order.json('data.orderId');
  const list = http.get(`${BASE_URL}/api/order/order-list`, json(null, auth));
  check(list, { 'order visible in order-list': (r) => r.status === 200 && r.body.includes(orderId) });
  visible.add(order.timings.duration + list.timings.duration);
}
