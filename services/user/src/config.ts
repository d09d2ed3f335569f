import { z } from 'zod';
import { baseConfigSchema, loadConfig, DEV_SECRET_MARKER } from '@minutemart/kit';

export const userConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  MONGO_DB: z.string().default('minutemart_user'),
  /** Encrypts signing keys at rest in Mongo. */
  KEY_ENCRYPTION_SECRET: z.string().min(16).default(`${DEV_SECRET_MARKER}-key-encryption-secret`),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(7),
  /** A new signing key is made after this many days; old keys stay published until their tokens expire. */
  SIGNING_KEY_ROTATE_DAYS: z.coerce.number().positive().default(30),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),

  /** Keys OTP digests (HMAC): a leaked user collection alone cannot be brute-forced back to codes. */
  OTP_SECRET: z.string().min(16).default(`${DEV_SECRET_MARKER}-otp-secret-change-me`),
  OTP_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** How long after a verified OTP the password may be reset (once). */
  RESET_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60),
  /** Per-email limit on forgot-password requests, on top of the gateway's per-IP limit. */
  FORGOT_PASSWORD_MAX_REQUESTS: z.coerce.number().int().positive().default(3),
  FORGOT_PASSWORD_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /**
   * Per-email limit on OTP verifications across codes: each code burns after OTP_MAX_ATTEMPTS wrong
   * guesses, and this caps what an attacker gets by asking for new codes, from any number of IPs.
   */
  OTP_GUESSES_PER_WINDOW: z.coerce.number().int().positive().default(10),
  OTP_GUESS_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Prefix of this service's Redis keys (BullMQ queues, rate-limit counters). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('mm'),

  SMTP_URL: z.string().url().default('smtp://127.0.0.1:1025'),
  /** Where the shell is served: invitation mails link to its staff page. */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:8080'),
  /** How long a staff invitation link stays usable. */
  STAFF_INVITE_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(72),
  MAIL_FROM: z.string().min(3).default('Minutemart <no-reply@minutemart.test>'),

  /** The media service stores avatars; we forward the checked image to it. */
  MEDIA_SERVICE_URL: z.string().url().default('http://127.0.0.1:4005'),
  MEDIA_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  AVATAR_MAX_MB: z.coerce.number().positive().max(50).default(5),

  /** Order mails (ADR 0019): the order service answers what an order holds and its invoice on /internal. */
  ORDER_SERVICE_URL: z.string().url().default('http://127.0.0.1:4004'),
  /** Shared with order and media for /internal calls that carry private data; production sets its own. */
  INTERNAL_TOKEN: z.string().min(16).default('dev-only-internal-token'),
  /** How often the notification sender looks for mail due (new, or due for another try). */
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** First retry after a failed send; doubled each time up to NOTIFY_RETRY_MAX_MS. */
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  NOTIFY_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(15 * 60_000),
});

export type UserConfig = z.infer<typeof userConfigSchema>;

export const readUserConfig = (env: Record<string, string | undefined> = process.env): UserConfig => loadConfig(userConfigSchema, env);
