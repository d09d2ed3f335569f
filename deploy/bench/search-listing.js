// k6 benchmark: search, suggestions, home rows and the sub-category listing through the gateway, each
// driven by a fixed number of virtual users that send their next request as soon as the last one
// answered (closed loop, "50 concurrent users"): the achieved requests/s is the
// server's throughput, the latency is what those users saw. Run with `make bench-search`
// (deploy/bench/search-listing.sh); docs/benchmarks.md has the command and the numbers.
//
//   BASE_URL   gateway origin, loopback only (default http://localhost:8080)
//   VUS        virtual users per scenario (default 50)
//   DURATION   length of each scenario (default 20s); they run one after another, 3 s apart
//   CLIENT_IP  rate-limit identity of this run (default 127.0.0.98)
//   SCENARIOS  comma-separated subset of search,suggest,by_category,listing (default all four)
//   RATE       open loop instead: this many requests/s offered per scenario (constant arrival rate),
//              by at most VUS users; latency is then measured at that load, not at saturation
//   CHECK_EVERY  read and check the body of one answer in this many (default 1: every answer); the
//              others are checked by status only and their bodies discarded unread, which takes
//              part of the load generator's own CPU off the two cores it shares with the stack
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
if (!/^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback origin (localhost, 127.x.x.x or [::1]), got ${BASE_URL}`);
}
const VUS = Number(__ENV.VUS || 50);
const DURATION = __ENV.DURATION || '20s';
const seconds = Number(/^(\d+)s$/.exec(DURATION)?.[1] ?? NaN);
if (!Number.isInteger(VUS) || VUS < 1 || VUS > 500) throw new Error(`VUS must be 1-500, got ${__ENV.VUS}`);
if (!Number.isInteger(seconds) || seconds < 1 || seconds > 300) throw new Error(`DURATION must be whole seconds like 20s (at most 300s), got ${DURATION}`);
const GAP = 3;
const CLIENT_IP = __ENV.CLIENT_IP || '127.0.0.98';

// What shoppers type: whole words, words on the way (every keystroke is a request), two-word
// queries and common typos (mlik, paner, Basmatti…). Includes words the catalogue does not have (an empty answer).
const WORDS = [
  'milk',
  'atta',
  'dal',
  'rice',
  'paneer',
  'bread',
  'butter',
  'eggs',
  'sugar',
  'salt',
  'tea',
  'coffee',
  'juice',
  'biscuits',
  'noodles',
  'chips',
  'oil',
  'ghee',
  'chicken',
  'curd',
  'cheese',
  'chocolate',
  'shampoo',
  'soap',
  'detergent',
  'honey',
  'maggi',
  'amul',
  'tata',
  'fortune',
  'aashirvaad',
  'britannia',
  'colgate',
  'surf excel',
  'basmati rice',
  'toned milk',
  'chakki atta',
  'moong dal',
  'green tea',
  'dark chocolate',
  'ice cream',
  'dog food',
  'amul butter',
  'mother dairy',
];
const TYPOS = ['mlik', 'paner', 'Basmatti', 'chiken', 'biscut', 'choclate', 'shampo', 'aashirvad', 'tomatos', 'bred', 'panner', 'coffe'];
const QUERIES = [...WORDS, ...WORDS.flatMap((w) => [w.slice(0, 2), w.slice(0, 3), w.slice(0, Math.max(4, w.length - 2))]), ...TYPOS, 'daru', 'wine', 'xyzzy'];

const params = (name, body = true) => ({
  headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_IP, 'accept-encoding': 'br, gzip' },
  tags: { name },
  timeout: '10s',
  ...(body ? {} : { responseType: 'none' }),
});

const CHECK_EVERY = Number(__ENV.CHECK_EVERY || 1);
if (!Number.isInteger(CHECK_EVERY) || CHECK_EVERY < 1) throw new Error(`CHECK_EVERY must be a whole number >= 1, got ${__ENV.CHECK_EVERY}`);
/** This request's answer is read and checked in full (else: status only, body discarded). */
const readsBody = () => CHECK_EVERY === 1 || Math.random() * CHECK_EVERY < 1;

const RATE = __ENV.RATE ? Number(__ENV.RATE) : undefined;
if (RATE !== undefined && (!Number.isInteger(RATE) || RATE < 1 || RATE > 100000))
  throw new Error(`RATE must be a whole number of requests/s, got ${__ENV.RATE}`);

const scenario = (exec, index) => ({
  ...(RATE === undefined
    ? { executor: 'constant-vus', vus: VUS }
    : { executor: 'constant-arrival-rate', rate: RATE, timeUnit: '1s', preAllocatedVUs: VUS, maxVUs: VUS }),
  exec,
  duration: DURATION,
  startTime: `${index * (seconds + GAP)}s`,
  gracefulStop: '5s',
});

const ALL = { search: 'search', suggest: 'suggest', by_category: 'byCategory', listing: 'listing' };
// SCENARIOS=search,by_category picks some (e.g. against a build that has no suggest endpoint).
const SCENARIOS = (__ENV.SCENARIOS || Object.keys(ALL).join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of SCENARIOS) if (!ALL[s]) throw new Error(`unknown scenario ${s}; known: ${Object.keys(ALL).join(', ')}`);

export const options = {
  scenarios: Object.fromEntries(SCENARIOS.map((s, i) => [s, scenario(ALL[s], i)])),
  thresholds: Object.fromEntries(
    SCENARIOS.flatMap((s) => [
      [`http_req_duration{scenario:${s}}`, ['p(95)<30']],
      [`http_req_failed{scenario:${s}}`, ['rate<0.01']],
      [`http_reqs{scenario:${s}}`, ['rate>=1000']],
      [`checks{scenario:${s}}`, ['rate>0.99']],
    ]),
  ),
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  setupTimeout: '60s',
  userAgent: 'minutemart-bench/1 (k6)',
};

const post = (path, body, name, readBody = true) => http.post(`${BASE_URL}${path}`, JSON.stringify(body), params(name, readBody));
/** A status-only check for an answer whose body was not read. */
const statusOk = (r) => r.status === 200;

/** Categories with products and every (category, sub-category) pair that lists some, read from the API. */
export function setup() {
  const cats = http.get(`${BASE_URL}/api/category/get`, params('setup'));
  if (cats.status !== 200) throw new Error(`GET /api/category/get answered ${cats.status}: ${cats.body}`);
  const subs = post('/api/subcategory/get', {}, 'setup');
  if (subs.status !== 200) throw new Error(`POST /api/subcategory/get answered ${subs.status}`);
  const categoryIds = cats
    .json('data')
    .map((c) => c._id)
    .filter((id) => post('/api/product/get-product-by-category', { id }, 'setup').json('data').length > 0);
  const pairs = [];
  for (const s of subs.json('data')) {
    for (const c of s.category) {
      const r = post('/api/product/get-pruduct-by-category-and-subcategory', { categoryId: c._id, subCategoryId: s._id, page: 1, limit: 8 }, 'setup');
      if (r.status === 200 && r.json('totalCount') > 0) pairs.push({ categoryId: c._id, subCategoryId: s._id, pages: Math.min(3, r.json('totalPage')) });
    }
  }
  if (categoryIds.length === 0 || pairs.length === 0) throw new Error('the catalogue is empty: seed it first (make seed)');
  console.log(`setup: ${QUERIES.length} queries, ${categoryIds.length} categories, ${pairs.length} sub-category listings`);
  return { categoryIds, pairs };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const okEnvelope = (r) => r.status === 200 && r.json('success') === true;

export function search() {
  const body = readsBody();
  const r = post('/api/product/search-product', { search: pick(QUERIES), page: 1 }, 'POST /api/product/search-product', body);
  check(r, { 'search: 200 envelope with paging': (res) => (body ? okEnvelope(res) && typeof res.json('totalPage') === 'number' : statusOk(res)) });
}

export function suggest() {
  const body = readsBody();
  const r = http.get(`${BASE_URL}/api/product/suggest?q=${encodeURIComponent(pick(QUERIES))}`, params('GET /api/product/suggest', body));
  check(r, { 'suggest: 200 envelope with a list': (res) => (body ? okEnvelope(res) && Array.isArray(res.json('data')) : statusOk(res)) });
}

export function byCategory(data) {
  const body = readsBody();
  const r = post('/api/product/get-product-by-category', { id: pick(data.categoryIds) }, 'POST /api/product/get-product-by-category', body);
  check(r, { 'get-product-by-category: 200 with a row': (res) => (body ? okEnvelope(res) && res.json('data').length > 0 : statusOk(res)) });
}

export function listing(data) {
  const { categoryId, subCategoryId, pages } = pick(data.pairs);
  const page = 1 + Math.floor(Math.random() * pages);
  const body = readsBody();
  const r = post(
    '/api/product/get-pruduct-by-category-and-subcategory',
    { categoryId, subCategoryId, page, limit: 8 },
    'POST /api/product/get-pruduct-by-category-and-subcategory',
    body,
  );
  check(r, { 'listing: 200 with a page': (res) => (body ? okEnvelope(res) && res.json('data').length > 0 : statusOk(res)) });
}
