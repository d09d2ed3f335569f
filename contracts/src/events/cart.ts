import { z } from 'zod';
import { defineEvent } from '../define-event.js';

/** One line of one shopper's cart; the aggregate (and partition key) is the shopper's cart = userId. */
const line = {
  userId: z.string(),
  itemId: z.string(),
  productId: z.string(),
};

export const cartItemAddedV1 = defineEvent({
  type: 'cart.item_added',
  version: 1,
  topic: 'cart',
  data: z.object({
    ...line,
    quantity: z.number().int().positive(),
    /** The product's price and discount (percent) when it was added, for analytics. */
    price: z.number().nonnegative(),
    discount: z.number().min(0).max(100),
  }),
});

export const cartQuantityChangedV1 = defineEvent({
  type: 'cart.quantity_changed',
  version: 1,
  topic: 'cart',
  data: z.object({
    ...line,
    previousQuantity: z.number().int().positive(),
    quantity: z.number().int().positive(),
  }),
});

export const cartItemRemovedV1 = defineEvent({
  type: 'cart.item_removed',
  version: 1,
  topic: 'cart',
  data: z.object({
    ...line,
    quantity: z.number().int().positive(),
    /** `removed`: the shopper took it out; `product_unavailable`: the product was deleted or unpublished. */
    reason: z.enum(['removed', 'product_unavailable']),
  }),
});

/** An order was confirmed: what it bought left the shopper's cart (quantities added since stay). */
export const cartCheckedOutV1 = defineEvent({
  type: 'cart.checked_out',
  version: 1,
  topic: 'cart',
  data: z.object({
    userId: z.string(),
    orderId: z.string(),
    lines: z.array(z.object({ productId: z.string(), quantity: z.number().int().positive() })),
  }),
});
