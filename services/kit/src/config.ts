import { z } from 'zod';

/** Settings every service reads. Services extend this with their own keys. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535),
  /** Interface to listen on: loopback on a laptop, 0.0.0.0 in a container. */
  HOST: z.string().default('127.0.0.1'),
  MONGO_URL: z.string().url().default('mongodb://127.0.0.1:27017'),
  MONGO_DB: z.string().min(1),
  KAFKA_BROKERS: z
    .string()
    .default('127.0.0.1:9092')
    .transform((s) =>
      s
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    ),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Where services fetch the user service's public keys to verify access tokens. */
  JWKS_URL: z.string().url().default('http://127.0.0.1:4001/.well-known/jwks.json'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Appended to every consumer group, so a test stack never takes a dev stack's events (or the reverse). */
  KAFKA_GROUP_SUFFIX: z.string().default(''),
  /**
   * Prepended to every topic name at the Kafka boundary (publish and subscribe). Empty in real
   * deployments; a test stack sets it to get its own empty topics, created at startup.
   */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]*$/)
    .default(''),
  /**
   * On SIGTERM, /readyz answers 503 this long before the listener closes, so whatever routes by it
   * (the gateway's health checks, a Kubernetes Service) stops sending new requests first. Skipped
   * when nothing has probed /readyz in the last 30 s.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(3_000),
  /** How long in-flight requests may take to finish after the listener closed. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {}

/** Values that are fine on a laptop and must never reach production. */
export const DEV_SECRET_MARKER = 'dev-only';

/**
 * Parse the environment once at startup. A missing or invalid variable stops the process with a
 * message that names it, instead of failing later somewhere deep in a request.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data as z.infer<S> & { NODE_ENV?: string };
  if (config.NODE_ENV === 'production') {
    const weak = Object.entries(config)
      .filter(([, v]) => typeof v === 'string' && v.includes(DEV_SECRET_MARKER))
      .map(([k]) => k);
    if (weak.length > 0) {
      throw new ConfigError(`Refusing to start in production with development secrets in: ${weak.join(', ')}`);
    }
  }
  return config;
}
