import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import { accessLog, defaultAccessLevel, extractAccessToken, failPlain, readCookie, requestIdOf } from '@minutemart/kit';
import { answersItself, type PublicReadCache } from './public-read-cache.js';
import { TOO_MANY_REQUESTS, type CachedReadBudgets } from './rate-limits.js';
import { viaHttps, type GuestSessions } from './guest-sessions.js';
import type { LocalBudget } from './local-budget.js';

type PlainHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface GuestReadsOptions {
  cache: PublicReadCache;
  /** The replica's budgets of cached reads, the same ones the whole chain spends (rateLimits). */
  budgets: CachedReadBudgets;
  guests: GuestSessions;
  /** The same security-header and CORS middleware the Express chain runs: both are synchronous and need no Express. */
  securityHeaders: PlainHandler;
  cors: PlainHandler;
  /** Express's compiled `trust proxy` setting: the client's address is found as req.ip finds it. */
  trustProxy: (address: string, hop: number) => boolean;
  logger: Logger;
}

/** A token or a refresh cookie: the request goes the whole way (identity, session refresh, per-user budget). */
export const carriesLogin = (req: IncomingMessage) =>
  extractAccessToken(req as Request) !== undefined || readCookie(req as Request, 'refreshToken') !== undefined;

const noop = () => undefined;

/**
 * The short way through the gateway for its busiest requests: a guest's public catalogue read (a
 * search, a suggestion, a home row), which the public-read cache answers. It runs before Express and
 * does what the chain would do for such a request, in one step: the request id, the security and
 * CORS headers, the budget (the guest session's, or with none the address's and the offer of a
 * session; in this replica's memory, as rateLimits counts cached reads) and the access line (at
 * debug, as for any cached answer; a refusal at warn). What it leaves out has nothing to do for a
 * guest's public read: identity and session refresh (no token, no refresh
 * cookie), the trace span (the gateway's own cache answers; a miss starts a new trace at the
 * catalogue) and compression (the cache keeps compressed copies). Express's own dispatch cost as much
 * per request as the cached answer itself (docs/benchmarks.md, ADR 0012). Everything else goes to
 * `express`.
 */
export function guestReadsFirst(
  express: RequestListener,
  { cache, budgets, guests, securityHeaders, cors, trustProxy, logger }: GuestReadsOptions,
): RequestListener {
  const logLine = accessLog(logger, { level: (res) => (res.statusCode < 400 ? 'debug' : defaultAccessLevel(res)) }) as unknown as PlainHandler;
  return (req, res) => {
    if (!answersItself(req) || carriesLogin(req)) return express(req, res);
    res.setHeader('x-request-id', requestIdOf(req));
    const everyLine = logger.isLevelEnabled('debug');
    if (everyLine) logLine(req, res, noop);
    securityHeaders(req, res, noop);
    cors(req, res, noop);
    const answer = (budget: LocalBudget, key: string) => {
      if (budget.take(key, res)) return cache.answer(req, res);
      if (!everyLine) logLine(req, res, noop);
      failPlain(res, 429, TOO_MANY_REQUESTS);
    };
    const session = guests.sessionOf(req);
    if (session !== undefined) return answer(budgets.perSession, `guest:${session}`);
    // No session: the address's budget, and a session of their own offered first (as rateLimits does).
    const address = ipKeyGenerator(proxyaddr(req, trustProxy));
    void guests.mint(address, viaHttps(req, trustProxy)).then((cookie) => {
      if (cookie) res.appendHeader('set-cookie', cookie);
      answer(budgets.perAddress, address);
    });
  };
}
