import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@minutemart/kit';

export const cartConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4003),
  MONGO_DB: z.string().default('minutemart_cart'),
});

export type CartConfig = z.infer<typeof cartConfigSchema>;

export const readCartConfig = (env: Record<string, string | undefined> = process.env): CartConfig =>
  loadConfig(cartConfigSchema, env);
