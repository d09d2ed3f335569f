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
  /** The key as the RateLimit-Policy header shows it: hashed, computed once a window. */
  partition: string;
}

/** Where a budget's counts are shared between replicas, and how long a replica may keep them before telling the others. */
export interface BudgetSharing {
  redis: Redis;
  /** Redis key prefix, e.g. `mm:rl:api:`; the window and the budget key follow it. */
  keyPrefix: string;
  flushMs: number;
  onError?: (err: Error) => void;
}

/**
 * A per-minute budget counted in this process's memory: a fixed window aligned to the clock's minute,
 * so one Map cleared each minute holds all the counts. Synchronous, no hashing per request:
 * express-rate-limit's middleware made four awaits and a SHA-256 per request, which measured more than
 * the cached answer it guarded (docs/benchmarks.md). The headers are the ones express-rate-limit sends
 * (IETF draft 8), so a client reads every budget alike.
 *
 * With `sharing`, every replica's requests count against the same budget: each replica adds its
 * requests to the window's count in Redis in one script call every `flushMs`, and decides from the last
 * shared count it heard plus its own since. Nothing waits on Redis, so the request's path has no round
 * trip; the price is that a key may overspend by what the other replicas admitted in the last
 * `flushMs` (ADR 0025). If Redis cannot be reached, each replica goes on counting its own requests.
 */
export class LocalBudget {
  private spent = new Map<string, Spent>();
  private window = -1;
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
    const window = Math.floor(now / this.windowMs);
    if (window !== this.window) {
      this.spent.clear();
      this.window = window;
    }
    let spent = this.spent.get(key);
    if (!spent) {
      spent = { unsent: 0, known: 0, partition: partitionKey(key) };
      this.spent.set(key, spent);
    }
    spent.unsent++;
    if (this.sharing) this.flushing ??= setTimeout(() => void this.flush(), this.sharing.flushMs).unref();
    const used = spent.known + spent.unsent;
    const resetSeconds = Math.max(0, Math.ceil(((window + 1) * this.windowMs - now) / 1000));
    res.appendHeader('RateLimit', `"${this.name}"; r=${Math.max(this.perWindow - used, 0)}; t=${resetSeconds}`);
    res.appendHeader('RateLimit-Policy', `"${this.name}"; q=${this.perWindow}; w=${Math.ceil(this.windowMs / 1000)}; pk=:${spent.partition}:`);
    if (used <= this.perWindow) return true;
    res.setHeader('Retry-After', String(resetSeconds));
    return false;
  }

  /** Adds what this replica counted since the last flush to the shared counts, and takes the totals back. */
  async flush(): Promise<void> {
    this.flushing = undefined;
    const sharing = this.sharing;
    if (!sharing) return;
    const window = this.window;
    const sent = [...this.spent].filter(([, s]) => s.unsent > 0).map(([key, s]) => ({ key, s, n: s.unsent }));
    if (sent.length === 0) return;
    for (const { s, n } of sent) {
      s.unsent -= n;
      s.known += n;
    }
    const keys = sent.map(({ key }) => `${sharing.keyPrefix}${window}:${key}`);
    try {
      // Kept a window past its own, so a replica whose clock is a little behind still finds it.
      const totals = await addToSharedCounts(
        sharing.redis,
        keys,
        sent.map(({ n }) => n),
        this.windowMs * 2,
      );
      // The answers of a window that is over are of no use.
      if (window === this.window) sent.forEach(({ s }, i) => (s.known = Math.max(s.known, Number(totals[i] ?? 0))));
    } catch (err) {
      sharing.onError?.(err as Error);
    }
  }
}

/**
 * One script call a flush, whatever the number of keys: a pipeline of INCRBY and PEXPIRE per key cost
 * the gateway two commands per budget key, about one per request at a shopper's pace.
 */
const ADD_TO_SHARED_COUNTS = `
local ttl = ARGV[#ARGV]
local totals = {}
for i, key in ipairs(KEYS) do
  totals[i] = redis.call('INCRBY', key, ARGV[i])
  redis.call('PEXPIRE', key, ttl)
end
return totals`;

type WithSharedCounts = Redis & { mmAddToSharedCounts?: (numKeys: number, ...keysThenArgs: (string | number)[]) => Promise<number[]> };

/** Adds `counts` to `keys` (each kept `ttlMs` more) and answers their totals; ioredis sends the script by its SHA once loaded. */
function addToSharedCounts(redis: Redis, keys: string[], counts: number[], ttlMs: number): Promise<number[]> {
  const client = redis as WithSharedCounts;
  if (!client.mmAddToSharedCounts) redis.defineCommand('mmAddToSharedCounts', { lua: ADD_TO_SHARED_COUNTS });
  return client.mmAddToSharedCounts!(keys.length, ...keys, ...counts, ttlMs);
}

/** As express-rate-limit shows a key: the first 12 hex digits of its SHA-256, in base64. */
const partitionKey = (key: string) => Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');

/** Express middleware over a LocalBudget: a 429 in the API's envelope once `key`'s budget is spent. */
export function spendLocally(budget: LocalBudget, key: (req: Request, res: Response) => string, message: string): RequestHandler {
  return (req, res, next) => (budget.take(key(req, res), res) ? next() : fail(res, 429, message));
}
