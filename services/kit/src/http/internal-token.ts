import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { unauthorized } from './errors.js';

/**
 * Service-to-service calls under /internal that carry private data (invoices, orders) present a
 * shared token (INTERNAL_TOKEN), since no shopper's token is at hand in a consumer. The gateway
 * never routes /internal; the token keeps other hosts on the network out as well.
 */
export function requireInternalToken(token: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return (req, _res, next) => {
    const got = Buffer.from(req.headers.authorization ?? '');
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) return next(unauthorized());
    next();
  };
}

export const internalAuth = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
