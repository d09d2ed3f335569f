import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { stringifyCookie } from 'cookie';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { sleep } from '@minutemart/kit';
import type { UpstreamPool } from './upstream-pool.js';

export type RefreshOutcome =
  /** New tokens; `setCookie` are the user service's own cookies for them. */
  | { kind: 'refreshed'; accessToken: string; refreshToken: string; setCookie: string[] }
  /** The user service refused the refresh token (expired, revoked, replayed): the session is over. */
  | { kind: 'ended' }
  /** No answer this time (user service or Redis trouble): leave the cookies alone. */
  | { kind: 'unavailable' };

export interface RefresherOptions {
  redis: Redis;
  users: UpstreamPool;
  keyPrefix: string;
  graceSeconds: number;
  logger: Logger;
  timeoutMs?: number;
}

interface CallContext {
  requestId?: string;
  forwardedFor?: string;
}

const LOCK_MS = 10_000;
const WAIT_FOR_OTHER_MS = 5_000;

const digest = (label: string, token: string) => createHash('sha256').update(`minutemart-session-refresh:${label}:${token}`).digest();

/**
 * Refreshes a cookie-only client's session with the user service's rotating refresh (reuse
 * detection included), once per refresh token however many requests present it at the same time:
 * parallel requests of one gateway share one call, and other gateway replicas wait on a Redis lock
 * and read the outcome. The outcome stays readable for `graceSeconds`, so a request the browser
 * sent before it stored the new cookies gets the same new tokens instead of revoking the login.
 * It is stored encrypted with a key derived from the old refresh token itself: only a holder of
 * that token, who could have refreshed anyway, can read it; Redis alone reveals no token.
 */
export class SessionRefresher {
  private readonly inflight = new Map<string, Promise<RefreshOutcome>>();

  constructor(private readonly opts: RefresherOptions) {}

  refresh(refreshToken: string, ctx: CallContext = {}): Promise<RefreshOutcome> {
    const id = digest('id', refreshToken).toString('hex');
    let outcome = this.inflight.get(id);
    if (!outcome) {
      outcome = this.coordinate(refreshToken, id, ctx).finally(() => this.inflight.delete(id));
      this.inflight.set(id, outcome);
    }
    return outcome;
  }

  private async coordinate(refreshToken: string, id: string, ctx: CallContext): Promise<RefreshOutcome> {
    const key = digest('key', refreshToken);
    const resultKey = `${this.opts.keyPrefix}:session-refresh:${id}`;
    const lockKey = `${resultKey}:lock`;
    const known = await this.read(resultKey, key);
    if (known) return known;

    const lock = await this.opts.redis.set(lockKey, '1', 'PX', LOCK_MS, 'NX').catch(() => 'no-redis');
    if (lock === null) {
      // Another gateway is refreshing this very token: its outcome will appear.
      for (const end = Date.now() + WAIT_FOR_OTHER_MS; Date.now() < end;) {
        await sleep(50);
        const outcome = await this.read(resultKey, key);
        if (outcome) return outcome;
      }
      return { kind: 'unavailable' };
    }
    try {
      const outcome = await this.callUserService(refreshToken, ctx);
      if (outcome.kind !== 'unavailable') await this.write(resultKey, key, outcome);
      return outcome;
    } finally {
      if (lock === 'OK') await this.opts.redis.del(lockKey).catch(() => undefined);
    }
  }

  private async callUserService(refreshToken: string, ctx: CallContext): Promise<RefreshOutcome> {
    const tried = new Set<string>();
    for (let target = this.opts.users.pick(); target; target = this.opts.users.pick(tried)) {
      tried.add(target);
      try {
        const res = await fetch(`${target}/api/user/refresh-token`, {
          method: 'POST',
          headers: {
            cookie: stringifyCookie({ refreshToken }),
            ...(ctx.requestId ? { 'x-request-id': ctx.requestId } : {}),
            ...(ctx.forwardedFor ? { 'x-forwarded-for': ctx.forwardedFor } : {}),
          },
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5_000),
        });
        const body = (await res.json().catch(() => null)) as { data?: { accessToken?: unknown; refreshToken?: unknown } } | null;
        if (res.status === 401) return { kind: 'ended' };
        const accessToken = body?.data?.accessToken;
        const rotated = body?.data?.refreshToken;
        if (res.ok && typeof accessToken === 'string' && typeof rotated === 'string') {
          return { kind: 'refreshed', accessToken, refreshToken: rotated, setCookie: res.headers.getSetCookie() };
        }
        this.opts.logger.warn({ status: res.status }, 'session refresh: unexpected answer from the user service');
        return { kind: 'unavailable' };
      } catch (e) {
        const code = (e as { cause?: { code?: string } }).cause?.code;
        // Refused: the user service never saw it, so another replica may spend the token instead.
        if (code === 'ECONNREFUSED') {
          this.opts.users.markDown(target, code);
          continue;
        }
        this.opts.logger.warn({ err: code ?? (e as Error).message }, 'session refresh: user service unreachable');
        return { kind: 'unavailable' };
      }
    }
    return { kind: 'unavailable' };
  }

  private async read(resultKey: string, key: Buffer): Promise<RefreshOutcome | undefined> {
    const sealed = await this.opts.redis.getBuffer(resultKey).catch(() => null);
    if (!sealed || sealed.length < 29) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8')) as RefreshOutcome;
    } catch {
      return undefined;
    }
  }

  private async write(resultKey: string, key: Buffer, outcome: RefreshOutcome): Promise<void> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(outcome), 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), data]);
    await this.opts.redis.set(resultKey, sealed, 'EX', this.opts.graceSeconds).catch((e: Error) => {
      this.opts.logger.warn({ err: e.message }, 'session refresh: outcome not shared (redis); other replicas may see a replayed token');
    });
  }
}
