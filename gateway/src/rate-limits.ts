import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, ipKeyGenerator, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { fail } from '@minutemart/kit';
import type { GatewayConfig } from './config.js';
import { LocalBudget, spendLocally } from './local-budget.js';
import type { GuestSessions } from './guest-sessions.js';

interface EndpointBudget {
  path: string;
  name: string;
  perMinute: number;
  message: string;
  /** Count only answers that are not 2xx/3xx (failed attempts). */
  failuresOnly?: boolean;
}

/**
 * Per-address budgets of the account endpoints, each separate, so a busy NAT that registers many
 * shoppers does not also run out of logins. Per-account guessing is stopped in the user service.
 */
export function accountBudgets(config: GatewayConfig): EndpointBudget[] {
  const wait = 'Please wait a minute and try again.';
  return [
    {
      path: '/api/user/login',
      name: 'login',
      perMinute: config.RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE,
      failuresOnly: true,
      message: `Too many failed logins from your network. ${wait}`,
    },
    { path: '/api/user/register', name: 'register', perMinute: config.RATE_LIMIT_REGISTER_PER_MINUTE, message: `Too many sign-ups from your network. ${wait}` },
    {
      path: '/api/user/forgot-password',
      name: 'forgot-password',
      perMinute: config.RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE,
      message: `Too many reset requests from your network. ${wait}`,
    },
    {
      path: '/api/user/verify-forgot-password-otp',
      name: 'verify-otp',
      perMinute: config.RATE_LIMIT_VERIFY_OTP_PER_MINUTE,
      message: `Too many OTP attempts from your network. ${wait}`,
    },
    {
      path: '/api/user/reset-password',
      name: 'reset-password',
      perMinute: config.RATE_LIMIT_RESET_PASSWORD_PER_MINUTE,
      message: `Too many password resets from your network. ${wait}`,
    },
  ];
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please slow down.';

/** A client's address as a budget key (an IPv6 client's /56). */
export const byIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

function limiter(
  store: Store,
  name: string,
  perMinute: number,
  message: string,
  key: (req: Request, res: Response) => string,
  failuresOnly = false,
): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    identifier: name,
    // RateLimit/RateLimit-Policy on every answer, Retry-After on a 429.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    skipSuccessfulRequests: failuresOnly,
    // If Redis is down we let traffic through rather than fail closed.
    passOnStoreError: true,
    store,
    handler: (_req, res) => fail(res, 429, message),
  });
}

/** Counts shared by every gateway replica. */
export const sharedStore = (redis: Redis, keyPrefix: string, name: string) =>
  new RedisStore({
    prefix: `${keyPrefix}:rl:${name}:`,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
  });

/**
 * The replica's budgets of what it answers from its own memory (the public-read cache), shared by the
 * whole chain and the short way in front of it (guest-reads.ts): per signed-in user or guest session,
 * and per address for requests with no session.
 */
export interface CachedReadBudgets {
  perSession: LocalBudget;
  perAddress: LocalBudget;
}

export const cachedReadBudgets = (config: GatewayConfig): CachedReadBudgets => ({
  perSession: new LocalBudget('api', config.RATE_LIMIT_PER_MINUTE),
  perAddress: new LocalBudget('no-session', config.RATE_LIMIT_NO_SESSION_PER_MINUTE),
});

/** The budget key a request's session gives it: a signed-in shopper's, a guest session's, or none. */
export function sessionKey(req: Request, guests: GuestSessions): string | undefined {
  if (req.auth) return `user:${req.auth.sub}`;
  const guest = guests.sessionOf(req);
  return guest === undefined ? undefined : `guest:${guest}`;
}

const KEY = 'rateLimitKey';
const keyOf = (_req: Request, res: Response) => res.locals[KEY] as string;

/**
 * How long a replica keeps the API budgets' counts before adding them to the shared ones: the most
 * the other replicas' requests can go unseen (ADR 0025).
 */
export const SHARED_BUDGET_FLUSH_MS = 100;

/**
 * Every /api/ request spends one budget: its session's (RATE_LIMIT_PER_MINUTE per signed-in user or
 * guest session), or, with no session, its address's (RATE_LIMIT_NO_SESSION_PER_MINUTE), and such a
 * request is offered a guest session (guest-sessions.ts). `local`: requests this replica answers from
 * its own memory (the public-read cache) spend the same budgets, but counted in `budgets`, this
 * replica's memory only: what such a request costs is this replica's CPU, which a local count
 * protects. Everything that reaches a service is counted across replicas, shared through Redis
 * every SHARED_BUDGET_FLUSH_MS, never with a round trip on the request's path (ADR 0025).
 */
export function rateLimits(
  redis: Redis,
  config: GatewayConfig,
  guests: GuestSessions,
  logger: Logger,
  local?: { answeredHere: (req: Request) => boolean; budgets: CachedReadBudgets },
): RequestHandler[] {
  const prefix = config.REDIS_PREFIX;
  // One line a minute at most while Redis is away: each flush would otherwise write one.
  let quietUntil = 0;
  const onSharingError = (err: Error) => {
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 60_000;
    logger.warn({ err: err.message }, 'rate-limit counts not shared: each replica counts its own until Redis answers');
  };
  // Account endpoints are called anonymously: always per address.
  const perEndpoint = new Map(
    accountBudgets(config).map((b) => [b.path, limiter(sharedStore(redis, prefix, b.name), b.name, b.perMinute, b.message, byIp, b.failuresOnly)]),
  );
  const shared = (name: string, perMinute: number) =>
    spendLocally(
      new LocalBudget(name, perMinute, 60_000, { redis, keyPrefix: `${prefix}:rl:${name}:`, flushMs: SHARED_BUDGET_FLUSH_MS, onError: onSharingError }),
      keyOf,
      TOO_MANY_REQUESTS,
    );
  const perSession = shared('api', config.RATE_LIMIT_PER_MINUTE);
  const perAddress = shared('no-session', config.RATE_LIMIT_NO_SESSION_PER_MINUTE);
  const here = local && {
    perSession: spendLocally(local.budgets.perSession, keyOf, TOO_MANY_REQUESTS),
    perAddress: spendLocally(local.budgets.perAddress, keyOf, TOO_MANY_REQUESTS),
  };
  return [
    (req, res, next) => {
      const endpoint = req.method === 'OPTIONS' ? undefined : perEndpoint.get(req.path);
      return endpoint ? endpoint(req, res, next) : next();
    },
    async (req, res, next) => {
      if (!req.path.startsWith('/api/')) return next();
      const session = sessionKey(req, guests);
      res.locals[KEY] = session ?? byIp(req);
      // Offered before the count: a newcomer behind a NAT whose no-session budget is spent still
      // leaves with a session of their own, and the next request counts against it.
      if (session === undefined) await guests.offer(req, res);
      const budget = here && local.answeredHere(req) ? here : { perSession, perAddress };
      return (session === undefined ? budget.perAddress : budget.perSession)(req, res, next);
    },
  ];
}
