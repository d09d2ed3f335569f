import { z } from 'zod';
import { ORDER_STATES, deliveryInstructions } from '@minutemart/contracts';
import { objectIdInput } from '@minutemart/kit';

/** Largest quantity of one product in one order: a grocery basket, not a wholesale order. */
export const MAX_QTY = 50;
export const MAX_LINES = 100;

const quantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z
    .number({ error: 'Each item needs a quantity' })
    .int('Quantities must be whole numbers')
    .min(1, 'Quantities must be at least 1')
    .max(MAX_QTY, `At most ${MAX_QTY} of one product per order`),
);

/**
 * The original client sends its cart lines (`{ _id, quantity, productId: <whole product> }`);
 * only the product id and the quantity are read from them. Prices and totals in the body are
 * ignored: the server prices the order.
 */
export const list_items = z
  .array(z.object({ productId: objectIdInput('productId'), quantity }), { error: 'Your cart is empty' })
  .min(1, 'Your cart is empty')
  .max(MAX_LINES, `At most ${MAX_LINES} different products per order`);

/** `instructions`: for this order only, in place of the saved address's. */
export const placeOrderBody = z.object({ list_items, addressId: objectIdInput('a delivery address'), instructions: deliveryInstructions.optional() });

export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 200 characters')
  .max(200, 'Idempotency-Key must be 8 to 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII')
  .optional();

export const orderIdBody = z.object({
  orderId: z
    .string({ error: 'Provide orderId' })
    .trim()
    .regex(/^ORD-[0-9a-f]{24}$/, 'Provide a valid orderId'),
});

export const adminCancelBody = orderIdBody.extend({ reason: z.string().trim().max(200).optional() });

export const advanceBody = orderIdBody.extend({
  to: z.enum(['picking', 'packed', 'out_for_delivery', 'delivered'], { error: 'to must be picking, packed, out_for_delivery or delivered' }),
});

export const boardQuery = z.object({
  state: z.enum(ORDER_STATES).optional().catch(undefined),
  q: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(50).default(50),
});

export const devPayBody = orderIdBody.extend({ outcome: z.enum(['paid', 'failed', 'expired'], { error: 'outcome must be paid, failed or expired' }) });

export const pincode = z
  .string({ error: 'Enter a 6-digit pincode' })
  .trim()
  .regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit pincode');

export const pincodeQuery = z.object({ pincode });

const storeId = z
  .string({ error: 'Provide store' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'Provide a valid store');
export const storeIdInput = storeId;

export const storeQueueQuery = z.object({
  store: storeId,
  stage: z.enum(['pick', 'deliver'], { error: 'stage must be pick or deliver' }).default('pick'),
});

/** A line of the order being ticked; without `quantity`, every unit still to tick. */
export const tickBody = orderIdBody.extend({
  productId: objectIdInput('productId'),
  quantity: z.coerce
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_QTY)
    .optional(),
});

export const substituteBody = tickBody.extend({ substituteId: objectIdInput('substituteId') });

/** At most a month: the dashboard reads each order of the range. */
export const MAX_RANGE_MS = 31 * 86_400_000;

/** Checked once the defaults are filled in (to = now, from = to − 24 h). */
export const dashboardQuery = z.object({
  from: z.coerce.date({ error: 'from must be a date' }).optional(),
  to: z.coerce.date({ error: 'to must be a date' }).optional(),
  store: storeId.optional(),
});
