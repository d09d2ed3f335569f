import type { NextFunction, Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER, isRole, isStoreBound, type AccessClaims, type Role } from '@minutemart/contracts';
import { forbidden, unauthorized } from './errors.js';
import { requestContext } from '../context.js';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AccessClaims;
  }
}

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

const ALGORITHMS = ['EdDSA', 'ES256', 'RS256'];

/** Verify access tokens against a key set; `alg: none`, wrong issuer/audience and expiry all fail. */
export function createTokenVerifier(keys: JWTVerifyGetKey): TokenVerifier {
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload['typ'] !== 'access') throw new Error('not an access token');
    const role = payload['role'];
    if (!isRole(role)) throw new Error('bad role claim');
    const sid = payload['sid'];
    const claims: AccessClaims = { sub: String(payload.sub), role, email: String(payload['email'] ?? ''), ...(typeof sid === 'string' && sid ? { sid } : {}) };
    // A store-bound role acts for the stores its token names and no other; a malformed list is no store at all.
    if (isStoreBound(role)) {
      const stores = payload['stores'];
      claims.stores = Array.isArray(stores) ? stores.filter((s): s is string => typeof s === 'string' && s.length > 0) : [];
    }
    return claims;
  };
}

/** Remote JWKS with caching and refetch on an unknown `kid`, so key rotation needs no restart. */
export function createJwksVerifier(jwksUrl: string): TokenVerifier {
  return createTokenVerifier(createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 10 * 60_000, cooldownDuration: 5_000 }));
}

/** A cookie of the request, decoded (the first, if the name repeats). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}

/** The access token from `Authorization: Bearer` or, for cookie-only clients, the accessToken cookie. */
export function extractAccessToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return readCookie(req, 'accessToken') || undefined;
}

/**
 * Identify the caller from the token itself. Services never trust identity headers: a request that
 * bypasses the gateway still has to present a token the user service signed.
 */
export function authenticate(verify: TokenVerifier) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const token = extractAccessToken(req);
    if (!token) return next();
    try {
      req.auth = await verify(token);
      const ctx = requestContext.getStore();
      if (ctx) ctx.auth = req.auth;
    } catch {
      req.auth = undefined;
    }
    next();
  };
}

export function requireAuth(req: Request, _res: Response, next: NextFunction): void {
  if (!req.auth) return next(unauthorized());
  next();
}

export function requireRole(role: Role) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.auth) return next(unauthorized());
    if (req.auth.role !== role) return next(forbidden(role === 'ADMIN' ? 'Permission denied: admins only' : 'Permission denied'));
    next();
  };
}

export const requireAdmin = requireRole('ADMIN');

/** The signed-in user's id; only call behind requireAuth. */
export function userId(req: Request): string {
  if (!req.auth) throw unauthorized();
  return req.auth.sub;
}
