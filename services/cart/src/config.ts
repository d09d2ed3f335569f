import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@minutemart/kit';

export const cartConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4003),
  MONGO_DB: z.string().default('minutemart_cart'),
  /** Distinct products one cart may hold: keeps the cart document (and every read of it) small. */
  CART_MAX_ITEMS: z.coerce.number().int().min(1).max(500).default(100),
  /**
   * The catalogue, asked for a product the read model has not seen (its event is still on the way):
   * a product an admin just created can go into a cart at once (ADR 0015).
   */
  CATALOGUE_SERVICE_URL: z.string().url().default('http://127.0.0.1:4002'),
  /** How long one such question may take before the add is refused as "cannot be checked right now". */
  CATALOGUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** How long boot waits for Kafka to check whether the product read model needs a replay. */
  REWIND_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type CartConfig = z.infer<typeof cartConfigSchema>;

export const readCartConfig = (env: Record<string, string | undefined> = process.env): CartConfig => loadConfig(cartConfigSchema, env);
