// k6: one endpoint of one backend, 50 users in a closed loop (each sends its next request as soon as
// the last one answered), so the requests/s achieved is the backend's throughput. side-by-side.sh runs
// it for both endpoints against both backends in interleaved rounds (README.md).
//
//   TARGET_URL  the backend measured (our gateway, or the original's server.mjs); loopback only
//   IDS_URL     our gateway: where the product, category and store ids come from (the same database)
//   ENDPOINT    details | by_category
//   VUS (50)  DURATION (15s)  CLIENT_IP (127.0.0.96)
//   STORES (1)  1: each request names one of the stores, as the storefront does for a shopper with a
//               delivery pincode (the original ignores the field); 0: no store (the original client)
//   CHECK_EVERY (10)  read and check one body in this many; the rest by status only
import http from 'k6/http';
import { check, fail } from 'k6';

const loopback = /^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;
const TARGET_URL = (__ENV.TARGET_URL || '').replace(/\/+$/, '');
const IDS_URL = (__ENV.IDS_URL || TARGET_URL).replace(/\/+$/, '');
if (!loopback.test(TARGET_URL) || !loopback.test(IDS_URL)) throw new Error(`TARGET_URL and IDS_URL must be loopback origins, got ${TARGET_URL} ${IDS_URL}`);
const ENDPOINT = __ENV.ENDPOINT || 'details';
if (ENDPOINT !== 'details' && ENDPOINT !== 'by_category') throw new Error(`ENDPOINT must be details or by_category, got ${ENDPOINT}`);
const VUS = Number(__ENV.VUS || 50);
const DURATION = __ENV.DURATION || '15s';
const CHECK_EVERY = Math.max(1, Number(__ENV.CHECK_EVERY || 10));
const WITH_STORES = (__ENV.STORES || '1') !== '0';
const HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', 'x-forwarded-for': __ENV.CLIENT_IP || '127.0.0.96' };
const PATH = ENDPOINT === 'details' ? '/api/product/get-product-details' : '/api/product/get-product-by-category';

export const options = {
  discardResponseBodies: true,
  scenarios: { [ENDPOINT]: { executor: 'constant-vus', vus: VUS, duration: DURATION } },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
};

/** Every category, up to 500 products (15 per category, from the home rows) and the stores. */
export function setup() {
  const get = (path, body) => {
    const res = http.request(body ? 'POST' : 'GET', `${IDS_URL}${path}`, body ? JSON.stringify(body) : null, { headers: HEADERS, responseType: 'text' });
    if (res.status !== 200) fail(`${path}: ${res.status}`);
    return JSON.parse(res.body).data;
  };
  const categories = get('/api/category/get').map((c) => c._id);
  const products = [];
  for (const id of categories) {
    if (products.length >= 500) break;
    for (const p of get('/api/product/get-product-by-category', { id })) products.push(p._id);
  }
  const stores = WITH_STORES ? (get('/api/store/list') ?? []).map((s) => s._id) : [];
  if (categories.length === 0 || products.length === 0) fail('the catalogue is empty: seed the stack first');
  return { categories, products: products.slice(0, 500), stores };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
let n = 0;

export default function (ids) {
  const body = ENDPOINT === 'details' ? { productId: pick(ids.products) } : { id: pick(ids.categories) };
  if (ids.stores.length > 0) body.store = pick(ids.stores);
  const read = n++ % CHECK_EVERY === 0;
  const res = http.post(`${TARGET_URL}${PATH}`, JSON.stringify(body), { headers: HEADERS, responseType: read ? 'text' : 'none', tags: { endpoint: ENDPOINT } });
  if (!read) {
    check(res, { 'status 200': (r) => r.status === 200 });
    return;
  }
  check(res, {
    'status 200': (r) => r.status === 200,
    'the envelope with data': (r) => {
      const env = JSON.parse(r.body);
      return env.success === true && env.error === false && (ENDPOINT === 'details' ? env.data?._id === body.productId : Array.isArray(env.data));
    },
  });
}
