import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import { createLogger, createRedis } from '@minutemart/kit';
import { testInfra } from '@minutemart/kit/testing';
import { createGatewayApp } from '../src/app.js';
import { readGatewayConfig } from '../src/config.js';

/**
 * The real gateway app in front of a real upstream HTTP server (standing in for the catalogue and
 * the order stream) and real built-looking dist folders, read with node:http so that the bytes on
 * the wire are checked, not what fetch decodes.
 */
const BIG_JSON = {
  success: true,
  error: false,
  message: 'Product data',
  data: Array.from({ length: 60 }, (_, i) => ({ _id: `p${i}`, name: `Amul Taaza Toned Milk ${i}`, unit: '500 ml' })),
};
const SMALL_JSON = { success: true, error: false, message: 'ok', data: { n: 1 } };
const BUNDLE = `/* shell */\n${'export const greeting = "namaste";\n'.repeat(400)}`;
const REMOTE_ENTRY = `var storefront;${'(function(){return 1})();'.repeat(300)}`;

let tmp: string;
let upstream: Server;
let gateway: Server;
let redis: Redis;
let base: string;
// This suite's own rate-limit identity (the gateway trusts X-Forwarded-For from loopback).
const client = `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250) + 1}`;

const listen = (s: Server) =>
  new Promise<string>((resolve) => s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'mm-gw-compress-'));
  const shell = join(tmp, 'shell');
  const storefront = join(tmp, 'storefront');
  mkdirSync(join(shell, 'static/js'), { recursive: true });
  mkdirSync(storefront, { recursive: true });
  mkdirSync(join(tmp, 'admin'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>Minutemart</title><div id="root"></div>');
  writeFileSync(join(shell, 'home.html'), '<!doctype html><title>Minutemart</title><div id="root"><h1>10 minute delivery</h1></div>');
  const withCopies = (file: string, text: string) => {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  withCopies(join(shell, 'static/js/main.0123456789.js'), BUNDLE);
  withCopies(join(storefront, 'remoteEntry.abcdef0123.js'), REMOTE_ENTRY);
  writeFileSync(join(storefront, 'mf-manifest.json'), JSON.stringify({ id: 'storefront', exposes: [] }));

  upstream = createServer((req, res) => {
    if (req.url === '/healthz' || req.url === '/readyz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    if (req.url === '/api/order/stream') {
      // Deliberately without `no-transform`: the gateway must recognise the stream by its type.
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      res.write(`event: order\ndata: ${JSON.stringify({ padding: 'x'.repeat(2000) })}\n\n`);
      const later = setTimeout(() => res.end('event: order\ndata: {"last":true}\n\n'), 3_000);
      req.on('close', () => clearTimeout(later));
      return;
    }
    const body = JSON.stringify(req.url?.startsWith('/api/product/small') ? SMALL_JSON : BIG_JSON);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  const upstreamUrl = await listen(upstream);

  redis = createRedis(testInfra.redisUrl, createLogger('gw-test', 'silent'));
  const config = readGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testInfra.redisUrl,
    CATALOGUE_SERVICE_URL: upstreamUrl,
    ORDER_SERVICE_URL: upstreamUrl,
    SHELL_DIST: shell,
    STOREFRONT_DIST: storefront,
    ADMIN_DIST: join(tmp, 'admin'),
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const app = createGatewayApp({
    config,
    logger: createLogger('gateway', 'silent'),
    redis,
    verifyToken: async () => {
      throw new Error('no tokens in this suite');
    },
    repoRoot: tmp,
  });
  gateway = createServer(app);
  base = await listen(gateway);
  // The gateway puts an upstream in rotation once its health check passed.
  for (let i = 0; (await raw('/api/product/small')).status !== 200; i++) {
    if (i > 100) throw new Error('the gateway never reached the test upstream');
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  await new Promise((r) => gateway?.close(r));
  await new Promise((r) => upstream?.close(r));
  await redis?.quit();
  rmSync(tmp, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a browser would send it, the body kept exactly as it came over the wire. */
function raw(path: string, opts: { method?: string; encoding?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method: opts.method ?? 'GET',
      headers: {
        'x-forwarded-for': client,
        ...(opts.encoding !== undefined ? { 'accept-encoding': opts.encoding } : {}),
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const decode = (r: Raw): string => {
  const enc = r.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(r.body).toString();
  if (enc === 'gzip') return gunzipSync(r.body).toString();
  return r.body.toString();
};

describe('gateway compression: API answers', () => {
  it('compresses JSON above 1 KB with brotli when accepted, gzip otherwise, and says so', async () => {
    const br = await raw('/api/product/get', { method: 'POST', body: '{}', encoding: 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decode(br))).toEqual(BIG_JSON);
    expect(br.body.length).toBeLessThan(JSON.stringify(BIG_JSON).length / 3);

    const gz = await raw('/api/product/get', { method: 'POST', body: '{}', encoding: 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz))).toEqual(BIG_JSON);

    const none = await raw('/api/product/get', { method: 'POST', body: '{}' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString())).toEqual(BIG_JSON);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const small = await raw('/api/product/small', { encoding: 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual(SMALL_JSON);
  });

  it('never compresses or holds back the order stream (text/event-stream)', async () => {
    const started = Date.now();
    const first = await new Promise<{ headers: IncomingHttpHeaders; chunk: string; at: number }>((resolve, reject) => {
      const req = request(`${base}/api/order/stream`, { headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': client } });
      req.on('response', (res) => {
        res.once('data', (c: Buffer) => {
          resolve({ headers: res.headers, chunk: c.toString(), at: Date.now() });
          req.destroy();
        });
      });
      req.on('error', (e) => (e.message.includes('aborted') ? undefined : reject(e)));
      req.end();
    });
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    // The first event arrives as it is written: the upstream only finishes the stream after 3 s.
    expect(first.at - started).toBeLessThan(2_000);
    expect(first.chunk).toContain('event: order');
  });
});

describe('gateway compression: static files', () => {
  it('serves the precompressed shell bundle by Accept-Encoding, cached for good', async () => {
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=0.5, br;q=1', 'br'],
      // What browsers send: no weights, gzip first. Equal weights: brotli, the smaller file.
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.4, gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const r = await raw('/static/js/main.0123456789.js', { encoding });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe(expected);
      expect(r.headers['content-type']).toMatch(/javascript/);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['vary']).toMatch(/accept-encoding/i);
      expect(r.headers['etag']).toBeTruthy();
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(decode(r)).toBe(BUNDLE);
    }
    const plain = await raw('/static/js/main.0123456789.js', { encoding: 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    const br = await raw('/static/js/main.0123456789.js', { encoding: 'br' });
    const again = await raw('/static/js/main.0123456789.js', { encoding: 'br', headers: { 'if-none-match': String(br.headers['etag']) } });
    expect(again.status).toBe(304);
  });

  it('serves remote entries precompressed with CORS, and revalidates manifests, remotes.json and index.html', async () => {
    const entry = await raw('/mf/storefront/remoteEntry.abcdef0123.js', { encoding: 'br, gzip' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toContain('immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(decode(entry)).toBe(REMOTE_ENTRY);

    for (const path of ['/mf/storefront/mf-manifest.json', '/remotes.json', '/', '/search']) {
      const r = await raw(path, { encoding: 'br, gzip', headers: { accept: 'text/html,application/json' } });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['etag']).toBeTruthy();
      const revalidated = await raw(path, {
        encoding: 'br, gzip',
        headers: { accept: 'text/html,application/json', 'if-none-match': String(r.headers['etag']) },
      });
      expect(revalidated.status).toBe(304);
    }
    // `/` gets its prerendered first view; every other page path the generic one.
    const page = async (path: string) => decode(await raw(path, { encoding: 'br, gzip', headers: { accept: 'text/html' } }));
    expect(await page('/')).toContain('10 minute delivery');
    for (const path of ['/search', '/product/amul-milk-665f0c1e2a3b4c5d6e7f8091', '/Dairy-c1/Milk-s1'])
      expect(await page(path)).toBe('<!doctype html><title>Minutemart</title><div id="root"></div>');
    // A missing chunk stays a 404 (never the shell's HTML, and never a .br of nothing).
    expect((await raw('/mf/storefront/static/js/missing.0123456789.js', { encoding: 'br' })).status).toBe(404);
    // A path that climbs out of the dist folder finds nothing, compressed or not.
    expect((await raw('/mf/storefront/..%2f..%2fshell%2fstatic%2fjs%2fmain.0123456789.js', { encoding: 'br' })).status).toBeGreaterThanOrEqual(400);
  });
});
