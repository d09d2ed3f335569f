import type { Role } from './permissions.js';

/** The response envelope every /api call answers with, success or not. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  error: boolean;
  message: string;
  data: T;
  [extra: string]: unknown;
}

/** Claims of an access token issued by the user service. */
export interface AccessClaims {
  sub: string;
  role: Role;
  email: string;
  /**
   * Session id: names the refresh token this access token was issued with, so one session can be
   * revoked before the token expires. Tokens issued before sessions had ids carry none.
   */
  sid?: string;
  /** The dark stores a store-bound role (PICKER, RIDER, STORE_MANAGER) acts for; absent for other roles. */
  stores?: string[];
}

export const JWT_ISSUER = 'minutemart-user';
export const JWT_AUDIENCE = 'minutemart-api';

export { STAFF_INVITE_PATH } from './staff-invite.js';
