import { z } from 'zod';
import { baseConfigSchema, loadConfig, DEV_SECRET_MARKER } from '@minutemart/kit';

export const userConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  MONGO_DB: z.string().default('minutemart_user'),
  /** Encrypts signing keys at rest in Mongo. */
  KEY_ENCRYPTION_SECRET: z.string().min(16).default(`${DEV_SECRET_MARKER}-key-encryption-secret`),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(7),
  /** A new signing key is made after this many days; old keys stay published until their tokens expire. */
  SIGNING_KEY_ROTATE_DAYS: z.coerce.number().positive().default(30),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
});

export type UserConfig = z.infer<typeof userConfigSchema>;

export const readUserConfig = (env: Record<string, string | undefined> = process.env): UserConfig =>
  loadConfig(userConfigSchema, env);
