import { z } from 'zod';
import { DEV_SECRET_MARKER, loadConfig } from '@minutemart/kit';
import { trustProxySetting } from './trust-proxy.js';

const url = z.string().url();

/** One URL, or the comma-separated URLs of a service's replicas (`http://a:4002,http://b:4002`). */
const replicas = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s) =>
      s
        .split(',')
        .map((u) => u.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(url).min(1, 'Provide at least one URL'));

/** Refused in production (loadConfig refuses any value with the dev marker). */
export const DEV_GUEST_SESSION_SECRET = `${DEV_SECRET_MARKER}-guest-session-secret-change-me`;

const perMinute = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const gatewayConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  JWKS_URL: url.default('http://127.0.0.1:4001/.well-known/jwks.json'),
  USER_SERVICE_URL: replicas('http://127.0.0.1:4001'),
  CATALOGUE_SERVICE_URL: replicas('http://127.0.0.1:4002'),
  CART_SERVICE_URL: replicas('http://127.0.0.1:4003'),
  ORDER_SERVICE_URL: replicas('http://127.0.0.1:4004'),
  MEDIA_SERVICE_URL: replicas('http://127.0.0.1:4005'),
  /** Every replica's /readyz is polled this often; one that fails (or refuses a connection) leaves the rotation. */
  UPSTREAM_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  UPSTREAM_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Comma-separated browser origins allowed to call /api with credentials. */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:8080,http://127.0.0.1:8080,http://localhost:5173,http://localhost:3000')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** Built frontends; when a folder is missing the gateway just serves the API. */
  SHELL_DIST: z.string().default('frontends/shell/dist'),
  STOREFRONT_DIST: z.string().default('frontends/storefront/dist'),
  ADMIN_DIST: z.string().default('frontends/admin/dist'),
  /** Where the shell finds each remote's manifest; may point at another origin (CDN, own deploy). */
  STOREFRONT_REMOTE_URL: z.string().default('/mf/storefront/mf-manifest.json'),
  ADMIN_REMOTE_URL: z.string().default('/mf/admin/mf-manifest.json'),
  /**
   * Which hops may tell the gateway the client's address (X-Forwarded-For), and so which address the
   * per-address rate limits count: `loopback` (default: a proxy on the same host), a hop count,
   * `false`, or names/IPs/CIDRs such as `loopback, uniquelocal` (behind a Kubernetes Ingress, whose
   * controller pods have private addresses). See gateway/README.md.
   */
  TRUST_PROXY: trustProxySetting,
  /** Requests per minute to the whole API per signed-in user, or per guest session (the signed guestSession cookie). */
  RATE_LIMIT_PER_MINUTE: perMinute(600),
  /**
   * Per address, requests that carry no valid session (no cookie, a tampered one, a client that keeps
   * no cookies): one pool for everyone behind a NAT who has none yet, so ten times a shopper's budget.
   */
  RATE_LIMIT_NO_SESSION_PER_MINUTE: perMinute(6_000),
  /**
   * Per address, new guest sessions minted: each is a budget of its own, so this bounds how many
   * budgets one address can open a minute (a client that drops its cookie gets no more than this).
   */
  RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE: perMinute(600),
  /** Signs the guestSession cookie (HMAC-SHA256); changing it starts every guest on a new session. */
  GUEST_SESSION_SECRET: z.string().min(16).default(DEV_GUEST_SESSION_SECRET),
  /**
   * Per address and endpoint, each its own budget, sized for carrier NAT (thousands of shoppers
   * behind one address). Guessing is stopped per account in the user service (login lock, OTP
   * limits); these only cap what one address can throw at many accounts. Login counts failed
   * attempts only, so shoppers who sign in successfully never use up their neighbours' budget.
   */
  RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: perMinute(300),
  RATE_LIMIT_REGISTER_PER_MINUTE: perMinute(200),
  RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: perMinute(60),
  RATE_LIMIT_VERIFY_OTP_PER_MINUTE: perMinute(120),
  RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: perMinute(60),
  /** Prefix of the gateway's Redis keys (rate-limit counters, session refreshes in progress). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:-]+$/)
    .default('mm'),
  /**
   * A refresh token the gateway just rotated keeps yielding the same new tokens for this long, so
   * parallel requests of one page (and requests sent before the browser stored the new cookie) do
   * not trip reuse detection. After it, presenting the old token revokes the login as usual.
   */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(1).max(120).default(20),
  /**
   * Public catalogue reads (search, suggestions, home rows, listings, product details) answered from
   * the gateway's cache for this long; 0 turns the cache off. Changes a shopper would see drop it at
   * once and a stock move drops the answers showing that product (the catalogue announces both on
   * Redis, ADR 0021): the age limit only bounds an announcement that was lost.
   */
  PUBLIC_CACHE_FRESH_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
  /** Up to this age an answer is still served while one request refreshes it. */
  PUBLIC_CACHE_MAX_AGE_MS: z.coerce.number().int().min(0).max(120_000).default(60_000),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const readGatewayConfig = (env: Record<string, string | undefined> = process.env): GatewayConfig => loadConfig(gatewayConfigSchema, env);
