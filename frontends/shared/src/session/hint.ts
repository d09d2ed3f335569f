import { parse } from 'cookie';
import { SESSION_HINT_COOKIE } from '@minutemart/contracts/session-hint';

/**
 * Whether the readable "signed in" hint cookie is there (set beside the httpOnly session cookies by
 * the user service, kept in step by the gateway on page loads). Without it there is no session to
 * ask about: a guest's page makes no user-details or refresh-token call that could only answer 401.
 * Where there is no document (tests, tools) nothing can be known, so it answers true.
 */
export function hasSessionHint(): boolean {
  const cookie = (globalThis as { document?: { cookie?: unknown } }).document?.cookie;
  if (typeof cookie !== 'string') return true;
  return Boolean(parse(cookie)[SESSION_HINT_COOKIE]?.trim());
}
