import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import type { EventEnvelope } from '../envelope.js';
import { gstRateField, hsnField } from './tax-fields.js';

const ref = z.object({ _id: z.string(), name: z.string() });

const categorySnapshot = z.object({ _id: z.string(), name: z.string(), image: z.string() });
const subCategorySnapshot = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  category: z.array(ref),
});

/** What other services need to know about a product without calling the catalogue. */
export const productSnapshot = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  unit: z.string(),
  price: z.number().nonnegative(),
  discount: z.number().min(0).max(100),
  /** Units on every shelf together (the original client's `stock`). */
  stock: z.number().int().nonnegative(),
  /** Units per dark store, by store id; absent while the catalogue runs as one default store. */
  storeStock: z.record(z.string(), z.number().int().nonnegative()).optional(),
  publish: z.boolean(),
  category: z.array(ref),
  subCategory: z.array(ref),
  /** Tax data (absent from catalogues before it): HSN code (4, 6 or 8 digits) and GST rate in percent. */
  hsn: hsnField.optional(),
  gstRate: gstRateField.optional(),
});
export type ProductSnapshot = z.infer<typeof productSnapshot>;

export const categoryCreatedV1 = defineEvent({ type: 'category.created', version: 1, topic: 'category', data: categorySnapshot });
export const categoryUpdatedV1 = defineEvent({ type: 'category.updated', version: 1, topic: 'category', data: categorySnapshot });
export const categoryDeletedV1 = defineEvent({ type: 'category.deleted', version: 1, topic: 'category', data: z.object({ _id: z.string() }) });

export const subcategoryCreatedV1 = defineEvent({ type: 'subcategory.created', version: 1, topic: 'subcategory', data: subCategorySnapshot });
export const subcategoryUpdatedV1 = defineEvent({ type: 'subcategory.updated', version: 1, topic: 'subcategory', data: subCategorySnapshot });
export const subcategoryDeletedV1 = defineEvent({ type: 'subcategory.deleted', version: 1, topic: 'subcategory', data: z.object({ _id: z.string() }) });

export const productCreatedV1 = defineEvent({ type: 'product.created', version: 1, topic: 'product', data: productSnapshot });
export const productUpdatedV1 = defineEvent({ type: 'product.updated', version: 1, topic: 'product', data: productSnapshot });
/** Deleted or unpublished: every cart must drop the product. */
export const productDeletedV1 = defineEvent({ type: 'product.deleted', version: 1, topic: 'product', data: z.object({ _id: z.string() }) });

/**
 * Product snapshots carry no version number, so an event's place in a product's history is its
 * time, normalised to millisecond ISO form (which sorts as text). The catalogue can write two
 * events of one product in the same millisecond (unpublishing writes product.updated and
 * product.deleted together), so ties are broken by kind: created < updated < deleted. Events of
 * one product share a partition and arrive in order; a read model keyed on this only has to
 * reject the old ones that come back (redelivery, replays, a topic read from the beginning again).
 */
const PRODUCT_EVENT_RANK: Record<string, number> = { 'product.created': 0, 'product.updated': 1, 'product.deleted': 2 };

export function productVersion(event: Pick<EventEnvelope, 'time' | 'type'>): string {
  return `${new Date(event.time).toISOString()}#${PRODUCT_EVENT_RANK[event.type] ?? 1}`;
}
