import type { CookieOptions, Response } from 'express';

/**
 * httpOnly cookies that work when the client and API share a host on different ports
 * (SameSite=Lax), Secure in production. The existing client authenticates by these alone.
 */
export function cookieOptions(secure: boolean, maxAgeMs: number): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: maxAgeMs };
}

export function setAuthCookies(
  res: Response,
  secure: boolean,
  tokens: { accessToken: string; accessExpiresAt: Date; refreshToken?: string; refreshExpiresAt?: Date },
): void {
  res.cookie('accessToken', tokens.accessToken, cookieOptions(secure, tokens.accessExpiresAt.getTime() - Date.now()));
  if (tokens.refreshToken && tokens.refreshExpiresAt) {
    res.cookie('refreshToken', tokens.refreshToken, cookieOptions(secure, tokens.refreshExpiresAt.getTime() - Date.now()));
  }
}

export function clearAuthCookies(res: Response, secure: boolean): void {
  const { maxAge: _drop, ...opts } = cookieOptions(secure, 0);
  res.clearCookie('accessToken', opts);
  res.clearCookie('refreshToken', opts);
}
