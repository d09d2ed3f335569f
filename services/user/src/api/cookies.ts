import type { CookieOptions, Response } from 'express';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@minutemart/contracts/session-hint';

/**
 * httpOnly cookies that work when the client and API share a host on different ports
 * (SameSite=Lax), Secure in production. The existing client authenticates by these alone.
 */
export function cookieOptions(secure: boolean, maxAgeMs: number): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: maxAgeMs };
}

/** The readable "signed in" hint lives as long as the refresh token it stands for. */
function hintOptions(secure: boolean, maxAgeMs: number): CookieOptions {
  return { ...cookieOptions(secure, maxAgeMs), httpOnly: false };
}

export function setAuthCookies(
  res: Response,
  secure: boolean,
  tokens: { accessToken: string; accessExpiresAt: Date; refreshToken?: string; refreshExpiresAt?: Date },
): void {
  res.cookie('accessToken', tokens.accessToken, cookieOptions(secure, tokens.accessExpiresAt.getTime() - Date.now()));
  if (tokens.refreshToken && tokens.refreshExpiresAt) {
    const refreshMs = tokens.refreshExpiresAt.getTime() - Date.now();
    res.cookie('refreshToken', tokens.refreshToken, cookieOptions(secure, refreshMs));
    res.cookie(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, hintOptions(secure, refreshMs));
  }
}

/** A session that cannot go on (a refused refresh): the shell must stop expecting one. */
export function clearSessionHint(res: Response, secure: boolean): void {
  const { maxAge: _drop, ...opts } = hintOptions(secure, 0);
  res.clearCookie(SESSION_HINT_COOKIE, opts);
}

export function clearAuthCookies(res: Response, secure: boolean): void {
  const { maxAge: _drop, ...opts } = cookieOptions(secure, 0);
  res.clearCookie('accessToken', opts);
  res.clearCookie('refreshToken', opts);
  clearSessionHint(res, secure);
}
