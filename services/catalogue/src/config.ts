import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@minutemart/kit';

export const catalogueConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  MONGO_DB: z.string().default('minutemart_catalogue'),
  /**
   * Serve reads from the in-process cache (default). 'false' reads from Mongo on every request:
   * slower, for a catalogue too big for memory or to rule the cache out when debugging.
   */
  CATALOGUE_CACHE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Full re-read of changed rows behind the event-driven cache, in case an event was missed. */
  CACHE_RESYNC_MS: z.coerce.number().int().min(1_000).default(30_000),
  /** How long boot waits for the cache consumer to join before warming anyway. */
  CACHE_JOIN_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** Prefix of the Redis channel that announces catalogue changes to the gateway's cache (same as the gateway's). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:-]+$/)
    .default('mm'),
  /** BullMQ key prefix; tests use their own so they never take a dev stack's jobs. */
  QUEUE_PREFIX: z.string().min(1).default('mm'),
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  IMPORT_MAX_ROWS: z.coerce.number().int().positive().default(20_000),
  /** Start the CSV import worker in this process (every replica by default). */
  IMPORT_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Where `stock` written through the original admin endpoints (product create/update, CSV rows
   * without a store) goes: a dark store's id, or `default` for the units no dark store holds
   * (ADR 0007). A store that does not exist (yet) counts as `default`.
   */
  LEGACY_STOCK_STORE: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'LEGACY_STOCK_STORE must be a dark store id (like blr-indiranagar) or default')
    .default('default'),
});

export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

export const readCatalogueConfig = (env: Record<string, string | undefined> = process.env): CatalogueConfig => loadConfig(catalogueConfigSchema, env);
