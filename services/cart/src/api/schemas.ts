import { z } from 'zod';

const HEX24 = /^[0-9a-fA-F]{24}$/;

/**
 * An id as a string or as `{ _id }` (the client sometimes sends whole objects). Anything else,
 * an operator object like `{ "$ne": null }` included, is refused here, before any query.
 */
const objectId = (label: string) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) && '_id' in v ? (v as { _id: unknown })._id : v),
    z
      .string({ error: (i) => (i.input === undefined || i.input === null ? `Provide ${label}` : `Provide a valid ${label}`) })
      .regex(HEX24, `Provide a valid ${label}`)
      .transform((s) => s.toLowerCase()),
  );

/** A whole number of at least 1; numeric strings ("3") are accepted, as the client may send them. */
const quantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z
    .number({ error: (i) => (i.input === undefined || i.input === null || i.input === '' ? 'Provide qty' : 'qty must be a number') })
    .int('qty must be a whole number')
    .min(1, 'qty must be at least 1'),
);

export const addItemBody = z.object({ productId: objectId('productId') });

export const updateQtyBody = z.object({ _id: objectId('cart item id'), qty: quantity });

export const itemIdBody = z.object({ _id: objectId('cart item id') });
