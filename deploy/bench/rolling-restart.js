// k6 traffic for the rolling-restart test (deploy/test/platform/rolling-restart.test.ts), which
// restarts replicas of the catalogue and the cart one by one while this runs. Every request must
// succeed: the thresholds fail the run on a single failed request or check.
//
//   BASE_URL    gateway origin, loopback only
//   DATA_FILE   JSON written by the test: { productIds: [...] }
//   SHOPPERS    virtual shoppers adding to and removing from their carts (default 6)
//   RATE        catalogue reads per second (default 20)
//   DURATION    whole seconds, e.g. 90s
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || '').replace(/\/+$/, '');
if (!/^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback origin, got ${BASE_URL}`);
}
const data = JSON.parse(open(__ENV.DATA_FILE));
const RATE = Number(__ENV.RATE || 20);
const DURATION = __ENV.DURATION || '90s';
const SHOPPERS = Number(__ENV.SHOPPERS || 6);

export const options = {
  scenarios: {
    browse: {
      executor: 'constant-arrival-rate',
      exec: 'browse',
      rate: RATE,
      timeUnit: '1s',
      duration: DURATION,
      preAllocatedVUs: 10,
      maxVUs: 60,
    },
    shop: {
      executor: 'constant-vus',
      exec: 'shop',
      vus: SHOPPERS,
      duration: DURATION,
    },
  },
  thresholds: {
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
    'http_reqs{scenario:browse}': ['count>0'],
    'http_reqs{scenario:shop}': ['count>0'],
    'http_req_duration{scenario:browse}': ['p(95)>=0'],
    'http_req_duration{scenario:shop}': ['p(95)>=0'],
  },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  userAgent: 'minutemart-rolling-restart/1 (k6)',
};

const json = (extra = {}) => ({ headers: { 'content-type': 'application/json', ...extra }, timeout: '30s' });
const ok = (r) => r.status >= 200 && r.status < 300 && r.json('success') === true;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

export function browse() {
  const n = Math.random();
  let r;
  if (n < 0.4) r = http.post(`${BASE_URL}/api/product/get`, JSON.stringify({ page: 1 + Math.floor(Math.random() * 2), limit: 12 }), json());
  else if (n < 0.8) r = http.post(`${BASE_URL}/api/product/get-product-details`, JSON.stringify({ productId: pick(data.productIds) }), json());
  else r = http.get(`${BASE_URL}/api/category/get`, json());
  check(r, { 'catalogue read answered': ok });
}

// Per VU (k6 runs each VU in its own JS runtime): the shopper this VU signed up as.
let token;

/** Sign up and log in once per VU, so no two VUs ever share a cart. */
function signIn() {
  const email = `rr.k6.${__VU}.${Date.now()}.${Math.floor(Math.random() * 1e9)}@example.test`;
  const password = 'Rolling4Ever';
  const reg = http.post(`${BASE_URL}/api/user/register`, JSON.stringify({ name: 'k6 Shopper', email, password, confirmPassword: password }), json());
  check(reg, { 'register answered': ok });
  const login = http.post(`${BASE_URL}/api/user/login`, JSON.stringify({ email, password }), json());
  check(login, { 'login answered': ok });
  return login.status === 200 ? login.json('data.accesstoken') : undefined;
}

/** One shopper per VU: add a product, change its quantity, read the cart, remove it. */
export function shop() {
  token = token || signIn();
  if (!token) return;
  const auth = { authorization: `Bearer ${token}` };
  const productId = data.productIds[(__VU + __ITER) % data.productIds.length];

  const added = http.post(`${BASE_URL}/api/cart/create`, JSON.stringify({ productId }), json(auth));
  if (!check(added, { 'cart/create answered': ok })) return;
  const itemId = added.json('data._id');
  check(http.put(`${BASE_URL}/api/cart/update-qty`, JSON.stringify({ _id: itemId, qty: 2 }), json(auth)), { 'cart/update-qty answered': ok });
  const cart = http.get(`${BASE_URL}/api/cart/get`, json(auth));
  check(cart, { 'cart/get shows the line': (r) => ok(r) && r.json('data').some((l) => l._id === itemId && l.quantity === 2) });
  check(http.del(`${BASE_URL}/api/cart/delete-cart-item`, JSON.stringify({ _id: itemId }), json(auth)), { 'cart/delete-cart-item answered': ok });
  sleep(0.2);
}
