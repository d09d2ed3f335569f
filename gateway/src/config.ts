import { z } from 'zod';
import { loadConfig } from '@minutemart/kit';

const url = z.string().url();

export const gatewayConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  JWKS_URL: url.default('http://127.0.0.1:4001/.well-known/jwks.json'),
  USER_SERVICE_URL: url.default('http://127.0.0.1:4001'),
  CATALOGUE_SERVICE_URL: url.default('http://127.0.0.1:4002'),
  CART_SERVICE_URL: url.default('http://127.0.0.1:4003'),
  ORDER_SERVICE_URL: url.default('http://127.0.0.1:4004'),
  MEDIA_SERVICE_URL: url.default('http://127.0.0.1:4005'),
  /** Comma-separated browser origins allowed to call /api with credentials. */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:8080,http://127.0.0.1:8080,http://localhost:5173,http://localhost:3000')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  /** Built frontends; when a folder is missing the gateway just serves the API. */
  SHELL_DIST: z.string().default('frontends/shell/dist'),
  STOREFRONT_DIST: z.string().default('frontends/storefront/dist'),
  ADMIN_DIST: z.string().default('frontends/admin/dist'),
  /** Where the shell finds each remote's manifest; may point at another origin (CDN, own deploy). */
  STOREFRONT_REMOTE_URL: z.string().default('/mf/storefront/mf-manifest.json'),
  ADMIN_REMOTE_URL: z.string().default('/mf/admin/mf-manifest.json'),
  /** Requests per minute per client for the whole API, and for the sensitive account endpoints. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const readGatewayConfig = (env: Record<string, string | undefined> = process.env): GatewayConfig =>
  loadConfig(gatewayConfigSchema, env);
