import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
import { parseCookie, stringifySetCookie } from 'cookie';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@minutemart/contracts/session-hint';

const KEY = 'sessionCookies';

type WithLocals = ServerResponse & { locals?: Record<string, unknown> };

/**
 * Set-Cookie values the gateway adds to this response (a refreshed or an ended session). They are
 * set on the response right away and remembered, because a proxied answer replaces the response's
 * Set-Cookie header with the upstream's own; proxy.ts puts them back in front of those.
 */
export function addSessionCookies(res: Response, cookies: string[]): void {
  if (cookies.length === 0) return;
  res.locals[KEY] = [...sessionCookiesFor(res), ...cookies];
  res.append('set-cookie', cookies);
}

export function sessionCookiesFor(res: ServerResponse): string[] {
  const value = (res as WithLocals).locals?.[KEY];
  return Array.isArray(value) ? (value as string[]) : [];
}

const EXPIRED = new Date(0);

/** Expires the readable "signed in" hint the shell checks before asking for a session. */
export const CLEARED_SESSION_HINT = stringifySetCookie({ name: SESSION_HINT_COOKIE, value: '', path: '/', expires: EXPIRED, sameSite: 'lax' });

/** Sets the hint for a browser that holds a refresh cookie but no hint (a login from before the hint existed). */
export const SESSION_HINT = stringifySetCookie({ name: SESSION_HINT_COOKIE, value: SESSION_HINT_VALUE, path: '/', maxAge: 604800, sameSite: 'lax' });

/** Expire both auth cookies (same name and path as the user service sets them) and the hint. */
export const CLEARED_SESSION_COOKIES = [
  ...['accessToken', 'refreshToken'].map((name) => stringifySetCookie({ name, value: '', path: '/', expires: EXPIRED, httpOnly: true, sameSite: 'lax' })),
  CLEARED_SESSION_HINT,
];

/** Cookie values as they travel, neither decoded nor encoded: the upstream reads them as the browser sent them. */
const asSent = (v: string) => v;

/** The Cookie header with `values` in place of (or added to) the cookies of those names. */
export function withCookies(header: string | undefined, values: Record<string, string>): string {
  const cookies = { ...parseCookie(header ?? '', { decode: asSent }), ...values };
  // Joined, not stringifyCookie: that refuses a name outside RFC 6265 (which browsers send), and this must never throw.
  return Object.entries(cookies)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}
