import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { catalogueChangesChannel } from '@minutemart/contracts/catalogue-changes';
import { createLogger, createRedis } from '@minutemart/kit';
import { testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import { readGatewayConfig } from '../src/config.js';
import { createGatewayApp } from '../src/app.js';
import { createUpstreamPools, type UpstreamPools } from '../src/routes.js';
import { StandIn, standInHttp as http } from './stand-in.js';
import { PublicReadCache } from '../src/public-read-cache.js';
import { subscribeCatalogueChanges, type ChangeSubscription } from '../src/catalogue-changes.js';

const logger = createLogger('gateway-test', 'silent');
const FRESH_MS = 400;
const MAX_AGE_MS = 1_200;

/** A stand-in catalogue: counts what reaches it, answers with its current "version", can be slowed or stopped. */
class Catalogue extends StandIn {
  version = 1;
  delayMs = 0;
  status = 200;
  requests: { url: string; body: string; headers: IncomingHttpHeaders }[] = [];

  protected async answer(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    this.requests.push({ url: req.url ?? '', body, headers: req.headers });
    const version = this.version;
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    res.writeHead(this.status, { 'content-type': 'application/json; charset=utf-8' });
    // Big enough to be compressed (above 1 KB).
    res.end(
      JSON.stringify({
        success: this.status === 200,
        error: this.status !== 200,
        message: 'Product data',
        data: { version, url: req.url, body, filler: 'milk '.repeat(400) },
      }),
    );
  }
}

const catalogue = new Catalogue();
/** The cache's clock: time moves only when a test moves it. */
let now = Date.now();
const advance = (ms: number) => (now += ms);
let invalidations = 0;
const prefix = uniqueName('gwc');
const redis = createRedis(testInfra.redisUrl, logger);
let pools: UpstreamPools;
let cache: PublicReadCache;
let changes: ChangeSubscription;
let gateway: Server;
let base: string;

/** A gateway with its own cache in front of the stand-in catalogue, on a free port. */
async function startGateway(env: Record<string, string>): Promise<{ server: Server; base: string; pools: UpstreamPools; cache: PublicReadCache }> {
  const config = readGatewayConfig({ NODE_ENV: 'test', REDIS_URL: testInfra.redisUrl, CATALOGUE_SERVICE_URL: catalogue.url, ...env });
  const pools = createUpstreamPools(config, logger);
  const cache = new PublicReadCache({ pool: pools.catalogue, logger, freshMs: FRESH_MS, maxAgeMs: MAX_AGE_MS, clock: () => now });
  const app = createGatewayApp({
    config,
    logger,
    redis,
    verifyToken: async () => {
      throw new Error('no valid tokens in this test');
    },
    repoRoot: resolve(import.meta.dirname, '../..'),
    pools,
    publicReads: cache,
  });
  const server = await new Promise<Server>((r) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => r(s));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pools, cache };
}

beforeAll(async () => {
  await catalogue.start();
  ({ server: gateway, base, pools, cache } = await startGateway({ REDIS_PREFIX: prefix, UPSTREAM_CHECK_INTERVAL_MS: '200', UPSTREAM_CHECK_TIMEOUT_MS: '500' }));
  let subscribed = false;
  changes = subscribeCatalogueChanges(testInfra.redisUrl, prefix, logger, () => {
    subscribed = true;
    invalidations++;
    cache.invalidate();
  });
  await waitFor(async () => subscribed, { timeoutMs: 5_000 });
});

afterAll(async () => {
  for (const pool of Object.values(pools ?? {})) pool.stop();
  await new Promise<void>((r) => (gateway ? gateway.close(() => r()) : r()));
  gateway?.closeAllConnections();
  await catalogue.stop();
  await changes?.close();
  await redis.quit();
});

beforeEach(() => {
  cache.invalidate();
  catalogue.requests = [];
  catalogue.delayMs = 0;
  catalogue.status = 200;
});

const search = (text: string, headers: Record<string, string> = {}) => http(`${base}/api/product/search-product`, { body: { search: text, page: 1 }, headers });
/** Announces a catalogue change and waits until this gateway has heard it. */
const announceChange = async () => {
  const heard = invalidations;
  await redis.publish(catalogueChangesChannel(prefix), '');
  await waitFor(async () => invalidations > heard, { timeoutMs: 2_000, what: 'the change announcement' });
};
/** Serves stale answers until the refresh behind them is kept. */
const untilHit = (read: () => Promise<{ headers: Headers }>) =>
  waitFor(async () => (await read()).headers.get('x-cache') === 'HIT', { timeoutMs: 2_000, stepMs: 10, what: 'the refreshed answer kept' });

describe('the gateway cache of public catalogue reads', () => {
  it('answers a repeated search from the cache: one catalogue request, the same body, brotli when accepted', async () => {
    const first = await search('milk');
    const second = await search('milk');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(catalogue.requests).toHaveLength(1);
    // Another body or another route is another entry.
    await search('atta');
    await http(`${base}/api/product/suggest?q=mil`);
    await http(`${base}/api/product/suggest?q=mil`);
    expect(catalogue.requests.map((r) => r.url)).toEqual(['/api/product/search-product', '/api/product/search-product', '/api/product/suggest?q=mil']);

    const raw = await rawPost('/api/product/search-product', JSON.stringify({ search: 'milk', page: 1 }), { 'accept-encoding': 'gzip, deflate, br' });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(raw.body).toString())).toEqual(first.body);
    const plain = await rawPost('/api/product/search-product', JSON.stringify({ search: 'milk', page: 1 }), {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(first.body);
    expect(catalogue.requests).toHaveLength(3);
  });

  it('keeps often bought together for a basket as one entry per id list and store', async () => {
    const basket = (query: string) => http(`${base}/api/product/together/basket?${query}`);
    const ids = ['665f1c2a9b8e4d0012345678', '665f1c2a9b8e4d0012345679', '665f1c2a9b8e4d001234567a'];
    const ab = `productIds=${ids[0]},${ids[1]}&limit=8&store=s1`;
    expect((await basket(ab)).headers.get('x-cache')).toBe('MISS');
    expect((await basket(ab)).headers.get('x-cache')).toBe('HIT');
    for (const other of [`productIds=${ids[0]},${ids[2]}&limit=8&store=s1`, `productIds=${ids[0]},${ids[1]}&limit=8&store=s2`]) {
      const res = await basket(other);
      expect(res.headers.get('x-cache')).toBe('MISS');
      expect(res.body.data.url).toBe(`/api/product/together/basket?${other}`);
    }
    expect(catalogue.requests).toHaveLength(3);
  });

  it('sends 30 simultaneous first requests for one search to the catalogue once', async () => {
    catalogue.delayMs = 150;
    const answers = await Promise.all(Array.from({ length: 30 }, () => search('paneer')));
    expect(answers.every((a) => a.status === 200 && a.body.data.body === JSON.stringify({ search: 'paneer', page: 1 }))).toBe(true);
    expect(catalogue.requests).toHaveLength(1);
    expect(answers.filter((a) => a.headers.get('x-cache') === 'MISS')).toHaveLength(1);
  });

  it('asks the catalogue as an anonymous client: no cookie, no token, whoever calls', async () => {
    await search('rice', { cookie: 'accessToken=abc; refreshToken=def', authorization: 'Bearer abc' });
    expect(catalogue.requests).toHaveLength(1);
    expect(catalogue.requests[0]!.headers['cookie']).toBeUndefined();
    expect(catalogue.requests[0]!.headers['authorization']).toBeUndefined();
    expect(catalogue.requests[0]!.headers['x-request-id']).toBeTruthy();
  });

  it('drops everything when the catalogue announces a change, including an answer still on its way', async () => {
    expect((await search('bread')).body.data.version).toBe(1);
    catalogue.version = 2;
    expect((await search('bread')).body.data.version).toBe(1); // fresh, and nobody said anything changed
    await announceChange();
    expect(cache.size).toBe(0);
    expect((await search('bread')).body.data.version).toBe(2);

    // Started before the announcement, answered after it: served to its caller, never kept.
    catalogue.delayMs = 300;
    const asked = catalogue.requests.length;
    const slow = search('eggs');
    await waitFor(async () => catalogue.requests.length > asked, { timeoutMs: 2_000, stepMs: 5, what: 'the slow search at the catalogue' });
    catalogue.version = 3;
    await announceChange();
    expect((await slow).body.data.version).toBe(2);
    catalogue.delayMs = 0;
    const after = await search('eggs');
    expect(after.body.data.version).toBe(3);
    expect(after.headers.get('x-cache')).toBe('MISS');
  });

  it('serves a stale answer while refreshing it, and waits for the catalogue past the age limit', async () => {
    expect((await search('tea')).body.data.version).toBe(catalogue.version);
    const v = catalogue.version;
    catalogue.version = v + 1;
    advance(FRESH_MS - 1);
    expect((await search('tea')).headers.get('x-cache')).toBe('HIT');
    advance(1);
    const stale = await search('tea');
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(stale.body.data.version).toBe(v);
    await untilHit(() => search('tea'));
    expect(catalogue.requests).toHaveLength(2);
    const refreshed = await search('tea');
    expect(refreshed.headers.get('x-cache')).toBe('HIT');
    expect(refreshed.body.data.version).toBe(v + 1);

    catalogue.version = v + 2;
    advance(MAX_AGE_MS + 1);
    const old = await search('tea');
    expect(old.headers.get('x-cache')).toBe('MISS');
    expect(old.body.data.version).toBe(v + 2);
  });

  it('a refresh keeps the compressed copy only while the bytes are the same: a changed answer is never sent in its old encoding', async () => {
    const brotli = async () => {
      const raw = await rawPost('/api/product/search-product', JSON.stringify({ search: 'ghee', page: 1 }), { 'accept-encoding': 'br' });
      expect(raw.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(raw.body).toString()) as { data: { version: number } };
    };
    const v = catalogue.version;
    expect((await brotli()).data.version).toBe(v);
    // Refreshed with the same bytes, then with new ones: each time the encoded answer is the current one.
    for (const version of [v, v + 1]) {
      catalogue.version = version;
      const asked = catalogue.requests.length;
      advance(FRESH_MS);
      await brotli(); // stale: triggers the refresh
      await waitFor(async () => catalogue.requests.length === asked + 1, { timeoutMs: 2_000 });
      await untilHit(() => search('ghee'));
      expect((await brotli()).data.version).toBe(version);
    }
  });

  it('keeps no error answers, caches no private read, and answers 503 in the envelope when the catalogue is down', async () => {
    catalogue.status = 400;
    expect((await search('oil')).status).toBe(400);
    expect((await search('oil')).status).toBe(400);
    expect(catalogue.requests).toHaveLength(2);
    catalogue.status = 200;

    // The product list pages through every product (not a public read the cache keeps).
    await http(`${base}/api/product/get`, { body: { page: 1, limit: 12 } });
    const list = await http(`${base}/api/product/get`, { body: { page: 1, limit: 12 } });
    expect(list.headers.get('x-cache')).toBeNull();
    expect(catalogue.requests).toHaveLength(4);

    await catalogue.stop();
    try {
      const down = await search('sugar');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ success: false, error: true, message: 'The catalogue service is temporarily unavailable. Please try again.', data: null });
    } finally {
      await catalogue.start();
      await waitFor(async () => (await search('sugar')).status === 200, { timeoutMs: 5_000 });
    }
  });

  it('leaves bodies above 4 KB to the proxy', async () => {
    const big = await search('x'.repeat(5_000));
    expect(big.status).toBe(200);
    expect(big.headers.get('x-cache')).toBeNull();
  });

  it('leaves encoded bodies to the proxy, which sends them on with their Content-Encoding', async () => {
    const gzipped = await http(`${base}/api/product/search-product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      raw: gzipSync(JSON.stringify({ search: 'tea' })),
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('x-cache')).toBeNull();
    expect(catalogue.requests.at(-1)?.headers['content-encoding']).toBe('gzip');
  });

  it('counts cached reads against the per-minute budget in this replica, and what reaches a service in Redis', async () => {
    const limitedPrefix = uniqueName('gwl');
    // Cookie-less guests: each address's no-session budget.
    const { server, base: limitedBase, pools: limitedPools } = await startGateway({ REDIS_PREFIX: limitedPrefix, RATE_LIMIT_NO_SESSION_PER_MINUTE: '3' });
    const asShopper = (ip: string) => ({ 'x-forwarded-for': ip });
    try {
      const searches = [];
      for (let i = 0; i < 4; i++)
        searches.push(await http(`${limitedBase}/api/product/search-product`, { body: { search: 'milk', page: 1 }, headers: asShopper('203.0.113.7') }));
      expect(searches.map((r) => r.status)).toEqual([200, 200, 200, 429]);
      expect(searches[3]!.body).toEqual({ success: false, error: true, message: 'Too many requests. Please slow down.', data: null });
      expect(searches[0]!.headers.get('ratelimit')).toMatch(/"no-session"; r=2; t=\d+/);
      expect(await redis.keys(`${limitedPrefix}:rl:no-session:*`)).toEqual([]);
      // Another address has its own budget; a read the cache does not answer is counted in Redis.
      expect((await http(`${limitedBase}/api/product/search-product`, { body: { search: 'milk', page: 1 }, headers: asShopper('203.0.113.8') })).status).toBe(
        200,
      );
      const proxied = await http(`${limitedBase}/api/product/get`, { body: { page: 1, limit: 12 }, headers: asShopper('203.0.113.8') });
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('ratelimit')).toMatch(/"no-session"; r=2;/);
      // Shared with the other replicas within the flush interval (ADR 0025), not on the request's path.
      await waitFor(async () => (await redis.keys(`${limitedPrefix}:rl:no-session:*`)).length === 1, {
        timeoutMs: 2_000,
        what: 'the proxied read counted in Redis',
      });
    } finally {
      for (const pool of Object.values(limitedPools)) pool.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("answers a guest's read the short way with the same headers as the whole chain, and one budget for both ways", async () => {
    const limitedPrefix = uniqueName('gwg');
    const {
      server,
      base: limitedBase,
      pools: limitedPools,
    } = await startGateway({ REDIS_PREFIX: limitedPrefix, RATE_LIMIT_NO_SESSION_PER_MINUTE: '4', CORS_ORIGINS: 'https://shop.example' });
    const read = (headers: Record<string, string>) =>
      http(`${limitedBase}/api/product/search-product`, {
        body: { search: 'dal', page: 1 },
        headers: { 'x-forwarded-for': '203.0.113.9', origin: 'https://shop.example', ...headers },
      });
    try {
      // A guest (the short way) and a caller with a token the gateway refuses (the whole chain, keyed by address).
      const guest = await read({ 'x-request-id': 'trace-me-1' });
      const withToken = await read({ authorization: 'Bearer not-a-token' });
      expect([guest.status, withToken.status]).toEqual([200, 200]);
      expect(guest.headers.get('x-request-id')).toBe('trace-me-1');
      expect(withToken.headers.get('x-request-id')).toBeTruthy();
      const shown = (h: Headers) =>
        Object.fromEntries(
          [...h.entries()].filter(
            ([name]) => !['date', 'x-request-id', 'ratelimit', 'x-cache', 'content-length', 'etag', 'connection', 'keep-alive', 'set-cookie'].includes(name),
          ),
        );
      expect(shown(guest.headers)).toEqual(shown(withToken.headers));
      // Neither carries a session: each is offered a guest session of its own.
      expect(guest.setCookie).toEqual([expect.stringMatching(/^guestSession=.+; HttpOnly; SameSite=Lax$/)]);
      expect(withToken.setCookie).toEqual([expect.stringMatching(/^guestSession=.+; HttpOnly; SameSite=Lax$/)]);
      expect(guest.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(guest.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(guest.headers.get('ratelimit')).toMatch(/^"no-session"; r=3; t=\d+$/);
      expect(withToken.headers.get('ratelimit')).toMatch(/^"no-session"; r=2; t=\d+$/);
      // Both ways spend the same per-address budget of 4.
      expect((await read({})).status).toBe(200);
      expect((await read({ authorization: 'Bearer not-a-token' })).status).toBe(200);
      const refused = await read({});
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body).toEqual({ success: false, error: true, message: 'Too many requests. Please slow down.', data: null });
      expect(catalogue.requests).toHaveLength(1);
    } finally {
      for (const pool of Object.values(limitedPools)) pool.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

function rawPost(path: string, body: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolvePromise({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
