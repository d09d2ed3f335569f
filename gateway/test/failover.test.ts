import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createLogger, createRedis } from '@minutemart/kit';
import { testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import { readGatewayConfig } from '../src/config.js';
import { createGatewayApp } from '../src/app.js';
import { createUpstreamPools, type UpstreamPools } from '../src/routes.js';
import { StandIn, standInHttp as http } from './stand-in.js';

const logger = createLogger('gateway-test', 'silent');

/**
 * A stand-in replica of the catalogue: answers who it is and what it received, can drain (readiness
 * 503 while still serving), stop (connections refused) and start again on the same port, or reset
 * connections mid-request like a process that dies.
 */
class Replica extends StandIn {
  resetRequests = false;
  hits = 0;
  constructor(readonly name: string) {
    super();
  }

  protected answer(req: IncomingMessage, res: ServerResponse, body: string): void {
    this.hits++;
    if (this.resetRequests) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, error: false, message: '', data: { replica: this.name, method: req.method, body } }));
  }
}

const a = new Replica('a');
const b = new Replica('b');
let pools: UpstreamPools;
let gateway: Server;
let base: string;
const redis = createRedis(testInfra.redisUrl, logger);

beforeAll(async () => {
  await a.start();
  await b.start();
  const config = readGatewayConfig({
    NODE_ENV: 'test',
    REDIS_URL: testInfra.redisUrl,
    REDIS_PREFIX: uniqueName('gwt'),
    // A single URL keeps working as before; a list is a set of replicas.
    USER_SERVICE_URL: 'http://127.0.0.1:9',
    CATALOGUE_SERVICE_URL: ` ${a.url}, ${b.url}/ `,
    UPSTREAM_CHECK_INTERVAL_MS: '200',
    // Long enough that a loaded host's slow check never takes a healthy replica out: every case here
    // is a refusal or a 503, which come back at once.
    UPSTREAM_CHECK_TIMEOUT_MS: '5000',
  });
  expect(config.USER_SERVICE_URL).toEqual(['http://127.0.0.1:9']);
  expect(config.CATALOGUE_SERVICE_URL).toEqual([a.url, b.url]);
  pools = createUpstreamPools(config, logger);
  const app = createGatewayApp({
    config,
    logger,
    redis,
    verifyToken: async () => {
      throw new Error('no tokens in this test');
    },
    repoRoot: resolve(import.meta.dirname, '../..'),
    pools,
  });
  gateway = await new Promise<Server>((r) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => r(s));
  });
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const pool of Object.values(pools ?? {})) pool.stop();
  await new Promise<void>((r) => (gateway ? gateway.close(() => r()) : r()));
  gateway?.closeAllConnections();
  await a.stop();
  await b.stop();
  await redis.quit();
});

const get = () => http(`${base}/api/product/get-x`);
const post = (body: unknown) => http(`${base}/api/product/get`, { body });
const replicasOf = async (n: number, send: () => ReturnType<typeof get>) => {
  const seen: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await send();
    expect(res.status).toBe(200);
    seen.push(res.body.data.replica);
  }
  return seen;
};

describe('several replicas per service', () => {
  it('spreads requests round robin over the replicas', async () => {
    expect(pools.catalogue.status()).toEqual({ [a.url]: 'ok', [b.url]: 'ok' });
    const seen = await replicasOf(6, get);
    expect(seen.filter((r) => r === 'a')).toHaveLength(3);
    expect(seen.filter((r) => r === 'b')).toHaveLength(3);
    expect(new Set(seen.slice(0, 2))).toEqual(new Set(['a', 'b']));
  });

  it('takes a draining replica (readiness 503) out of rotation within a check interval, and back when ready', async () => {
    a.ready = false;
    await new Promise((r) => setTimeout(r, 500));
    const hits = a.hits;
    expect(new Set(await replicasOf(6, get))).toEqual(new Set(['b']));
    expect(a.hits).toBe(hits);
    a.ready = true;
    await waitFor(async () => new Set(await replicasOf(4, get)).size === 2, { timeoutMs: 3_000, what: 'a back in rotation' });
  });

  it('fails over at once when a replica stops: GETs and POSTs with their bodies, no failed request', async () => {
    await a.stop();
    try {
      // Before any health check notices: the refused connection moves each request to b.
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? get() : post({ page: i, search: 'atta' }))));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((r) => r.body.data.replica))).toEqual(new Set(['b']));
      const posted = answers.filter((r) => r.body.data.method === 'POST');
      expect(posted.map((r) => JSON.parse(r.body.data.body).search)).toEqual(Array(5).fill('atta'));
      // Out of rotation for a connection failure: refused, or (when a health check's keep-alive socket was
      // the one the stop cut, and that was recorded last) the socket closed under it.
      expect(pools.catalogue.status()[a.url]).toMatch(/^(ECONNREFUSED|UND_ERR_SOCKET)$/);
    } finally {
      await a.start(); // same port
    }
    await waitFor(async () => new Set(await replicasOf(4, get)).size === 2, { timeoutMs: 3_000, what: 'a back after restart' });
  });

  it('retries an idempotent request whose connection broke, but never a POST the replica may have seen', async () => {
    a.resetRequests = true;
    try {
      const gets = await Promise.all(Array.from({ length: 4 }, () => get()));
      expect(gets.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(gets.map((r) => r.body.data.replica))).toEqual(new Set(['b']));

      const posts = await Promise.all(Array.from({ length: 4 }, (_, i) => post({ page: i })));
      const statuses = posts.map((r) => r.status).sort();
      expect(statuses).toContain(503); // the ones that reached a: not replayed
      expect(statuses).toContain(200);
      for (const failed of posts.filter((r) => r.status === 503)) {
        expect(failed.body).toEqual({
          success: false,
          error: true,
          message: 'The catalogue service is temporarily unavailable. Please try again.',
          data: null,
        });
      }
    } finally {
      a.resetRequests = false;
    }
  });

  it('answers 503 in the envelope when no replica can be reached, and reports it in /readyz', async () => {
    await a.stop();
    await b.stop();
    try {
      const res = await post({ page: 1 });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('The catalogue service is temporarily unavailable. Please try again.');
      const ready = await http(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.body.data.catalogue).toContain(a.url);
    } finally {
      await a.start();
      await b.start();
    }
  });
});
