import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { gstRateField, hsnField } from './tax-fields.js';

/** The catalogue's answer to order.placed; aggregate and key = the order id. */
const pricedLine = z.object({
  productId: z.string(),
  quantity: z.number().int().positive(),
  name: z.string(),
  image: z.array(z.string()),
  unit: z.string(),
  /** Rupees and percent, as the catalogue held them at the moment of reservation. */
  price: z.number().nonnegative(),
  discount: z.number().min(0).max(100),
  /** The product's tax data when the stock was held (absent from catalogues before it): what its invoice line carries. */
  hsn: hsnField.optional(),
  gstRate: gstRateField.optional(),
});

export const stockReservedV1 = defineEvent({
  type: 'stock.reserved',
  version: 1,
  topic: 'stock',
  data: z.object({ orderId: z.string(), storeId: z.string(), lines: z.array(pricedLine).min(1), at: z.string().datetime() }),
});

export const stockRejectedV1 = defineEvent({
  type: 'stock.rejected',
  version: 1,
  topic: 'stock',
  data: z.object({
    orderId: z.string(),
    storeId: z.string(),
    /** Every line that could not be held, with what was left of it (0 for an unknown product). */
    unavailable: z
      .array(
        z.object({
          productId: z.string(),
          name: z.string(),
          requested: z.number().int().positive(),
          available: z.number().int().nonnegative(),
          /** `not_sold`: unknown, deleted or unpublished; `out_of_stock`: fewer left than asked. */
          reason: z.enum(['out_of_stock', 'not_sold']),
          /**
           * Whose refusal it is (ADR 0015). `store`: the order's store alone: with `not_sold` the
           * product is sold but this store does not carry it, with `out_of_stock` other stores still
           * have units. `everywhere`: no store could do better. Absent from catalogues before it.
           */
          scope: z.enum(['store', 'everywhere']).optional(),
        }),
      )
      .min(1),
    at: z.string().datetime(),
  }),
});

/** Held stock went back on the shelf (cancelled, payment failed or expired). */
export const stockReleasedV1 = defineEvent({
  type: 'stock.released',
  version: 1,
  topic: 'stock',
  data: z.object({
    orderId: z.string(),
    storeId: z.string(),
    lines: z.array(z.object({ productId: z.string(), quantity: z.number().int().positive() })),
    at: z.string().datetime(),
  }),
});

/**
 * The catalogue's answers to order.substitution_requested (key = order id): the substitute's units
 * are held in the order's store with the order's other holds (released or sold with them), priced
 * as the catalogue holds it now; or they could not be held.
 */
export const stockSubstituteHeldV1 = defineEvent({
  type: 'stock.substitute_held',
  version: 1,
  topic: 'stock',
  data: z.object({ orderId: z.string(), storeId: z.string(), forProductId: z.string(), line: pricedLine, at: z.string().datetime() }),
});

export const stockSubstituteRefusedV1 = defineEvent({
  type: 'stock.substitute_refused',
  version: 1,
  topic: 'stock',
  data: z.object({
    orderId: z.string(),
    storeId: z.string(),
    forProductId: z.string(),
    substituteId: z.string(),
    name: z.string(),
    available: z.number().int().nonnegative(),
    /**
     * `not_similar`: not in the missing product's sub-category; `in_order`: the order has it
     * already; `order_closed`: the order's stock was already released or sold.
     */
    reason: z.enum(['out_of_stock', 'not_sold', 'not_similar', 'in_order', 'order_closed']),
    at: z.string().datetime(),
  }),
});
