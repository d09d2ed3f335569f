/**
 * TRUST_PROXY decides whose X-Forwarded-For the gateway believes, and so which address each per-address
 * rate limit counts. Behind an Ingress every request arrives from the controller's pod: trusting that
 * hop gives each shopper their own budget; a forged header from a hop that is not trusted must not.
 *
 * The requests here reach the gateway over this machine's network interface (not loopback), the way an
 * ingress controller's would, and the register budget is 2 a minute.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { createLogger, createRedis } from '@minutemart/kit';
import { http, testInfra, uniqueName } from '@minutemart/kit/testing';
import { readGatewayConfig } from '../src/config.js';
import { createGatewayApp } from '../src/app.js';
import { createUpstreamPools, type UpstreamPools } from '../src/routes.js';

const logger = createLogger('gateway-test', 'silent');
const repoRoot = resolve(import.meta.dirname, '../..');

describe('TRUST_PROXY setting', () => {
  const parse = (TRUST_PROXY?: string) => readGatewayConfig({ NODE_ENV: 'test', ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }).TRUST_PROXY;

  it('accepts the forms Express knows, loopback by default', () => {
    expect(parse()).toEqual(['loopback']);
    expect(parse('1')).toBe(1);
    expect(parse('0')).toBe(0);
    expect(parse('false')).toBe(false);
    expect(parse('loopback, uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(parse(' 10.0.0.0/8 , fd00::/8,192.168.1.7 ')).toEqual(['10.0.0.0/8', 'fd00::/8', '192.168.1.7']);
  });

  it.each([
    ['true', 'would let any client choose its address'],
    ['lopback', 'invalid IP address: lopback'],
    ['10.0.0.0/33', 'invalid range on address: 10.0.0.0/33'],
    ['99', 'more proxies than any deployment has'],
    [' , ', 'give "loopback", a hop count'],
  ])('refuses %j with the reason', (value, reason) => {
    expect(() => parse(value)).toThrow(`TRUST_PROXY: ${JSON.stringify(value)}: `);
    expect(() => parse(value)).toThrow(reason);
  });

  it('a bad value stops the gateway at start with a one-line reason', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, TRUST_PROXY: '10.0.0.0/33', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('gateway cannot start: Invalid configuration:');
    expect(run.stderr).toContain('TRUST_PROXY: "10.0.0.0/33": invalid range on address');
    expect(run.stderr).not.toContain('    at ');
  });
});

/** This machine's first non-loopback IPv4 address and its network, to reach the gateway "from another host". */
function externalAddress(): { ip: string; cidr: string } | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal && a.cidr) return { ip: a.address, cidr: a.cidr };
  }
  return null;
}

const external = externalAddress();
if (!external) console.warn('[gateway] no non-loopback IPv4 interface: skipping the X-Forwarded-For budget tests');
const withInterface = external ? describe : describe.skip;

withInterface('per-address budgets behind a proxy', () => {
  const redis = createRedis(testInfra.redisUrl, logger);
  let user: Server;
  const gateways: Array<{ server: Server; pools: UpstreamPools }> = [];

  beforeAll(async () => {
    // Stands in for the user service: every registration succeeds, so a 429 can only be the gateway's.
    user = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(req.url === '/readyz' ? 200 : 201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: true, error: false, message: 'User register successfully', data: null }));
      });
    });
    await new Promise<void>((r) => user.listen(0, '127.0.0.1', () => r()));
  });

  afterAll(async () => {
    for (const { server, pools } of gateways) {
      for (const pool of Object.values(pools)) pool.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
    user.closeAllConnections();
    await new Promise<void>((r) => user.close(() => r()));
    await redis.quit();
  });

  /** A gateway listening on the external interface with its own counters; returns its base URL. */
  async function gateway(trustProxy?: string): Promise<string> {
    const config = readGatewayConfig({
      NODE_ENV: 'test',
      REDIS_URL: testInfra.redisUrl,
      REDIS_PREFIX: uniqueName('gwtp'),
      USER_SERVICE_URL: `http://127.0.0.1:${(user.address() as AddressInfo).port}`,
      RATE_LIMIT_REGISTER_PER_MINUTE: '2',
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    });
    const pools = createUpstreamPools(config, logger);
    const app = createGatewayApp({
      config,
      logger,
      redis,
      verifyToken: async () => {
        throw new Error('no tokens in this test');
      },
      repoRoot,
      pools,
    });
    const server = await new Promise<Server>((r) => {
      const s = createServer(app).listen(0, external!.ip, () => r(s));
    });
    gateways.push({ server, pools });
    return `http://${external!.ip}:${(server.address() as AddressInfo).port}`;
  }

  const register = (base: string, forwardedFor?: string) =>
    http(`${base}/api/user/register`, {
      body: { name: 'Asha', email: `${uniqueName('tp')}@example.com`, password: 'Secret@123', confirmPassword: 'Secret@123' },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const statuses = async (base: string, clients: Array<string | undefined>) => {
    const seen: number[] = [];
    for (const c of clients) seen.push((await register(base, c)).status);
    return seen;
  };

  it.each([
    ['the ingress range as a CIDR', () => `loopback, ${external!.cidr}`],
    ['a hop count', () => '1'],
  ])('with TRUST_PROXY set to %s, two forwarded clients get a budget each', async (_label, value) => {
    const base = await gateway(value());
    // Two shoppers behind the same proxy: each gets 2 sign-ups, the third of one is refused.
    expect(await statuses(base, ['203.0.113.10', '203.0.113.10', '198.51.100.20', '198.51.100.20'])).toEqual([201, 201, 201, 201]);
    const third = await register(base, '203.0.113.10');
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      success: false,
      error: true,
      message: 'Too many sign-ups from your network. Please wait a minute and try again.',
      data: null,
    });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('with the default (loopback), a forged X-Forwarded-For from a hop that is not trusted does not split the budget', async () => {
    const base = await gateway();
    expect(await statuses(base, ['203.0.113.10', '198.51.100.20'])).toEqual([201, 201]);
    // Whatever address it claims, the same client is out of budget.
    expect(await statuses(base, ['192.0.2.99', '203.0.113.11', undefined])).toEqual([429, 429, 429]);
  });
});
