import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
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

/** Expires the readable "signed in" hint the shell checks before asking for a session. */
export const CLEARED_SESSION_HINT = `${SESSION_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;

/** Sets the hint for a browser that holds a refresh cookie but no hint (a login from before the hint existed). */
export const SESSION_HINT = `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}; Path=/; Max-Age=604800; SameSite=Lax`;

/** Expire both auth cookies (same name and path as the user service sets them) and the hint. */
export const CLEARED_SESSION_COOKIES = [
  ...['accessToken', 'refreshToken'].map((name) => `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`),
  CLEARED_SESSION_HINT,
];

/** The Cookie header with `values` in place of (or added to) the cookies of those names. */
export function withCookies(header: string | undefined, values: Record<string, string>): string {
  const kept = (header ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && !(p.slice(0, Math.max(0, p.indexOf('='))).trim() in values));
  return [...kept, ...Object.entries(values).map(([k, v]) => `${k}=${v}`)].join('; ');
}
