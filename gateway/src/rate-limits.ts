import type { RequestHandler } from 'express';
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

function limiter(redis: Redis, prefix: string, perMinute: number, message: string): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
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
  const sensitive = limiter(redis, 'auth', opts.authPerMinute, 'Too many attempts. Please wait a minute and try again.');
  const general = limiter(redis, 'api', opts.perMinute, 'Too many requests. Please slow down.');
  return [
    (req, res, next) => (SENSITIVE_PATHS.includes(req.path) && req.method !== 'OPTIONS' ? sensitive(req, res, next) : next()),
    (req, res, next) => (req.path.startsWith('/api/') ? general(req, res, next) : next()),
  ];
}
