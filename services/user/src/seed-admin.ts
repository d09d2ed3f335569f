/**
 * Upsert the development admin (`make seed`): npx tsx services/user/src/seed-admin.ts
 * Reads the service's own config (MONGO_URL, MONGO_DB, …) plus SEED_ADMIN_EMAIL,
 * SEED_ADMIN_PASSWORD and SEED_ADMIN_RESET_PASSWORD=1. Safe to run again: it never duplicates the
 * user, makes sure the role is ADMIN, and changes the password only when asked to.
 * This script is the only way to get the ADMIN role; no request body can grant it.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Connection } from 'mongoose';
import { connectMongo, createLogger, createRevocationList } from '@minutemart/kit';
import { readUserConfig } from './config.js';
import { userModel } from './data/user-model.js';
import { refreshTokenModel } from './data/refresh-token-model.js';
import { normaliseEmail } from './domain/accounts.js';
import { registeredEvents } from './domain/account-events.js';
import { Profiles } from './domain/profiles.js';
import { SessionRevoker } from './domain/sessions.js';
import { assertPasswordPolicy, hashPassword } from './domain/passwords.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@minutemart.test';
export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';

export interface SeedOptions {
  email: string;
  password: string;
  resetPassword: boolean;
  production: boolean;
}

export interface SeedResult {
  userId: string;
  created: boolean;
  promoted: boolean;
  passwordReset: boolean;
}

export function seedOptionsFromEnv(env: Record<string, string | undefined>, nodeEnv: string): SeedOptions {
  return {
    email: env['SEED_ADMIN_EMAIL']?.trim() || DEFAULT_ADMIN_EMAIL,
    password: env['SEED_ADMIN_PASSWORD'] || DEFAULT_ADMIN_PASSWORD,
    resetPassword: env['SEED_ADMIN_RESET_PASSWORD'] === '1',
    production: nodeEnv === 'production',
  };
}

/** Ends what a role change or password reset must end: the user's access tokens, or whole logins. */
export type SeedSessions = Pick<SessionRevoker, 'endAccessTokens' | 'endAllLogins'>;

export async function seedAdmin(db: Connection, opts: SeedOptions, sessions: SeedSessions): Promise<SeedResult> {
  if (opts.production && opts.password === DEFAULT_ADMIN_PASSWORD) {
    throw new Error('Refusing to seed an admin with the default password in production: set SEED_ADMIN_PASSWORD.');
  }
  assertPasswordPolicy(opts.password);
  const email = normaliseEmail(opts.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('SEED_ADMIN_EMAIL is not an email address');

  const users = userModel(db);
  await users.createIndexes(); // the unique email index must exist even if the service never ran

  let existing = await users.findOne({ email }).select('_id role').lean();
  if (!existing) {
    const doc = new users({ name: 'Admin', email, password: await hashPassword(opts.password), role: 'ADMIN', verify_email: true });
    doc.set('_outbox', registeredEvents({ userId: doc._id.toString(), name: doc.name, email, role: 'ADMIN', stores: [] }, new Date()));
    try {
      await doc.save();
      return { userId: doc._id.toString(), created: true, promoted: false, passwordReset: false };
    } catch (e) {
      if ((e as { code?: number }).code !== 11000) throw e;
      existing = await users.findOne({ email }).select('_id role').lean(); // a parallel run created it
      if (!existing) throw e;
    }
  }

  const promoted = existing.role !== 'ADMIN';
  if (promoted)
    await new Profiles(
      users,
      () => undefined,
      (id) => sessions.endAccessTokens(id),
    ).update(existing._id, { role: 'ADMIN' });
  if (opts.resetPassword) {
    await users.updateOne({ _id: existing._id }, { $set: { password: await hashPassword(opts.password), failed_logins: 0, locked_until: null } });
    await sessions.endAllLogins(existing._id);
  }
  return { userId: existing._id.toString(), created: false, promoted, passwordReset: opts.resetPassword };
}

async function main(): Promise<void> {
  const config = readUserConfig();
  const logger = createLogger('user-seed', config.LOG_LEVEL);
  const opts = seedOptionsFromEnv(process.env, config.NODE_ENV);
  const db = await connectMongo(config.MONGO_URL, config.MONGO_DB, logger, 10);
  const revocations = createRevocationList(config.REDIS_URL, logger);
  try {
    await revocations.ready();
    const sessions = new SessionRevoker(refreshTokenModel(db), revocations, config.ACCESS_TOKEN_TTL_SECONDS, logger);
    const result = await seedAdmin(db, opts, sessions);
    const what = result.created
      ? 'created'
      : [result.promoted ? 'promoted to ADMIN' : 'already ADMIN', result.passwordReset ? 'password reset' : 'password kept'].join(', ');
    console.log(`[seed] admin ${opts.email} (${result.userId}): ${what}`);
  } finally {
    await revocations.close();
    await db.close();
  }
}

const runDirectly = (() => {
  try {
    return !!process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
})();

if (runDirectly) {
  main().catch((e: unknown) => {
    console.error(`[seed] ${(e as Error).message}`);
    process.exit(1);
  });
}
