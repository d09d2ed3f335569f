import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { ORDER_STATES, ORDER_STATES_V1, PAYMENT_METHODS } from '../order-states.js';
import { FEE_KINDS } from '../price-breakdown.js';
import { STAFF_ROLES } from '../permissions.js';

/** The aggregate (and partition key) is the order: `orderId`. */
const orderLine = z.object({ productId: z.string(), quantity: z.number().int().positive() });

/**
 * Who did it: `id` the user id (staff and shoppers), `name` when the order service knows it. Kind
 * `admin` is any staff member (it was named when admins were the only staff); `role` says which
 * (PICKER, RIDER, STORE_MANAGER, SUPPORT or ADMIN). Optional, so version-1 readers are unaffected
 * and events published before it still parse; a new staff role needs new event versions.
 */
const actor = z.object({
  kind: z.enum(['shopper', 'admin', 'system', 'payment']),
  id: z.string().optional(),
  name: z.string().optional(),
  role: z.enum(STAFF_ROLES).optional(),
});

/**
 * Shared by every state change: which order, whose, from what to what, who did it and when.
 * Version-1 events keep the states they were published with (ORDER_STATES_V1): an order being
 * picked reads as `confirmed` in them, so a v1 consumer never meets a state it cannot parse.
 */
const transition = {
  orderId: z.string(),
  userId: z.string(),
  storeId: z.string(),
  from: z.enum(ORDER_STATES_V1),
  to: z.enum(ORDER_STATES_V1),
  by: actor,
  at: z.string().datetime(),
  /** 1, 2, 3… per order: lets a reader order or de-duplicate transitions without the bus. */
  seq: z.number().int().positive(),
  reason: z.string().optional(),
};

const lines = z.array(orderLine).min(1);

/** A shopper placed an order; the catalogue answers with stock.reserved or stock.rejected. */
export const orderPlacedV1 = defineEvent({
  type: 'order.placed',
  version: 1,
  topic: 'order',
  data: z.object({
    orderId: z.string(),
    userId: z.string(),
    storeId: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    lines,
    at: z.string().datetime(),
  }),
});

/** Stock is held (COD orders go on to be packed); the cart empties on this. */
export const orderConfirmedV1 = defineEvent({ type: 'order.confirmed', version: 1, topic: 'order', data: z.object({ ...transition, lines }) });
export const orderRejectedV1 = defineEvent({ type: 'order.rejected', version: 1, topic: 'order', data: z.object(transition) });
export const orderAwaitingPaymentV1 = defineEvent({
  type: 'order.awaiting_payment',
  version: 1,
  topic: 'order',
  data: z.object({ ...transition, paymentId: z.string() }),
});
export const orderPaidV1 = defineEvent({
  type: 'order.paid',
  version: 1,
  topic: 'order',
  data: z.object({ ...transition, paymentId: z.string(), amountPaise: z.number().int().nonnegative() }),
});
/** The three below release the order's stock. */
export const orderPaymentFailedV1 = defineEvent({ type: 'order.payment_failed', version: 1, topic: 'order', data: z.object(transition) });
export const orderExpiredV1 = defineEvent({ type: 'order.expired', version: 1, topic: 'order', data: z.object(transition) });
export const orderCancelledV1 = defineEvent({ type: 'order.cancelled', version: 1, topic: 'order', data: z.object(transition) });
export const orderPackedV1 = defineEvent({ type: 'order.packed', version: 1, topic: 'order', data: z.object(transition) });
export const orderOutForDeliveryV1 = defineEvent({ type: 'order.out_for_delivery', version: 1, topic: 'order', data: z.object(transition) });
/** Delivered: the held stock is sold for good. */
export const orderDeliveredV1 = defineEvent({ type: 'order.delivered', version: 1, topic: 'order', data: z.object(transition) });

/**
 * The steps people do in the dark store (ADR 0007). Each names the order, its shopper and store,
 * who did it and when, and the order's `seq` after it (steps count like transitions).
 */
const step = {
  orderId: z.string(),
  userId: z.string(),
  storeId: z.string(),
  by: actor,
  at: z.string().datetime(),
  seq: z.number().int().positive(),
};

/** A picker claimed the order: confirmed → picking. States use today's full list. */
export const orderPickingV1 = defineEvent({
  type: 'order.picking',
  version: 1,
  topic: 'order',
  data: z.object({ ...step, from: z.enum(ORDER_STATES), to: z.enum(ORDER_STATES), reason: z.string().optional() }),
});

/** Units of one line put in the bag; `picked` is the line's running total. */
export const orderItemPickedV1 = defineEvent({
  type: 'order.item_picked',
  version: 1,
  topic: 'order',
  data: z.object({ ...step, productId: z.string(), quantity: z.number().int().positive(), picked: z.number().int().positive() }),
});

/**
 * Units of one line not on the shelf: they are taken off the order and their price is a refund
 * line (paise). `grandTotalPaise` is the order's new total. The store's count for the product was
 * wrong; the catalogue may use this to correct it.
 */
export const orderItemMissingV1 = defineEvent({
  type: 'order.item_missing',
  version: 1,
  topic: 'order',
  data: z.object({
    ...step,
    productId: z.string(),
    name: z.string(),
    quantity: z.number().int().positive(),
    refundPaise: z.number().int().nonnegative(),
    grandTotalPaise: z.number().int().nonnegative(),
  }),
});

/** A rider took the packed order (it leaves with them at out_for_delivery). */
export const orderRiderAssignedV1 = defineEvent({ type: 'order.rider_assigned', version: 1, topic: 'order', data: z.object(step) });

/**
 * A picker found units of one line missing and picked `substituteId` (same sub-category) to send
 * instead. The catalogue answers with stock.substitute_held (the units are held in the order's
 * store) or stock.substitute_refused; until then the line's units stay unticked.
 */
export const orderSubstitutionRequestedV1 = defineEvent({
  type: 'order.substitution_requested',
  version: 1,
  topic: 'order',
  data: z.object({ ...step, productId: z.string(), name: z.string(), substituteId: z.string(), quantity: z.number().int().positive() }),
});

/**
 * The substitute is in the bag in place of `quantity` units of `productId`. The shopper never pays
 * more than for what they ordered: a dearer substitute is charged at the original's price, a
 * cheaper one at its own, the difference being a refund line (`refundPaise`, maybe 0).
 */
export const orderItemSubstitutedV1 = defineEvent({
  type: 'order.item_substituted',
  version: 1,
  topic: 'order',
  data: z.object({
    ...step,
    productId: z.string(),
    substituteId: z.string(),
    /** The substitute's name. */
    name: z.string(),
    quantity: z.number().int().positive(),
    refundPaise: z.number().int().nonnegative(),
    grandTotalPaise: z.number().int().nonnegative(),
  }),
});

/**
 * Version 2 of the events that settle what an order costs (ADR 0018): the same facts as version 1
 * plus the bill fixed on the order, so a reader never has to ask the order service what was charged
 * or given back. States are today's full list (an order being picked reads as `picking`). Published
 * next to version 1 while version 1 has consumers.
 */
const transitionV2 = { ...transition, from: z.enum(ORDER_STATES), to: z.enum(ORDER_STATES) };
const charges = z.object({
  /** The items after product discounts. */
  itemsPaise: z.number().int().nonnegative(),
  feesPaise: z.number().int().nonnegative(),
  discountPaise: z.number().int().nonnegative(),
  grandTotalPaise: z.number().int().nonnegative(),
  fees: z.array(z.object({ kind: z.enum(FEE_KINDS), label: z.string(), amountPaise: z.number().int().nonnegative() })),
  discounts: z.array(z.object({ offerId: z.string(), code: z.string().nullable(), amountPaise: z.number().int().nonnegative() })),
});

/** Stock held and the order going ahead, with its bill (fees and discounts as charged). */
export const orderConfirmedV2 = defineEvent({ type: 'order.confirmed', version: 2, topic: 'order', data: z.object({ ...transitionV2, lines, charges }) });

/**
 * The order is not going ahead: its fees are not charged and its offers' redemptions are given
 * back. `charges`: the bill as it stood (as quoted at placement while the stock was not held yet);
 * `refundPaise`: what the shopper had paid and is due back (a paid card order), else 0.
 */
const settled = { ...transitionV2, charges, refundPaise: z.number().int().nonnegative() };
export const orderCancelledV2 = defineEvent({ type: 'order.cancelled', version: 2, topic: 'order', data: z.object(settled) });
export const orderRejectedV2 = defineEvent({ type: 'order.rejected', version: 2, topic: 'order', data: z.object(settled) });
export const orderExpiredV2 = defineEvent({ type: 'order.expired', version: 2, topic: 'order', data: z.object(settled) });
export const orderPaymentFailedV2 = defineEvent({ type: 'order.payment_failed', version: 2, topic: 'order', data: z.object(settled) });

/**
 * The shopper rated a delivered order (ADR 0026), once per order: the order and its items, and the
 * delivery, 1 to 5 each, with tags and an optional comment. `riderId`: the order's rider (who took
 * it, or who dispatched it from the orders board), null when it has none. Tags are plain strings here, not the list's enum, so a tag
 * added to the list (contracts/src/rating-labels.ts) needs no new version.
 */
export const orderRatedV1 = defineEvent({
  type: 'order.rated',
  version: 1,
  topic: 'order',
  data: z.object({
    orderId: z.string(),
    userId: z.string(),
    storeId: z.string(),
    riderId: z.string().nullable(),
    orderScore: z.number().int().min(1).max(5),
    deliveryScore: z.number().int().min(1).max(5),
    orderTags: z.array(z.string()),
    deliveryTags: z.array(z.string()),
    comment: z.string().optional(),
    deliveredAt: z.string().datetime(),
    at: z.string().datetime(),
  }),
});
