// k6 benchmark: the catalogue's public reads through the gateway, one endpoint at a time at a constant
// arrival rate. Run with `make bench` (deploy/bench/run.sh checks the gateway's rate limit first);
// docs/benchmarks.md has the command, the numbers and how to read them.
//
//   BASE_URL   gateway origin, loopback only (default http://localhost:8080)
//   RATE       requests per second in each scenario (default 50)
//   DURATION   length of each scenario (default 20s); the three run one after another
//   CLIENT_IP  rate-limit identity of this run (default 127.0.0.99, see below)
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
// A load test of this machine's stack only: never another address.
if (!/^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback origin (localhost, 127.x.x.x or [::1]), got ${BASE_URL}`);
}
const RATE = Number(__ENV.RATE || 50);
const DURATION = __ENV.DURATION || '20s';
const durationSeconds = Number(/^(\d+)s$/.exec(DURATION)?.[1] ?? NaN);
if (!Number.isInteger(RATE) || RATE < 1 || RATE > 2000) throw new Error(`RATE must be 1-2000 requests/s, got ${__ENV.RATE}`);
if (!Number.isInteger(durationSeconds) || durationSeconds < 1 || durationSeconds > 300) {
  throw new Error(`DURATION must be whole seconds like 20s (at most 300s), got ${DURATION}`);
}
const GAP_SECONDS = 2;

// The gateway trusts X-Forwarded-For from loopback, so this run counts against its own per-client
// budget instead of the 127.0.0.1 one every engineer's browser and curl share. (A loopback address
// in a header: no traffic goes anywhere but BASE_URL.)
const CLIENT_IP = __ENV.CLIENT_IP || '127.0.0.99';
const params = (name) => ({
  headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_IP },
  tags: { name },
  timeout: '10s',
});

const scenario = (exec, index) => ({
  executor: 'constant-arrival-rate',
  exec,
  rate: RATE,
  timeUnit: '1s',
  duration: DURATION,
  startTime: `${index * (durationSeconds + GAP_SECONDS)}s`,
  preAllocatedVUs: Math.min(50, Math.max(5, Math.ceil(RATE / 10))),
  maxVUs: Math.max(20, RATE),
  gracefulStop: '5s',
});

const ENDPOINTS = ['product_list', 'product_by_category', 'product_details'];

export const options = {
  scenarios: {
    product_list: scenario('productList', 0),
    product_by_category: scenario('productByCategory', 1),
    product_details: scenario('productDetails', 2),
  },
  thresholds: Object.fromEntries(
    ENDPOINTS.flatMap((s) => [
      [`http_req_duration{scenario:${s}}`, ['p(95)<200']],
      [`http_req_failed{scenario:${s}}`, ['rate<0.01']],
      // Listed so the summary reports each endpoint's achieved rate and dropped arrivals.
      [`http_reqs{scenario:${s}}`, ['count>=0']],
      [`dropped_iterations{scenario:${s}}`, ['count>=0']],
    ]).concat([
      ['http_req_duration', ['p(95)<200']],
      ['http_req_failed', ['rate<0.01']],
      ['checks', ['rate>0.99']],
    ]),
  ),
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  // setup() is not part of any scenario's numbers.
  setupTimeout: '60s',
  noConnectionReuse: false,
  userAgent: 'minutemart-bench/1 (k6)',
};

function post(path, body, name) {
  return http.post(`${BASE_URL}${path}`, JSON.stringify(body), params(name));
}

/** Ids to ask for, read from the API itself: every category, and products spread over the catalogue. */
export function setup() {
  const cats = http.get(`${BASE_URL}/api/category/get`, params('setup'));
  if (cats.status !== 200) throw new Error(`GET /api/category/get answered ${cats.status}: ${cats.body}`);
  // Only categories that list products: the seeded ones, not an empty one a concurrent admin test made (and may delete mid-run).
  const categoryIds = cats
    .json('data')
    .map((c) => c._id)
    .filter((id) => {
      const r = post('/api/product/get-product-by-category', { id }, 'setup');
      return r.status === 200 && r.json('data').length > 0;
    });

  const first = post('/api/product/get', { page: 1, limit: 12 }, 'setup');
  if (first.status !== 200) throw new Error(`POST /api/product/get answered ${first.status}: ${first.body}`);
  const pages = first.json('totalNoPage');
  const total = first.json('totalCount');

  // Five pages of 100 spread over the whole list: details requests hit all of the catalogue, not its newest rows.
  const productIds = [];
  const bigPages = Math.max(1, Math.ceil(total / 100));
  for (let i = 0; i < 5; i++) {
    const page = 1 + Math.floor((i * bigPages) / 5);
    const r = post('/api/product/get', { page, limit: 100 }, 'setup');
    if (r.status !== 200) throw new Error(`POST /api/product/get page ${page} answered ${r.status}`);
    for (const p of r.json('data')) productIds.push(p._id);
  }
  if (categoryIds.length === 0 || productIds.length === 0) throw new Error('the catalogue is empty: seed it first (make seed)');
  console.log(`setup: ${total} products in ${pages} pages of 12, ${categoryIds.length} categories, ${productIds.length} product ids`);
  return { pages, categoryIds, productIds };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const okEnvelope = (r) => r.status === 200 && r.json('success') === true;

export function productList(data) {
  const page = 1 + Math.floor(Math.random() * data.pages);
  const r = post('/api/product/get', { page, limit: 12 }, 'POST /api/product/get');
  check(r, { 'product/get: 200 with a page of products': (res) => okEnvelope(res) && res.json('data').length > 0 });
}

export function productByCategory(data) {
  const r = post('/api/product/get-product-by-category', { id: pick(data.categoryIds) }, 'POST /api/product/get-product-by-category');
  check(r, { 'get-product-by-category: 200': okEnvelope });
}

export function productDetails(data) {
  const productId = pick(data.productIds);
  const r = post('/api/product/get-product-details', { productId }, 'POST /api/product/get-product-details');
  check(r, { 'get-product-details: 200 with that product': (res) => okEnvelope(res) && res.json('data._id') === productId });
}
