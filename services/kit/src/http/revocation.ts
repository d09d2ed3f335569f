import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { TokenVerifier } from './auth.js';

/**
 * Revoked session ids (the `sid` claim of access tokens), shared through Redis by the user service
 * (which writes them on logout, password reset, role change and refresh-token reuse), the gateway
 * and every service (which refuse tokens carrying them). A sid is a random UUID, so stacks that
 * share one Redis never collide and the key needs no per-stack prefix.
 */
export const revokedSessionKey = (sid: string): string => `mm:revoked-session:${sid}`;

export interface RevocationList {
  isRevoked(sid: string): Promise<boolean>;
  /** Entries only need to outlive the tokens they refuse: pass the access-token lifetime. */
  revoke(sids: string[], ttlSeconds: number): Promise<void>;
  /** Resolves once connected, or after `timeoutMs` (a Redis that is down must not stop a boot). */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface RevocationOptions {
  /** How long one lookup may take before the token is let through (see isRevoked). */
  timeoutMs?: number;
}

/**
 * Its own connection, without an offline queue: when Redis is unreachable a lookup fails at once
 * instead of queueing behind reconnects, and the request goes on. Failing open is deliberate: a
 * Redis outage then costs revocation for at most one access-token lifetime (15 minutes), not every
 * signed-in request of the platform. Each outage is logged.
 */
export function createRevocationList(redisUrl: string, logger: Logger, opts: RevocationOptions = {}): RevocationList {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: opts.timeoutMs ?? 500,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastWarning = 0;
  const warn = (e: unknown) => {
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    logger.warn({ err: (e as Error).message }, 'session revocation list unreachable: tokens are accepted without the revocation check');
  };
  redis.on('error', warn);

  return {
    async isRevoked(sid) {
      try {
        return (await redis.exists(revokedSessionKey(sid))) === 1;
      } catch (e) {
        warn(e);
        return false;
      }
    },
    async revoke(sids, ttlSeconds) {
      if (sids.length === 0) return;
      const multi = redis.multi();
      for (const sid of new Set(sids)) multi.set(revokedSessionKey(sid), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
      const replies = await multi.exec();
      const failed = replies?.find(([err]) => err);
      if (!replies || failed) throw failed?.[0] ?? new Error('revocation not written');
    },
    async ready(timeoutMs = 5_000) {
      if (redis.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const done = (v: boolean) => {
          clearTimeout(timer);
          redis.off('ready', onReady);
          resolve(v);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        redis.once('ready', onReady);
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** A verifier that also refuses tokens whose session was revoked after they were issued. */
export function rejectRevoked(verify: TokenVerifier, revocations: Pick<RevocationList, 'isRevoked'>): TokenVerifier {
  return async (token) => {
    const claims = await verify(token);
    if (claims.sid && (await revocations.isRevoked(claims.sid))) throw new Error('session revoked');
    return claims;
  };
}
