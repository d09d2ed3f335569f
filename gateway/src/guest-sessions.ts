import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, Response } from 'express';
import type { Options, Store } from 'express-rate-limit';
import { stringifySetCookie } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import { readCookie } from '@minutemart/kit';
import { addSessionCookies } from './session-cookies.js';
import { byIp } from './rate-limits.js';

export const GUEST_SESSION_COOKIE = 'guestSession';
/** A year: a guest keeps their budget across visits (browsers cap cookies at 400 days anyway). */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const WINDOW_MS = 60_000;

/**
 * Anonymous guest sessions: a random id in an httpOnly cookie, HMAC-signed with GUEST_SESSION_SECRET
 * (cookie-signature, as Express's own signed cookies), no login and nothing stored. Its only use is a
 * rate-limit key: guests behind one carrier NAT address get a budget each instead of sharing one
 * (ADR 0016). A cookie this gateway did not sign is no session.
 *
 * New sessions are counted per address in Redis (every replica honours every session, so every
 * replica counts their minting together): past `perMinute` an address gets no new ones until the
 * window ends, and a client that drops its cookie to get a fresh budget each time gets no more.
 */
export class GuestSessions {
  private readonly key: KeyObject;
  /** Addresses whose mints are spent, to the end of their Redis window: no round trip per request meanwhile. */
  private readonly spentUntil = new Map<string, number>();
  private nextSweep = 0;

  constructor(
    secret: string,
    private readonly mints: Store,
    private readonly perMinute: number,
  ) {
    // A key object: the HMAC key is prepared once, not from the string on every request.
    this.key = createSecretKey(Buffer.from(secret));
    mints.init?.({ windowMs: WINDOW_MS } as Options);
  }

  /** The id of the guest session the request carries, if this gateway signed it. */
  sessionOf(req: IncomingMessage): string | undefined {
    const value = readCookie(req as Request, GUEST_SESSION_COOKIE);
    if (!value) return undefined;
    return unsign(value, this.key) || undefined;
  }

  /**
   * The Set-Cookie of a new session for a request from `address`, or undefined once the address has
   * minted its share this minute. If Redis cannot be asked, the session is minted (as every rate limit
   * lets traffic through then).
   */
  async mint(address: string, https: boolean): Promise<string | undefined> {
    const now = Date.now();
    if ((this.spentUntil.get(address) ?? 0) > now) return undefined;
    if (now >= this.nextSweep) this.sweep(now);
    try {
      const { totalHits, resetTime } = await this.mints.increment(address);
      if (totalHits > this.perMinute) {
        this.spentUntil.set(address, resetTime?.getTime() ?? now + WINDOW_MS);
        return undefined;
      }
    } catch {
      // Redis is down: a session is harmless, and its requests are still counted.
    }
    const value = sign(randomBytes(16).toString('base64url'), this.key); // 128 random bits
    // The signed value as cookie-signature writes it (its base64 is valid cookie text), so the signature reads back unchanged.
    return stringifySetCookie(
      { name: GUEST_SESSION_COOKIE, value, path: '/', maxAge: MAX_AGE_SECONDS, httpOnly: true, secure: https, sameSite: 'lax' },
      { encode: (v) => v },
    );
  }

  /** On a page or API answer to a guest who has no session of any kind, sets a new one (while the address may mint). */
  async offer(req: Request, res: Response): Promise<void> {
    if (req.auth || readCookie(req, 'refreshToken')) return;
    const cookie = await this.mint(byIp(req), req.secure);
    if (cookie) addSessionCookies(res, [cookie]);
  }

  private sweep(now: number): void {
    for (const [address, until] of this.spentUntil) if (until <= now) this.spentUntil.delete(address);
    this.nextSweep = now + WINDOW_MS;
  }
}

/**
 * Whether the client reached us over https, as Express's req.secure decides it (TLS here, or
 * X-Forwarded-Proto from a trusted hop), for a plain node request too (guest-reads.ts).
 */
export function viaHttps(req: IncomingMessage, trustProxy: (address: string, hop: number) => boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy(req.socket.remoteAddress ?? '', 0)) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return first === 'https';
}
