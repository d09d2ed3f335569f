import type { ServerResponse } from 'node:http';
import { createLogger, createRedis } from '@minutemart/kit';
import { testInfra, uniqueName } from '@minutemart/kit/testing';
import { LocalBudget, type BudgetSharing } from '../src/local-budget.js';

/**
 * The API budgets two gateway replicas share through Redis (ADR 0025): each decides without a round
 * trip and adds its counts to the shared ones on flush, against the real Redis.
 */
const logger = createLogger('gateway-test', 'silent');
const redis = createRedis(testInfra.redisUrl, logger);
afterAll(() => redis.quit());

/** A response that keeps the headers a budget sets. */
function answer() {
  const headers: Record<string, string[]> = {};
  const res = {
    appendHeader: (name: string, value: string) => void (headers[name.toLowerCase()] ??= []).push(value),
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = [value]),
  };
  return { res: res as unknown as ServerResponse, headers };
}

const take = (budget: LocalBudget, key: string, times: number) => Array.from({ length: times }, () => budget.take(key, answer().res));

/** Two replicas' budgets over one Redis prefix, with a flush long enough that the test flushes by hand. */
function replicas(perWindow: number, onError?: (err: Error) => void) {
  const sharing: BudgetSharing = { redis, keyPrefix: `${uniqueName('rl')}:`, flushMs: 60_000, onError };
  return [new LocalBudget('api', perWindow, 60_000, sharing), new LocalBudget('api', perWindow, 60_000, sharing)] as const;
}

describe('a budget shared between replicas', () => {
  it('refuses on one replica what the other spent, once their counts are flushed', async () => {
    const [a, b] = replicas(10);
    expect(take(a, 'guest:1', 6).every(Boolean)).toBe(true);
    await a.flush();
    expect(take(b, 'guest:1', 4).every(Boolean)).toBe(true);
    await b.flush();
    // Ten spent between them: the eleventh is refused on either, with the headers of a spent budget.
    const refused = answer();
    expect(b.take('guest:1', refused.res)).toBe(false);
    expect(refused.headers['ratelimit']?.[0]).toMatch(/^"api"; r=0; t=\d+$/);
    expect(Number(refused.headers['retry-after']?.[0])).toBeGreaterThan(0);
    // A replica learns the shared count when it flushes its own: the first request after a quiet spell
    // is judged on what it last heard (the overspend ADR 0025 allows), the next ones on the total.
    expect(a.take('guest:1', answer().res)).toBe(true);
    await a.flush();
    expect(a.take('guest:1', answer().res)).toBe(false);
    // Another key has a budget of its own.
    expect(a.take('guest:2', answer().res)).toBe(true);
  });

  it('between flushes, a replica still counts its own requests exactly', () => {
    const [a] = replicas(3);
    expect(take(a, 'user:1', 5)).toEqual([true, true, true, false, false]);
  });

  it('keeps counting its own requests when Redis cannot be reached', async () => {
    const away = createRedis('redis://127.0.0.1:1', logger);
    const errors: Error[] = [];
    const budget = new LocalBudget('api', 2, 60_000, { redis: away, keyPrefix: 'rl-away:', flushMs: 60_000, onError: (e) => errors.push(e) });
    expect(take(budget, 'guest:9', 2).every(Boolean)).toBe(true);
    await budget.flush();
    expect(errors.length).toBe(1);
    expect(budget.take('guest:9', answer().res)).toBe(false);
    away.disconnect();
  });

  it('counts into a key of the window that expires after the next one', async () => {
    const prefix = `${uniqueName('rl')}:`;
    const budget = new LocalBudget('api', 100, 60_000, { redis, keyPrefix: prefix, flushMs: 60_000 });
    take(budget, 'guest:7', 3);
    await budget.flush();
    const [key] = await redis.keys(`${prefix}*`);
    expect(key).toBe(`${prefix}${Math.floor(Date.now() / 60_000)}:guest:7`);
    expect(await redis.get(key!)).toBe('3');
    const ttl = await redis.pttl(key!);
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });
});
