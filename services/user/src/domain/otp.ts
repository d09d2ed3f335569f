import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 6;

/** Uniform over 000000–999999 from the CSPRNG. */
export const generateOtp = (): string =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

/** Keyed and bound to the user, so equal codes of two users never share a digest. */
export const otpDigest = (secret: string, userId: string, otp: string): string =>
  createHmac('sha256', secret).update(`password-reset:${userId}:${otp}`).digest('hex');

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
