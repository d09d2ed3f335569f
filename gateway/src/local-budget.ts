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
 * requests to the window's count in Redis in one pipeline every `flushMs`, and decides from the last
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
    const pipeline = sharing.redis.pipeline();
    for (const { key, n } of sent) {
      const redisKey = `${sharing.keyPrefix}${window}:${key}`;
      // Kept a window past its own, so a replica whose clock is a little behind still finds it.
      pipeline.incrby(redisKey, n).pexpire(redisKey, this.windowMs * 2);
    }
    for (const { s, n } of sent) {
      s.unsent -= n;
      s.known += n;
    }
    let failed: Error | undefined;
    try {
      // ioredis answers a pipeline with an [error, reply] pair per command.
      const replies = (await pipeline.exec()) ?? [];
      sent.forEach(({ s }, i) => {
        const [err, total] = replies[i * 2] ?? [new Error('no reply from Redis')];
        if (err) failed ??= err;
        // The answers of a window that is over are of no use.
        else if (window === this.window && typeof total === 'number') s.known = Math.max(s.known, total);
      });
    } catch (err) {
      failed = err as Error;
    }
    if (failed) sharing.onError?.(failed);
  }
}

/** As express-rate-limit shows a key: the first 12 hex digits of its SHA-256, in base64. */
const partitionKey = (key: string) => Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');

/** Express middleware over a LocalBudget: a 429 in the API's envelope once `key`'s budget is spent. */
export function spendLocally(budget: LocalBudget, key: (req: Request, res: Response) => string, message: string): RequestHandler {
  return (req, res, next) => (budget.take(key(req, res), res) ? next() : fail(res, 429, message));
}
