/** Router state passed along the forgot-password flow: /forgot-password → /verification-otp → /reset-password → /login. */
export interface OtpRouteState {
  email: string;
}

export interface ResetRouteState {
  email: string;
  /** True only after PUT /api/user/verify-forgot-password-otp succeeded. */
  verified: true;
}

function record(state: unknown): Record<string, unknown> | null {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
}

/**
 * Where to go after signing in: the page that sent the shopper to /login (router state `from`), if it
 * is a path of this site; home otherwise. Never an auth page or another origin.
 */
export function readReturnPath(state: unknown): string {
  const from = record(state)?.['from'];
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (/^\/(login|register|forgot-password|verification-otp|reset-password)(\/|\?|$)/.test(from)) return '/';
  return from;
}

/** The email passed in router state, if any. */
export function readEmailState(state: unknown): string | null {
  const email = record(state)?.['email'];
  return typeof email === 'string' && email.trim() ? email.trim() : null;
}

/** The successful OTP result passed to /reset-password, if any. */
export function readResetState(state: unknown): ResetRouteState | null {
  const email = readEmailState(state);
  return email && record(state)?.['verified'] === true ? { email, verified: true } : null;
}
