import { z } from 'zod';
import { DELIVERY_TAG_KEYS, ORDER_TAG_KEYS, RATING_COMMENT_MAX } from './rating-labels.js';

const score = (what: string) =>
  z
    .number({ error: `${what} must be a whole number from 1 to 5` })
    .int(`${what} must be a whole number from 1 to 5`)
    .min(1, `${what} must be a whole number from 1 to 5`)
    .max(5, `${what} must be a whole number from 1 to 5`);

const tags = <T extends [string, ...string[]]>(keys: T, what: string) =>
  z
    .array(z.enum(keys, { error: `Unknown ${what} tag: choose from ${keys.join(', ')}` }), { error: `${what} tags must be a list` })
    .max(keys.length, `At most ${keys.length} ${what} tags`)
    .refine((list) => new Set(list).size === list.length, `Each ${what} tag once`)
    .default([]);

/**
 * A shopper's rating of a delivered order (ADR 0026): the order and its items, and the delivery
 * and its rider, each 1 to 5, with tags from the fixed lists and an optional comment. Strict: an
 * unknown field is a 400. The OpenAPI component `OrderRatingInput` describes the same shape
 * (test/order-rating.test.ts keeps the two together).
 */
export const orderRatingInput = z
  .object(
    {
      orderScore: score('orderScore'),
      deliveryScore: score('deliveryScore'),
      orderTags: tags(ORDER_TAG_KEYS, 'order'),
      deliveryTags: tags(DELIVERY_TAG_KEYS, 'delivery'),
      comment: z
        .string({ error: 'The comment must be text' })
        .trim()
        .max(RATING_COMMENT_MAX, `Keep the comment to ${RATING_COMMENT_MAX} characters`)
        .optional(),
    },
    { error: (i) => (i.code === 'unrecognized_keys' ? `Unknown rating field: ${i.keys.join(', ')}` : 'A rating must be an object') },
  )
  .strict();

export type OrderRatingInput = z.infer<typeof orderRatingInput>;
