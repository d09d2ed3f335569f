import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSetCookie } from 'cookie';
import { sign } from 'cookie-signature';
import { createLogger, createRedis } from '@minutemart/kit';
import { testInfra, uniqueName } from '@minutemart/kit/testing';
import { readGatewayConfig } from '../src/config.js';
import { createGatewayApp } from '../src/app.js';
import { createUpstreamPools, type UpstreamPools } from '../src/routes.js';
import { PublicReadCache } from '../src/public-read-cache.js';
import { GUEST_SESSION_COOKIE } from '../src/guest-sessions.js';
import { StandIn, standInHttp as http } from './stand-in.js';

/**
 * Guests' own budgets (ADR 0016): the real gateway app in front of a stand-in catalogue, which
 * answers both the reads the cache keeps and the ones it proxies. Small budgets so that each is
 * reached in a few requests; every test sends from addresses of its own.
 */
const logger = createLogger('gateway-test', 'silent');
const SECRET = 'guest-session-secret-for-the-gateway-tests';

class Catalogue extends StandIn {
  requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  protected answer(req: IncomingMessage, res: ServerResponse, body: string): void {
    this.requests.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ success: true, error: false, message: 'ok', data: { url: req.url, body } }));
  }
}

const catalogue = new Catalogue();
const redis = createRedis(testInfra.redisUrl, logger);
let tmp: string;
let pools: UpstreamPools;
let cache: PublicReadCache;
let gateway: Server;
let base: string;

beforeAll(async () => {
  await catalogue.start();
  tmp = mkdtempSync(join(tmpdir(), 'mm-gw-guests-'));
  for (const dir of ['shell', 'storefront', 'admin']) mkdirSync(join(tmp, dir), { recursive: true });
  writeFileSync(join(tmp, 'shell', 'index.html'), '<!doctype html><title>Minutemart</title><div id="root"></div>');
  const config = readGatewayConfig({
    NODE_ENV: 'test',
    REDIS_URL: testInfra.redisUrl,
    REDIS_PREFIX: uniqueName('gwgs'),
    CATALOGUE_SERVICE_URL: catalogue.url,
    SHELL_DIST: join(tmp, 'shell'),
    STOREFRONT_DIST: join(tmp, 'storefront'),
    ADMIN_DIST: join(tmp, 'admin'),
    CORS_ORIGINS: 'https://shop.example',
    GUEST_SESSION_SECRET: SECRET,
    RATE_LIMIT_PER_MINUTE: '4',
    RATE_LIMIT_NO_SESSION_PER_MINUTE: '6',
    RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE: '3',
  });
  pools = createUpstreamPools(config, logger);
  cache = new PublicReadCache({ pool: pools.catalogue, logger, freshMs: 30_000, maxAgeMs: 30_000 });
  const app = createGatewayApp({
    config,
    logger,
    redis,
    // "shopper-<id>" is a signed-in shopper; anything else is refused as an expired token would be.
    verifyToken: async (token) => {
      if (!token.startsWith('shopper-')) throw new Error('invalid token');
      return { sub: token.slice(8), role: 'USER', email: `${token}@example.test` };
    },
    repoRoot: tmp,
    pools,
    publicReads: cache,
  });
  gateway = await new Promise<Server>((r) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => r(s));
  });
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const pool of Object.values(pools ?? {})) pool.stop();
  gateway?.closeAllConnections();
  await new Promise<void>((r) => (gateway ? gateway.close(() => r()) : r()));
  await catalogue.stop();
  await redis.quit();
  rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  cache.invalidate();
  catalogue.requests = [];
});

let host = 1;
/** A fresh address (TEST-NET-3), forwarded by the trusted loopback hop. */
const newAddress = () => `203.0.113.${host++}`;

type Call = { ip: string; cookie?: string; headers?: Record<string, string> };
const headersOf = ({ ip, cookie, headers }: Call) => ({ 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}), ...headers });
/** A read the gateway proxies to the catalogue (counted in Redis). */
const categories = (call: Call) => http(`${base}/api/category/get`, { headers: headersOf(call) });
/** A read the gateway answers from its cache (counted in its memory; a guest's takes the short way). */
const search = (call: Call, text = 'milk') => http(`${base}/api/product/search-product`, { body: { search: text, page: 1 }, headers: headersOf(call) });

const guestCookie = (res: { setCookie: string[] }) => res.setCookie.find((c) => c.startsWith(`${GUEST_SESSION_COOKIE}=`));
/** A Set-Cookie's name, value (as sent) and attributes. */
const attributes = (set: string | undefined) => (set === undefined ? undefined : parseSetCookie(set, { decode: (v) => v }));
/** The Cookie header a browser sends back for the guest session a response set. */
function sessionFrom(res: { setCookie: string[] }): string {
  const set = guestCookie(res);
  if (!set) throw new Error('no guest session was set');
  return set.split(';')[0]!;
}

describe('guest sessions', () => {
  it('sets a signed httpOnly session on the first answer (page, proxied or cached read), Secure over https, and no other while it is sent back', async () => {
    const ip = newAddress();
    const page = await fetch(`${base}/`, { headers: { accept: 'text/html', 'x-forwarded-for': ip } });
    expect(page.status).toBe(200);
    const set = page.headers.getSetCookie().find((c) => c.startsWith(`${GUEST_SESSION_COOKIE}=`));
    expect(attributes(set)).toEqual({
      name: GUEST_SESSION_COOKIE,
      value: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9+/]{43}$/),
      path: '/',
      maxAge: 31536000,
      httpOnly: true,
      sameSite: 'lax',
    });
    const cookie = set!.split(';')[0]!;
    // The calls the page makes carry it: they count against its own budget and get no new one.
    const proxied = await categories({ ip, cookie });
    expect(proxied.status).toBe(200);
    expect(guestCookie(proxied)).toBeUndefined();
    expect(proxied.headers.get('ratelimit')).toMatch(/^"api"; r=3; t=\d+$/);
    const cached = await search({ ip, cookie, headers: { origin: 'https://shop.example' } });
    expect(cached.status).toBe(200);
    expect(guestCookie(cached)).toBeUndefined();
    expect(cached.headers.get('ratelimit')).toMatch(/^"api"; r=3; t=\d+$/);
    expect(cached.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(cached.headers.get('access-control-allow-credentials')).toBe('true');

    // An API call or a cached read as the first answer sets one too; Secure when the client came over https.
    const first = await categories({ ip: newAddress(), headers: { 'x-forwarded-proto': 'https' } });
    expect(attributes(guestCookie(first))).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true });
    const firstCached = await search({ ip: newAddress(), headers: { 'x-forwarded-proto': 'https', origin: 'https://shop.example' } });
    expect(firstCached.status).toBe(200);
    expect(attributes(guestCookie(firstCached))).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true });
    expect(firstCached.headers.get('access-control-allow-credentials')).toBe('true');
    expect(guestCookie(await search({ ip: newAddress() }))).not.toMatch(/Secure/);
  });

  it('gives each guest behind one address a budget of their own, for proxied and cached reads, refused past it with Retry-After', async () => {
    const ip = newAddress();
    const asha = sessionFrom(await categories({ ip }));
    const ravi = sessionFrom(await categories({ ip }));
    expect(asha).not.toBe(ravi);
    const statuses = async (read: (call: Call) => Promise<{ status: number }>, cookie: string, n: number) => {
      const seen: number[] = [];
      for (let i = 0; i < n; i++) seen.push((await read({ ip, cookie })).status);
      return seen;
    };
    expect(await statuses(categories, asha, 5)).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses(search, asha, 5)).toEqual([200, 200, 200, 200, 429]);
    const refused = await categories({ ip, cookie: asha });
    expect(refused.body).toEqual({ success: false, error: true, message: 'Too many requests. Please slow down.', data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusedCached = await search({ ip, cookie: asha });
    expect(refusedCached.body).toEqual({ success: false, error: true, message: 'Too many requests. Please slow down.', data: null });
    expect(Number(refusedCached.headers.get('retry-after'))).toBeGreaterThan(0);
    // Her neighbour behind the same address has all of his, and so does the address's no-session pool.
    expect(await statuses(categories, ravi, 4)).toEqual([200, 200, 200, 200]);
    expect(await statuses(search, ravi, 4)).toEqual([200, 200, 200, 200]);
    const cookieless = await categories({ ip });
    expect(cookieless.status).toBe(200);
    expect(cookieless.headers.get('ratelimit')).toMatch(/^"no-session"; r=3; t=\d+$/);
  });

  it('keeps a signed-in shopper on their own budget, with no guest session', async () => {
    const ip = newAddress();
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await categories({ ip, headers: { authorization: 'Bearer shopper-7' } });
      seen.push(res.status);
      expect(guestCookie(res)).toBeUndefined();
    }
    expect(seen).toEqual([200, 200, 200, 200, 429]);
    // A guest session the shopper still holds from before signing in does not add a budget.
    const guest = sessionFrom(await categories({ ip }));
    expect((await categories({ ip, cookie: guest, headers: { authorization: 'Bearer shopper-7' } })).status).toBe(429);
  });

  it("keeps the cache shared: guests' same read is one catalogue request without their cookies, and each new guest's session is their own", async () => {
    const ip = newAddress();
    const first = await search({ ip }, 'ghee');
    const second = await search({ ip, cookie: sessionFrom(first) }, 'ghee');
    const third = await search({ ip }, 'ghee');
    expect([first.headers.get('x-cache'), second.headers.get('x-cache'), third.headers.get('x-cache')]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(catalogue.requests).toHaveLength(1);
    expect(catalogue.requests[0]!.headers['cookie']).toBeUndefined();
    // The cached answer carries no one's session: the third guest gets a new one of their own.
    expect(sessionFrom(third)).not.toBe(sessionFrom(first));
  });

  it('treats a tampered or foreign cookie as no session: the address pays, and a real session is offered', async () => {
    const ip = newAddress();
    const real = sessionFrom(await categories({ ip }));
    const [name, value] = real.split('=') as [string, string];
    const [id, signature] = value.split('.') as [string, string];
    const forged = [
      `${name}=${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`, // another id under her signature
      `${name}=${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, // a changed signature
      `${name}=${sign('made-up-session', 'a secret this gateway does not have')}`,
      `${name}=no-signature-at-all`,
    ];
    const offered: boolean[] = [];
    for (const cookie of forged) {
      for (const read of [categories, search]) {
        const res = await read({ ip, cookie });
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit')).toMatch(/^"no-session"; /);
        offered.push(guestCookie(res) !== undefined);
      }
    }
    // A new session while the address may still mint: 3 a minute, and the first request took one.
    expect(offered).toEqual([true, true, false, false, false, false, false, false]);
    expect((await categories({ ip, cookie: real })).headers.get('ratelimit')).toMatch(/^"api"; r=3; /);
  });

  it('cuts off a client that drops its cookie: new sessions stop at the address share, its requests at the no-session budget', async () => {
    const ip = newAddress();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await categories({ ip }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(answers.map((a) => guestCookie(a) !== undefined)).toEqual([true, true, true, false, false, false, false]);
    expect(answers[6]!.body).toEqual({ success: false, error: true, message: 'Too many requests. Please slow down.', data: null });
    expect(Number(answers[6]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answers[6]!.headers.get('ratelimit')).toMatch(/^"no-session"; r=0; /);
    // Its cached reads have their own count in this replica, the same size, and no new session either.
    const cached = [];
    for (let i = 0; i < 7; i++) cached.push(await search({ ip }));
    expect(cached.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(cached.some((a) => guestCookie(a) !== undefined)).toBe(false);
    expect(Number(cached[6]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The sessions it was given are budgets like any guest's; the address makes no more this minute.
    expect((await categories({ ip, cookie: sessionFrom(answers[0]!) })).status).toBe(200);
    expect(
      guestCookie(await fetch(`${base}/`, { headers: { accept: 'text/html', 'x-forwarded-for': ip } }).then((r) => ({ setCookie: r.headers.getSetCookie() }))),
    ).toBeUndefined();
  });
});

describe('GUEST_SESSION_SECRET', () => {
  it('has a development default that production refuses', () => {
    expect(readGatewayConfig({ NODE_ENV: 'development' }).GUEST_SESSION_SECRET).toContain('dev-only');
    expect(() => readGatewayConfig({ NODE_ENV: 'production' })).toThrow(/development secrets in: GUEST_SESSION_SECRET/);
    expect(readGatewayConfig({ NODE_ENV: 'production', GUEST_SESSION_SECRET: SECRET }).GUEST_SESSION_SECRET).toBe(SECRET);
    expect(() => readGatewayConfig({ GUEST_SESSION_SECRET: 'short' })).toThrow(/GUEST_SESSION_SECRET/);
  });
});
