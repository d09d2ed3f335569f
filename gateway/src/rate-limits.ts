import type { Request, RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import { fail } from '@minutemart/kit';
import type { GatewayConfig } from './config.js';
import { spendLocally, type LocalBudget } from './local-budget.js';

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
    { path: '/api/user/login', name: 'login', perMinute: config.RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE, failuresOnly: true, message: `Too many failed logins from your network. ${wait}` },
    { path: '/api/user/register', name: 'register', perMinute: config.RATE_LIMIT_REGISTER_PER_MINUTE, message: `Too many sign-ups from your network. ${wait}` },
    { path: '/api/user/forgot-password', name: 'forgot-password', perMinute: config.RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE, message: `Too many reset requests from your network. ${wait}` },
    { path: '/api/user/verify-forgot-password-otp', name: 'verify-otp', perMinute: config.RATE_LIMIT_VERIFY_OTP_PER_MINUTE, message: `Too many OTP attempts from your network. ${wait}` },
    { path: '/api/user/reset-password', name: 'reset-password', perMinute: config.RATE_LIMIT_RESET_PASSWORD_PER_MINUTE, message: `Too many password resets from your network. ${wait}` },
  ];
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please slow down.';

/** A guest's budget key: their address (an IPv6 client's /56). */
const byIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');
/** Signed-in shoppers get their own budget (many may share one NAT address); guests share their IP's. */
const byUserOrIp = (req: Request): string => (req.auth ? `user:${req.auth.sub}` : byIp(req));

function limiter(
  store: Store,
  name: string,
  perMinute: number,
  message: string,
  key: (req: Request) => string,
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
const sharedStore = (redis: Redis, keyPrefix: string, name: string) =>
  new RedisStore({
    prefix: `${keyPrefix}:rl:${name}:`,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
  });

/**
 * `answeredHere`: requests this replica answers from its own memory (the public-read cache). They
 * count against the same per-minute budget, but in `local`, this replica's memory, not in Redis: what
 * such a request costs is this replica's CPU, which a local count protects, and a Redis round trip was
 * the largest part of serving it (docs/benchmarks.md). Everything that reaches a service is counted
 * in Redis, across replicas.
 */
export function rateLimits(redis: Redis, config: GatewayConfig, local?: { answeredHere: (req: Request) => boolean; budget: LocalBudget }): RequestHandler[] {
  const prefix = config.REDIS_PREFIX;
  // Account endpoints are called anonymously: always per address.
  const perEndpoint = new Map(
    accountBudgets(config).map((b) => [b.path, limiter(sharedStore(redis, prefix, b.name), b.name, b.perMinute, b.message, byIp, b.failuresOnly)]),
  );
  const general = limiter(sharedStore(redis, prefix, 'api'), 'api', config.RATE_LIMIT_PER_MINUTE, TOO_MANY_REQUESTS, byUserOrIp);
  const here = local && spendLocally(local.budget, byUserOrIp, TOO_MANY_REQUESTS);
  return [
    (req, res, next) => {
      const endpoint = req.method === 'OPTIONS' ? undefined : perEndpoint.get(req.path);
      return endpoint ? endpoint(req, res, next) : next();
    },
    (req, res, next) => (!req.path.startsWith('/api/') ? next() : here && local.answeredHere(req) ? here(req, res, next) : general(req, res, next)),
  ];
}
