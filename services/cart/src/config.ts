import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@minutemart/kit';

export const cartConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4003),
  MONGO_DB: z.string().default('minutemart_cart'),
  /** Distinct products one cart may hold: keeps the cart document (and every read of it) small. */
  CART_MAX_ITEMS: z.coerce.number().int().min(1).max(500).default(100),
  /** How long boot waits for Kafka to check whether the product read model needs a replay. */
  REWIND_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type CartConfig = z.infer<typeof cartConfigSchema>;

export const readCartConfig = (env: Record<string, string | undefined> = process.env): CartConfig =>
  loadConfig(cartConfigSchema, env);
