import { z } from 'zod';
import { defineEvent } from '../define-event.js';

/** A pincode a dark store delivers to, with the centre used for travel distance. */
export const servedPincode = z.object({
  pincode: z.string().regex(/^[1-9][0-9]{5}$/),
  area: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const DARK_STORE_STATUSES = ['open', 'paused', 'closed'] as const;
export type DarkStoreStatus = (typeof DARK_STORE_STATUSES)[number];

/**
 * Everything other services need to know about a dark store (the catalogue owns stores). Full
 * snapshot on every change; the store topic is compacted by store id.
 */
export const darkStoreSnapshot = z.object({
  _id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
  name: z.string(),
  city: z.string(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  serves: z.array(servedPincode),
  /** Local opening hours (Asia/Kolkata), "HH:MM"; close before open means open past midnight. */
  hours: z.object({ open: z.string().regex(/^\d\d:\d\d$/), close: z.string().regex(/^\d\d:\d\d$/) }),
  /** Pickers on shift: the picking capacity the promise is computed from. */
  pickers: z.number().int().min(0),
  /** Set by admins. Pausing because of load is the order service's decision, not this field. */
  status: z.enum(DARK_STORE_STATUSES),
  /**
   * The store as a seller on tax invoices (absent from catalogues before it): the registered legal
   * name, its GSTIN (checksum valid), the GST state code (the GSTIN's first two digits) and the
   * address printed on invoices.
   */
  legal: z
    .object({
      name: z.string().min(1),
      gstin: z.string().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/),
      stateCode: z.string().regex(/^\d{2}$/),
      address: z.string().min(1),
    })
    .optional(),
  updatedAt: z.string().datetime(),
});
export type DarkStoreSnapshot = z.infer<typeof darkStoreSnapshot>;

export const storeUpsertedV1 = defineEvent({ type: 'store.upserted', version: 1, topic: 'store', data: darkStoreSnapshot });
