import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@minutemart/kit';

/** The signing secret every dev and test stack shares; production must bring its own. */
export const DEV_WEBHOOK_SECRET = 'whsec_minutemart_dev';
/** Accepted by stripe-mock (any sk_test_ key of letters and digits); never a real account's. */
export const DEV_STRIPE_KEY = 'sk_test_minutemartdev';

export const orderConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4004),
    MONGO_DB: z.string().default('minutemart_order'),
    /** The user service, asked whether a delivery address belongs to the shopper (read-your-writes). */
    USER_SERVICE_URL: z.string().url().default('http://127.0.0.1:4001'),
    /** The catalogue's internal read: today's price and each store's units for buy again (ADR 0024). */
    CATALOGUE_SERVICE_URL: z.string().url().default('http://127.0.0.1:4002'),
    /** How long one product's question may take before a reorder preview answers "cannot be checked right now". */
    CATALOGUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
    /** Where the shopper's browser comes back to after paying (success/cancel pages). */
    PUBLIC_BASE_URL: z.string().url().default('http://localhost:8080'),
    STRIPE_SECRET_KEY: z.string().min(1).default(DEV_STRIPE_KEY),
    /** stripe-mock locally; unset in production to talk to Stripe itself. */
    STRIPE_API_BASE: z.string().url().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).default(DEV_WEBHOOK_SECRET),
    /** Seconds a webhook signature stays valid (replay protection). */
    STRIPE_WEBHOOK_TOLERANCE_S: z.coerce.number().int().min(1).max(3600).default(300),
    /** How long placement waits for the catalogue's stock answer before answering 202. */
    ORDER_CONFIRM_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
    /** A card order not paid within this window expires and its stock goes back on the shelf. */
    PAYMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(30 * 60_000),
    /** Without an Idempotency-Key, the same shopper placing the same order again within this window gets the first one. */
    ORDER_DEDUPE_WINDOW_MS: z.coerce.number().int().min(0).default(10_000),
    /** One-store mode's promise (no dark store known): delivered this many minutes after confirmation. */
    DELIVERY_PROMISE_MINUTES: z.coerce.number().int().min(1).default(10),
    // The delivery promise of a dark store (ADR 0007):
    //   picking = PICK_MINUTES_PER_ORDER × ceil((orders confirmed or picking + 1) / max(pickers, 1))
    //   travel  = HANDOVER_MINUTES + km / RIDER_KMPH × 60
    /** Minutes one picker takes for one order. */
    PICK_MINUTES_PER_ORDER: z.coerce.number().positive().max(120).default(4),
    /** Packing, handing the bag to a rider and finding the door. */
    HANDOVER_MINUTES: z.coerce.number().min(0).max(120).default(2),
    /** Average rider speed in town. */
    RIDER_KMPH: z.coerce.number().positive().max(120).default(20),
    /** A store stops taking orders by itself when its promise grows past this… */
    PAUSE_AT_MINUTES: z.coerce.number().positive().max(600).default(30),
    /** …and takes them again once it is back below this (lower, so it does not flap). */
    RESUME_AT_MINUTES: z.coerce.number().positive().max(600).default(20),
    /**
     * A store with rider capacity on and no rider on shift: minutes until a rider called in reaches
     * it (ADR 0027). Each order ahead then adds a round trip.
     */
    NO_RIDER_MINUTES: z.coerce.number().min(0).max(600).default(15),
    /** How often each replica reloads the stores (and their load) other replicas wrote. */
    STORE_REFRESH_MS: z.coerce.number().int().min(100).default(5_000),
    /** Open order streams one user may hold (each tab holds one); past it the oldest is closed. */
    ORDER_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(16),
    /** How often redemptions left open by orders that failed or were never written are looked for and given back. */
    REDEMPTION_SWEEP_MS: z.coerce.number().int().min(1_000).default(60_000),
    /** The media service, which keeps the invoice PDFs (ADR 0019). */
    MEDIA_SERVICE_URL: z.string().url().default('http://127.0.0.1:4005'),
    /** Shared with media and user for /internal calls that carry private data; production sets its own. */
    INTERNAL_TOKEN: z.string().min(16).default('dev-only-internal-token'),
    /** BullMQ key prefix: a test stack keeps its jobs apart from a dev stack's. */
    QUEUE_PREFIX: z.string().default('mm'),
  })
  .superRefine((c, ctx) => {
    if (c.RESUME_AT_MINUTES >= c.PAUSE_AT_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['RESUME_AT_MINUTES'],
        message: 'must be below PAUSE_AT_MINUTES, or a busy store would flap between paused and open',
      });
    }
    if (c.NODE_ENV === 'production' && c.STRIPE_WEBHOOK_SECRET === DEV_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'production needs its own webhook signing secret' });
    }
    if (c.NODE_ENV === 'production' && c.STRIPE_SECRET_KEY === DEV_STRIPE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'production needs its own Stripe secret key' });
    }
  });

export type OrderConfig = z.infer<typeof orderConfigSchema>;

export const readOrderConfig = (env: Record<string, string | undefined> = process.env): OrderConfig => loadConfig(orderConfigSchema, env);
