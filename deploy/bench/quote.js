// k6 benchmark: POST /api/order/quote (ADR 0018) at a fixed number of closed-loop users, each sending
// its next basket as soon as the last was priced. A basket is 1 to 5 products of the catalogue, 1 to
// 3 of each, for the pincode PINCODE, with the code COUPON when one is given: every answer is the
// whole bill (fees for the store, offers running, the code judged). Run with `make bench-quote`
// (deploy/bench/quote.sh); docs/benchmarks.md has the command and the numbers.
//
//   BASE_URL     where /api/order/quote is (the order service, or a gateway in front of it)
//   CATALOGUE_URL  where the products are read once, in setup (default the dev gateway)
//   VUS (50)  DURATION (30s)  PINCODE (560001)  COUPON (none)  CLIENT_IP (127.0.0.97)
//   THINK_S      seconds a user waits between two quotes, ±50 % (default 0: closed loop, the server's
//                throughput); 1 is a shopper changing the cart about once a second
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Trend } from 'k6/metrics';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:18099').replace(/\/+$/, '');
const CATALOGUE_URL = (__ENV.CATALOGUE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
for (const url of [BASE_URL, CATALOGUE_URL]) {
  if (!/^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/.test(url)) throw new Error(`URLs must be loopback origins, got ${url}`);
}
const VUS = Number(__ENV.VUS || 50);
const DURATION = __ENV.DURATION || '30s';
const PINCODE = __ENV.PINCODE || '560001';
const COUPON = __ENV.COUPON || '';
const CLIENT_IP = __ENV.CLIENT_IP || '127.0.0.97';
const THINK_S = Number(__ENV.THINK_S || 0);
const priced = new Trend('quote_ms', true);

export const options = {
  // A shopper keeps their session cookie from one quote to the next (k6 would otherwise drop it at each
  // iteration, and every quote would come from a newcomer who is offered a guest session).
  noCookiesReset: true,
  scenarios: {
    warmup: { executor: 'constant-vus', vus: Math.min(VUS, 5), duration: '5s', exec: 'quote', gracefulStop: '2s' },
    quote: { executor: 'constant-vus', vus: VUS, duration: DURATION, startTime: '7s', exec: 'quote', gracefulStop: '5s' },
  },
  thresholds: { 'quote_ms{scenario:quote}': ['p(95)<=20'], 'http_req_failed{scenario:quote}': ['rate<0.001'] },
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max', 'count'],
};

export function setup() {
  const ids = new Set();
  for (const search of ['atta', 'milk', 'rice', 'dal', 'oil', 'tea', 'biscuits', 'soap']) {
    const res = http.post(`${CATALOGUE_URL}/api/product/search-product`, JSON.stringify({ search, page: 1, limit: 12 }), {
      headers: { 'content-type': 'application/json' },
    });
    if (res.status !== 200) continue;
    for (const p of res.json('data') || []) if (p.publish !== false) ids.add(p._id);
  }
  if (ids.size < 5) fail(`too few products found at ${CATALOGUE_URL}: ${ids.size}`);
  const probe = http.post(`${BASE_URL}/api/order/quote`, JSON.stringify({ list_items: [{ productId: [...ids][0], quantity: 1 }], pincode: PINCODE }), {
    headers: { 'content-type': 'application/json' },
  });
  if (probe.status !== 200) fail(`POST ${BASE_URL}/api/order/quote answered ${probe.status}: ${probe.body}`);
  return { ids: [...ids] };
}

const pick = (n) => Math.floor(Math.random() * n);

export function quote({ ids }) {
  const lines = new Map();
  const count = 1 + pick(5);
  while (lines.size < count) lines.set(ids[pick(ids.length)], 1 + pick(3));
  const body = {
    list_items: [...lines].map(([productId, quantity]) => ({ productId, quantity })),
    pincode: PINCODE,
    ...(COUPON ? { couponCode: COUPON } : {}),
  };
  const res = http.post(`${BASE_URL}/api/order/quote`, JSON.stringify(body), {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_IP },
    tags: { name: 'quote' },
    timeout: '10s',
  });
  priced.add(res.timings.duration);
  check(res, { priced: (r) => r.status === 200 && Number.isInteger(r.json('data.grandTotalPaise')) });
  if (THINK_S > 0) sleep(THINK_S * (0.5 + Math.random()));
}
