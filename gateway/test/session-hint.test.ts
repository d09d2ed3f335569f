import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSetCookie } from 'cookie';
import type { Redis } from 'ioredis';
import { createLogger, createRedis } from '@minutemart/kit';
import { testInfra } from '@minutemart/kit/testing';
import { createGatewayApp } from '../src/app.js';
import { readGatewayConfig } from '../src/config.js';

/**
 * The page request keeps the readable "signed in" hint in step with the httpOnly refresh cookie the
 * shell cannot see: the real gateway app serving a built-looking shell.
 */
let tmp: string;
let gateway: Server;
let redis: Redis;
let base: string;
const client = `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250) + 1}`;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'mm-gw-hint-'));
  for (const dir of ['shell', 'storefront', 'admin']) mkdirSync(join(tmp, dir), { recursive: true });
  writeFileSync(join(tmp, 'shell', 'index.html'), '<!doctype html><title>Minutemart</title><div id="root"></div>');
  redis = createRedis(testInfra.redisUrl, createLogger('gw-test', 'silent'));
  const config = readGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testInfra.redisUrl,
    SHELL_DIST: join(tmp, 'shell'),
    STOREFRONT_DIST: join(tmp, 'storefront'),
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
  base = await new Promise<string>((resolve) => gateway.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`)));
});

afterAll(async () => {
  await new Promise((r) => gateway?.close(r));
  await redis?.quit();
  rmSync(tmp, { recursive: true, force: true });
});

async function page(path: string, cookie?: string) {
  const res = await fetch(base + path, { headers: { accept: 'text/html', 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<div id="root">');
  return res.headers.getSetCookie().filter((c) => c.startsWith('signedIn='));
}

describe('gateway: the session hint on page loads', () => {
  it('gives a browser with a refresh cookie but no hint (a login from before the hint) a readable hint', async () => {
    const [hint, ...more] = await page('/product/Amul-Milk-665f00000000000000000001', 'refreshToken=opaque; accessToken=expired');
    expect(more).toEqual([]);
    // Readable by the shell: no HttpOnly.
    expect(parseSetCookie(hint!)).toEqual({ name: 'signedIn', value: '1', path: '/', maxAge: expect.any(Number), sameSite: 'lax' });
  });

  it('clears a hint whose refresh cookie is gone, so the shell asks for no session', async () => {
    const [hint] = await page('/', 'signedIn=1');
    expect(parseSetCookie(hint!)).toEqual({ name: 'signedIn', value: '', path: '/', expires: new Date(0), sameSite: 'lax' });
  });

  it('leaves matching cookies alone (signed in with a hint, or a guest with neither)', async () => {
    expect(await page('/', 'signedIn=1; refreshToken=opaque')).toEqual([]);
    expect(await page('/search')).toEqual([]);
  });
});
