import { z } from 'zod';
import { objectIdInput } from '@minutemart/kit';

/** A whole number of at least 1; numeric strings ("3") are accepted, as the client may send them. */
const quantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z
    .number({ error: (i) => (i.input === undefined || i.input === null || i.input === '' ? 'Provide qty' : 'qty must be a number') })
    .int('qty must be a whole number')
    .min(1, 'qty must be at least 1'),
);

export const addItemBody = z.object({ productId: objectIdInput('productId') });

export const updateQtyBody = z.object({ _id: objectIdInput('cart item id'), qty: quantity });

export const itemIdBody = z.object({ _id: objectIdInput('cart item id') });

/** A guest cart from the browser: at most 500 lines (more than any cart may hold; the rest is refused). */
export const mergeBody = z.object({
  items: z
    .array(
      z.object({
        productId: objectIdInput('productId'),
        quantity: z.preprocess(
          (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
          z
            .number({ error: 'quantity must be a number' })
            .int('quantity must be a whole number')
            .min(1, 'quantity must be at least 1')
            .max(10_000, 'quantity is too large'),
        ),
      }),
      { error: 'Provide items' },
    )
    .max(500, 'Too many items'),
});
