import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { Types } from 'mongoose';
import { Kafka, logLevel } from 'kafkajs';
import { topics } from '@minutemart/contracts';
import { baseConfigSchema, handle, ok, requireAuth, startService, userId, type RunningService } from '../src/index.js';
import { startTestIssuer, testInfra, testServiceEnv, waitFor, type TestIssuer } from '../src/testing/index.js';
import { appHttp as http } from './app-http.js';

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(async () => {
  await issuer?.stop();
});

/** A small real service: one signed-in route, one slow route, optionally one consumer group. */
async function start(env: Record<string, string> = {}, consumerGroup?: string): Promise<RunningService> {
  const config = baseConfigSchema.parse(testServiceEnv('kit', { JWKS_URL: issuer.jwksUrl, ...env }));
  const r = Router();
  r.get(
    '/me',
    requireAuth,
    handle(async (req, res) => ok(res, { id: userId(req) })),
  );
  r.get(
    '/slow',
    handle(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      ok(res, 'done');
    }),
  );
  return startService({
    name: 'kit-test',
    config,
    setup: () => ({
      routes: [['/api/t', r]],
      consumers: consumerGroup ? [{ group: consumerGroup, topics: [topics.user.name], handlers: { 'user.updated@1': async () => undefined } }] : [],
    }),
  });
}

describe('session revocation', () => {
  let svc: RunningService;
  beforeAll(async () => {
    svc = await start();
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it('refuses a token at once when its session id is revoked, and keeps others working', async () => {
    const sub = new Types.ObjectId().toString();
    const sid = randomUUID();
    const other = randomUUID();
    const token = await issuer.sign({ sub, role: 'USER', sid });
    const sibling = await issuer.sign({ sub, role: 'USER', sid: other });
    const me = (t: string) => http(`${svc.url}/api/t/me`, { headers: { authorization: `Bearer ${t}` } });
    expect((await me(token)).status).toBe(200);

    await svc.runtime.revocations.revoke([sid], 60);
    expect((await me(token)).status).toBe(401);
    // By cookie too, and the same user's other session is untouched.
    expect((await http(`${svc.url}/api/t/me`, { headers: { cookie: `accessToken=${token}` } })).status).toBe(401);
    expect((await me(sibling)).status).toBe(200);
    expect(await svc.runtime.revocations.isRevoked(other)).toBe(false);
  });
});

describe('graceful drain on stop', () => {
  it('answers 503 on /readyz first, finishes in-flight requests, then refuses connections', async () => {
    const svc = await start({ SHUTDOWN_DRAIN_MS: '600' });
    expect((await http(`${svc.url}/readyz`)).status).toBe(200); // something routes by our readiness

    const inFlight = http(`${svc.url}/api/t/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const t0 = Date.now();
    const stopped = svc.stop();

    const ready = await http(`${svc.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ success: false, message: 'draining' });
    // Still served during the drain window, with the connection let go afterwards.
    const late = await fetch(`${svc.url}/healthz`);
    expect(late.status).toBe(200);
    expect(late.headers.get('connection')).toBe('close');

    expect((await inFlight).status).toBe(200);
    await stopped;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(550);
    await expect(fetch(`${svc.url}/healthz`)).rejects.toThrow();
  });

  it('skips the drain wait when nothing probes readiness', async () => {
    const svc = await start({ SHUTDOWN_DRAIN_MS: '5000' });
    const t0 = Date.now();
    await svc.stop();
    expect(Date.now() - t0).toBeLessThan(4_000);
  });

  it('leaves its Kafka consumer group on stop instead of waiting for the session timeout', async () => {
    const group = `kit-drain-${randomUUID()}`;
    const svc = await start({}, group);
    await svc.consumers[0]!.joined;
    const fullGroup = `${group}${svc.runtime.config.KAFKA_GROUP_SUFFIX}`;
    const admin = new Kafka({ clientId: 'kit-drain-test', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const members = async () => (await admin.describeGroups([fullGroup])).groups[0]?.members.length ?? 0;
      expect(await members()).toBe(1);
      const t0 = Date.now();
      await svc.stop();
      await waitFor(async () => (await members()) === 0, { timeoutMs: 10_000, what: 'the group to be empty' });
      expect(Date.now() - t0).toBeLessThan(10_000); // the session timeout is 30 s
      await admin.deleteGroups([fullGroup]).catch(() => undefined);
    } finally {
      await admin.disconnect();
    }
  });
});
