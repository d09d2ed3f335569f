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

  it('counts into a key that lives one window from its first request, and the other replica resets with it', async () => {
    const prefix = `${uniqueName('rl')}:`;
    const sharing: BudgetSharing = { redis, keyPrefix: prefix, flushMs: 60_000 };
    const a = new LocalBudget('api', 100, 60_000, sharing);
    const b = new LocalBudget('api', 100, 60_000, sharing);
    take(a, 'guest:7', 3);
    await a.flush();
    const [key] = await redis.keys(`${prefix}*`);
    expect(key).toBe(`${prefix}guest:7`);
    expect(await redis.get(key!)).toBe('3');
    const ttl = await redis.pttl(key!);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // The other replica's first request opens a window of its own until it hears the shared key's end.
    await redis.pexpire(key!, 20_000);
    take(b, 'guest:7', 1);
    await b.flush();
    const told = answer();
    b.take('guest:7', told.res);
    expect(told.headers['ratelimit']?.[0]).toMatch(/^"api"; r=95; t=(19|20)$/);
  });
});

describe('a budget window', () => {
  it("starts at the key's first request and gives the budget back once it ends, not at the clock's minute", async () => {
    const budget = new LocalBudget('no-session', 2, 1_500);
    const first = answer();
    expect(budget.take('ip:1', first.res)).toBe(true);
    expect(first.headers['ratelimit']?.[0]).toBe('"no-session"; r=1; t=2');
    expect(take(budget, 'ip:1', 2)).toEqual([true, false]);
    await new Promise((r) => setTimeout(r, 800));
    // A key first seen later has its own full window.
    expect(take(budget, 'ip:2', 3)).toEqual([true, true, false]);
    await new Promise((r) => setTimeout(r, 800));
    expect(take(budget, 'ip:1', 3)).toEqual([true, true, false]);
    expect(take(budget, 'ip:2', 1)).toEqual([false]);
  });
});
