import type { RequestHandler } from 'express';
import { extractAccessToken, type TokenVerifier } from '@minutemart/kit';

/** Headers a client might send to pose as someone; they are removed before anything is proxied. */
const IDENTITY_HEADER = /^x-(mm|user|auth|forwarded-user|role)/i;

/**
 * Strip forged identity headers and note who is calling (for rate-limit keys and logs). Services do
 * not trust any header: they verify the same token again, so bypassing the gateway gains nothing.
 */
export function identify(verify: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    for (const name of Object.keys(req.headers)) if (IDENTITY_HEADER.test(name)) delete req.headers[name];
    const token = extractAccessToken(req);
    if (token) {
      try {
        req.auth = await verify(token);
      } catch {
        req.auth = undefined;
      }
    }
    next();
  };
}
