import type { Request, RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import { fail } from '@minutemart/kit';

/** Endpoints where guessing is the attack: credentials, OTPs, account creation. */
export const SENSITIVE_PATHS = [
  '/api/user/login',
  '/api/user/register',
  '/api/user/forgot-password',
  '/api/user/verify-forgot-password-otp',
  '/api/user/reset-password',
];

const byIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');
/** Signed-in shoppers get their own budget (many may share one NAT address); guests share their IP's. */
const byUserOrIp = (req: Request): string => (req.auth ? `user:${req.auth.sub}` : byIp(req));

function limiter(redis: Redis, prefix: string, perMinute: number, message: string, key: (req: Request) => string): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    // Shared across gateway replicas; if Redis is down we let traffic through rather than fail closed.
    passOnStoreError: true,
    store: new RedisStore({
      prefix: `mm:rl:${prefix}:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (_req, res) => fail(res, 429, message),
  });
}

export function rateLimits(redis: Redis, opts: { perMinute: number; authPerMinute: number }): RequestHandler[] {
  // Credential and OTP endpoints are called anonymously: always per address.
  const sensitive = limiter(redis, 'auth', opts.authPerMinute, 'Too many attempts. Please wait a minute and try again.', byIp);
  const general = limiter(redis, 'api', opts.perMinute, 'Too many requests. Please slow down.', byUserOrIp);
  return [
    (req, res, next) => (SENSITIVE_PATHS.includes(req.path) && req.method !== 'OPTIONS' ? sensitive(req, res, next) : next()),
    (req, res, next) => (req.path.startsWith('/api/') ? general(req, res, next) : next()),
  ];
}
