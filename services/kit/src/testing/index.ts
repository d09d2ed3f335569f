import { randomBytes } from 'node:crypto';
import { parseSetCookie } from 'cookie';
import { Kafka, logLevel } from 'kafkajs';
import { sleep } from '../retry.js';
import { expectConforms, headerRecord, type ConformanceOptions } from './conformance.js';

/** Servers the tests talk to: the ones `make infra-up` started, or whatever the env points at. */
export const testInfra = {
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
  kafkaBrokers: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  s3Endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
  mailApiUrl: process.env.MAIL_API_URL ?? 'http://127.0.0.1:8025',
  smtpUrl: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  stripeApiBase: process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
};

/** A database name no other test run uses, so suites never see each other's data. */
export const uniqueName = (prefix: string): string => `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/**
 * Deletes the topics a test created under its own KAFKA_TOPIC_PREFIX. Each prefix brings the platform's
 * ~26 topics; left behind, thousands pile up on the broker, and every client's metadata answer (and the
 * broker's CPU) grows with them. Failures are ignored: `make test` drops its run's prefix at the end too.
 */
export async function dropTopics(prefix: string): Promise<void> {
  if (!prefix) return;
  const admin = new Kafka({ clientId: 'test-cleanup', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).admin();
  try {
    await admin.connect();
    const mine = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    if (mine.length > 0) await admin.deleteTopics({ topics: mine, timeout: 30_000 });
  } catch {
    /* left for `make test`'s own cleanup */
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** Base environment for a service under test; a service's own keys are merged on top. */
export function testServiceEnv(service: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    MONGO_URL: testInfra.mongoUrl,
    MONGO_DB: uniqueName(`t_${service}`),
    KAFKA_BROKERS: testInfra.kafkaBrokers,
    REDIS_URL: testInfra.redisUrl,
    KAFKA_GROUP_SUFFIX: `-${uniqueName('t')}`,
    ...extra,
  };
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 15_000, stepMs = 100, what = 'condition' as string | (() => string) } = {},
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < end) {
    try {
      const v = await probe();
      if (v) return v;
    } catch (e) {
      lastError = e;
    }
    await sleep(stepMs);
  }
  // `what` may be a function: a message built from what was seen by the time it gave up.
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}${lastError ? `: ${(lastError as Error).message}` : ''}`,
  );
}

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  cookies: Record<string, string>;
  setCookie: string[];
}

/**
 * fetch with JSON in and out, returning status, parsed body and Set-Cookie values. An answer to a
 * path under /api must be one the OpenAPI document allows (./conformance.ts), or this throws.
 */
export async function http<T = any>(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; raw?: RequestInit['body'] } & ConformanceOptions = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  let body: RequestInit['body'] = init.raw;
  if (init.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const method = init.method ?? (body ? 'POST' : 'GET');
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  const contentType = res.headers.get('content-type');
  if (!init.unchecked) {
    const answered = contentType?.includes('json') ? parsed : text;
    expectConforms(method, url, { status: res.status, contentType, headers: headerRecord(res.headers), body: answered });
  }
  const setCookie = res.headers.getSetCookie();
  const cookies: Record<string, string> = {};
  for (const c of setCookie) {
    // As sent, not decoded: a test sends it back in a Cookie header.
    const { name, value } = parseSetCookie(c, { decode: (v) => v });
    cookies[name] = value ?? '';
  }
  return { status: res.status, body: parsed as T, headers: res.headers, cookies, setCookie };
}
export * from './tokens.js';
export * from './conformance.js';
