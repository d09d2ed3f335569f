import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@minutemart/kit';

export const orderConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4004),
  MONGO_DB: z.string().default('minutemart_order'),
});

export type OrderConfig = z.infer<typeof orderConfigSchema>;

export const readOrderConfig = (env: Record<string, string | undefined> = process.env): OrderConfig =>
  loadConfig(orderConfigSchema, env);
