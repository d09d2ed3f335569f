import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '@minutemart/kit';

/** argon2id with OWASP's memory-hard parameters (19 MiB, 2 passes). */
export const hashPassword = (plain: string): Promise<string> => hash(plain, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export const verifyPassword = async (hashed: string, plain: string): Promise<boolean> => {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
};

/** A hash to compare against when the email is unknown, so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('minutemart-decoy-password'));

/** Readable, not annoying: length plus a letter and a digit, and no absurd length. */
export function assertPasswordPolicy(password: string): void {
  if (password.length < 8) throw badRequest('Password must be at least 8 characters long');
  if (password.length > 128) throw badRequest('Password must be at most 128 characters long');
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    throw badRequest('Password must contain at least one letter and one number');
  }
}
