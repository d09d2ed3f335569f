import type { Request, RequestHandler } from 'express';
import { extractAccessToken, readCookie, type TokenVerifier } from '@minutemart/kit';
import type { SessionRefresher } from './session-refresh.js';
import { addSessionCookies, CLEARED_SESSION_COOKIES, withCookies } from './session-cookies.js';

/** Headers a client might send to pose as someone; they are removed before anything is proxied. */
const IDENTITY_HEADER = /^x-(mm|user|auth|forwarded-user|role)/i;

/** Account endpoints that handle their own tokens: a refresh in front of them would be wrong or wasted. */
const NO_REFRESH = new Set([
  '/api/user/login',
  '/api/user/register',
  '/api/user/refresh-token',
  '/api/user/logout',
  '/api/user/forgot-password',
  '/api/user/verify-forgot-password-otp',
  '/api/user/reset-password',
]);

const refreshes = (req: Request) => req.path.startsWith('/api/') && !req.path.startsWith('/api/docs') && !NO_REFRESH.has(req.path);

/**
 * Strip forged identity headers and note who is calling (for rate-limit keys and logs). Services do
 * not trust any header: they verify the same token again (and check revocation), so bypassing the
 * gateway gains nothing.
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

/**
 * Clients that keep the session only in cookies never call refresh-token: when such a request has
 * no valid access token but a refresh cookie, the gateway refreshes the session itself, forwards
 * the request with the new access token and sets the new cookies on this same response. A refresh
 * token the user service refuses ends the session: both cookies are cleared. Mounted after the rate
 * limits, so made-up refresh cookies cost their sender's budget before they cost a refresh call.
 */
export function refreshSessions(verify: TokenVerifier, refresher: SessionRefresher): RequestHandler {
  return async (req, res, next) => {
    const refreshToken = !req.auth && refreshes(req) ? readCookie(req, 'refreshToken') : undefined;
    if (refreshToken) {
      const outcome = await refresher.refresh(refreshToken, {
        requestId: String(res.getHeader('x-request-id') ?? ''),
        forwardedFor: req.ip,
      });
      if (outcome.kind === 'refreshed') {
        try {
          req.auth = await verify(outcome.accessToken);
        } catch {
          req.auth = undefined; // revoked within the grace window: forwarded as a guest, cookies still updated
        }
        if (req.auth) {
          req.headers.cookie = withCookies(req.headers.cookie, { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken });
          if (req.headers.authorization) req.headers.authorization = `Bearer ${outcome.accessToken}`;
        }
        addSessionCookies(res, outcome.setCookie);
      } else if (outcome.kind === 'ended') {
        addSessionCookies(res, CLEARED_SESSION_COOKIES);
      }
    }
    next();
  };
}
