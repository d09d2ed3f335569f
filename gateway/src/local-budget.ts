import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { fail } from '@minutemart/kit';

interface Spent {
  used: number;
  /** The key as the RateLimit-Policy header shows it: hashed, computed once a window. */
  partition: string;
}

/**
 * A per-minute budget counted in this process's memory, for what this replica answers itself (the
 * public-read cache): a fixed window that every key shares, so one Map cleared each minute holds all
 * the counts. Synchronous, no hashing per request: express-rate-limit's middleware over its
 * MemoryStore made four awaits and a SHA-256 per request, which measured more than the cached
 * answer it guarded (docs/benchmarks.md). The headers are the ones express-rate-limit sends for the
 * Redis-counted budget (IETF draft 8), so a client reads both alike.
 */
export class LocalBudget {
  private spent = new Map<string, Spent>();
  private windowEnds = 0;

  constructor(
    readonly name: string,
    readonly perWindow: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request of `key` and sets the RateLimit headers on `res`; false once past the budget (Retry-After set). */
  take(key: string, res: ServerResponse): boolean {
    const now = Date.now();
    if (now >= this.windowEnds) {
      this.spent.clear();
      this.windowEnds = now + this.windowMs;
    }
    let spent = this.spent.get(key);
    if (!spent) {
      spent = { used: 0, partition: partitionKey(key) };
      this.spent.set(key, spent);
    }
    spent.used++;
    const resetSeconds = Math.max(0, Math.ceil((this.windowEnds - now) / 1000));
    res.appendHeader('RateLimit', `"${this.name}"; r=${Math.max(this.perWindow - spent.used, 0)}; t=${resetSeconds}`);
    res.appendHeader('RateLimit-Policy', `"${this.name}"; q=${this.perWindow}; w=${Math.ceil(this.windowMs / 1000)}; pk=:${spent.partition}:`);
    if (spent.used <= this.perWindow) return true;
    res.setHeader('Retry-After', String(resetSeconds));
    return false;
  }
}

/** As express-rate-limit shows a key: the first 12 hex digits of its SHA-256, in base64. */
const partitionKey = (key: string) => Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');

/** Express middleware over a LocalBudget: a 429 in the API's envelope once `key`'s budget is spent. */
export function spendLocally(budget: LocalBudget, key: (req: Request, res: Response) => string, message: string): RequestHandler {
  return (req, res, next) => (budget.take(key(req, res), res) ? next() : fail(res, 429, message));
}
