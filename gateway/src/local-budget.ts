import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { fail } from '@minutemart/kit';

interface Spent {
  /** This replica's requests not yet added to the shared count (all of them for a budget that is not shared). */
  unsent: number;
  /** The shared count (every replica's requests) as Redis last answered it, this replica's sent ones included. */
  known: number;
  /** When this key's window ends (ms since the epoch): a window starts at the key's first request. */
  resetAt: number;
  /** The key as the RateLimit-Policy header shows it: hashed, computed once a window. */
  partition: string;
}

/** Where a budget's counts are shared between replicas, and how long a replica may keep them before telling the others. */
export interface BudgetSharing {
  redis: Redis;
  /** Redis key prefix, e.g. `mm:rl:api:`; the budget key follows it. */
  keyPrefix: string;
  flushMs: number;
  onError?: (err: Error) => void;
}

/**
 * A per-minute budget counted in this process's memory: a fixed window that starts at the key's first
 * request, as express-rate-limit's stores count, so a client never gets two budgets back to back across
 * a clock minute. Expired keys are swept once a window. Synchronous, no hashing per request:
 * express-rate-limit's middleware made four awaits and a SHA-256 per request, which measured more than
 * the cached answer it guarded (docs/benchmarks.md). The headers are the ones express-rate-limit sends
 * (IETF draft 8), so a client reads every budget alike.
 *
 * With `sharing`, every replica's requests count against the same budget: each replica adds its
 * requests to the window's count in Redis in one script call every `flushMs`, and decides from the last
 * shared count it heard plus its own since; the window's end is the shared key's expiry, so the
 * replicas reset together. Nothing waits on Redis, so the request's path has no round
 * trip; the price is that a key may overspend by what the other replicas admitted in the last
 * `flushMs` (ADR 0025). If Redis cannot be reached, each replica goes on counting its own requests.
 */
export class LocalBudget {
  private spent = new Map<string, Spent>();
  private nextSweep = 0;
  private flushing: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly name: string,
    readonly perWindow: number,
    private readonly windowMs = 60_000,
    private readonly sharing?: BudgetSharing,
  ) {}

  /** Counts one request of `key` and sets the RateLimit headers on `res`; false once past the budget (Retry-After set). */
  take(key: string, res: ServerResponse): boolean {
    const now = Date.now();
    if (now >= this.nextSweep) this.sweep(now);
    let spent = this.spent.get(key);
    if (!spent || spent.resetAt <= now) {
      spent = { unsent: 0, known: 0, resetAt: now + this.windowMs, partition: spent?.partition ?? partitionKey(key) };
      this.spent.set(key, spent);
    }
    spent.unsent++;
    if (this.sharing) this.flushing ??= setTimeout(() => void this.flush(), this.sharing.flushMs).unref();
    const used = spent.known + spent.unsent;
    const resetSeconds = Math.max(1, Math.ceil((spent.resetAt - now) / 1000));
    res.appendHeader('RateLimit', `"${this.name}"; r=${Math.max(this.perWindow - used, 0)}; t=${resetSeconds}`);
    res.appendHeader('RateLimit-Policy', `"${this.name}"; q=${this.perWindow}; w=${Math.ceil(this.windowMs / 1000)}; pk=:${spent.partition}:`);
    if (used <= this.perWindow) return true;
    res.setHeader('Retry-After', String(resetSeconds));
    return false;
  }

  /** Forgets the keys whose window is over, once a window, so the map holds only the keys of the last one. */
  private sweep(now: number): void {
    for (const [key, spent] of this.spent) if (spent.resetAt <= now && spent.unsent === 0) this.spent.delete(key);
    this.nextSweep = now + this.windowMs;
  }

  /** Adds what this replica counted since the last flush to the shared counts, and takes the totals back. */
  async flush(): Promise<void> {
    this.flushing = undefined;
    const sharing = this.sharing;
    if (!sharing) return;
    const sent = [...this.spent].filter(([, s]) => s.unsent > 0).map(([key, s]) => ({ key, s, n: s.unsent }));
    if (sent.length === 0) return;
    for (const { s, n } of sent) {
      s.unsent -= n;
      s.known += n;
    }
    try {
      const answers = await addToSharedCounts(
        sharing.redis,
        sent.map(({ key }) => `${sharing.keyPrefix}${key}`),
        sent.map(({ n }) => n),
        this.windowMs,
      );
      const answeredAt = Date.now();
      sent.forEach(({ key, s }, i) => {
        // A key whose window ended while Redis answered has begun a new one: the old total is not its.
        if (this.spent.get(key) !== s) return;
        s.known = Math.max(s.known, Number(answers[2 * i] ?? 0));
        s.resetAt = answeredAt + Math.max(0, Number(answers[2 * i + 1] ?? 0));
      });
    } catch (err) {
      sharing.onError?.(err as Error);
    }
  }
}

/**
 * One script call a flush, whatever the number of keys: a pipeline of INCRBY and PEXPIRE per key cost
 * the gateway two commands per budget key, about one per request at a shopper's pace. The key's expiry
 * is set by the request that creates it and is the window's end for every replica; each key answers
 * its total and the milliseconds left.
 */
const ADD_TO_SHARED_COUNTS = `
local window = tonumber(ARGV[#ARGV])
local answers = {}
for i, key in ipairs(KEYS) do
  local total = redis.call('INCRBY', key, ARGV[i])
  local left = redis.call('PTTL', key)
  if left < 0 then
    redis.call('PEXPIRE', key, window)
    left = window
  end
  answers[2 * i - 1] = total
  answers[2 * i] = left
end
return answers`;

type WithSharedCounts = Redis & { mmAddToSharedCounts?: (numKeys: number, ...keysThenArgs: (string | number)[]) => Promise<number[]> };

/** Adds `counts` to `keys` (a new key lives `windowMs`) and answers each key's total and milliseconds left, in turn; ioredis sends the script by its SHA once loaded. */
function addToSharedCounts(redis: Redis, keys: string[], counts: number[], windowMs: number): Promise<number[]> {
  const client = redis as WithSharedCounts;
  if (!client.mmAddToSharedCounts) redis.defineCommand('mmAddToSharedCounts', { lua: ADD_TO_SHARED_COUNTS });
  return client.mmAddToSharedCounts!(keys.length, ...keys, ...counts, windowMs);
}

/** As express-rate-limit shows a key: the first 12 hex digits of its SHA-256, in base64. */
const partitionKey = (key: string) => Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');

/** Express middleware over a LocalBudget: a 429 in the API's envelope once `key`'s budget is spent. */
export function spendLocally(budget: LocalBudget, key: (req: Request, res: Response) => string, message: string): RequestHandler {
  return (req, res, next) => (budget.take(key(req, res), res) ? next() : fail(res, 429, message));
}
