import { z } from 'zod';
import { DARK_STORE_STATUSES, gstinProblem } from '@minutemart/contracts';
import { DEFAULT_SHELF, STORE_ID_PATTERN } from '../domain/shelves.js';
import { blank, numeric, objectId, stock, text } from './schemas.js';

/** A store id as typed: trimmed, lower-cased, a slug like `blr-indiranagar`; `{ _id }` objects too. */
const storeIdOf = (label: string, { required }: { required: boolean }) =>
  z.unknown().transform((v, ctx) => {
    const raw = v !== null && typeof v === 'object' && !Array.isArray(v) && '_id' in v ? (v as { _id: unknown })._id : v;
    if (blank(raw)) {
      if (!required) return undefined;
      ctx.addIssue({ code: 'custom', message: `Provide ${label}` });
      return z.NEVER;
    }
    const id = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (!STORE_ID_PATTERN.test(id)) {
      ctx.addIssue({ code: 'custom', message: `Provide a valid ${label} id (lower-case letters, digits and dashes, like blr-indiranagar)` });
      return z.NEVER;
    }
    return id;
  });

export const storeId = (label = 'store') => storeIdOf(label, { required: true }) as z.ZodType<string>;
/** The optional `store` of a read: which store's shelf the shopper sees. */
export const storeParam = storeIdOf('store', { required: false }).optional();

const latitude = (label: string) => numeric(label, (n) => n.min(-90, `${label} must be between -90 and 90`).max(90, `${label} must be between -90 and 90`));
const longitude = (label: string) =>
  numeric(label, (n) => n.min(-180, `${label} must be between -180 and 180`).max(180, `${label} must be between -180 and 180`));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string, { endOfDay }: { endOfDay: boolean }) =>
  z
    .string({ error: (i) => (blank(i.input) ? `Provide ${label}` : `${label} must be a time like 07:00`) })
    .trim()
    .refine((s) => TIME.test(s) || (endOfDay && s === '24:00'), `${label} must be a time like 07:00${endOfDay ? ' (24:00 for midnight)' : ''}`);

/** Opening hours in Asia/Kolkata; a close before the open means open past midnight, 00:00–24:00 round the clock. */
const hours = z
  .object({ open: time('opening time', { endOfDay: false }), close: time('closing time', { endOfDay: true }) }, { error: 'Provide hours as { open, close }' })
  .refine((h) => h.open !== h.close, 'Opening and closing times must differ (00:00 to 24:00 is round the clock)');

const location = z.object({ lat: latitude('latitude'), lng: longitude('longitude') }, { error: 'Provide location as { lat, lng }' });

const pincode = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: (i) => (blank(i.input) ? 'Provide pincode' : 'pincode must be text') })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'A pincode is 6 digits and does not start with 0'),
);

const servedPincode = z.object(
  { pincode, area: text('area', 80), lat: latitude('pincode latitude'), lng: longitude('pincode longitude') },
  { error: 'Each served pincode is { pincode, area, lat, lng }' },
);

const serves = z
  .array(servedPincode, { error: 'Provide serves (the pincodes the store delivers to)' })
  .min(1, 'A store serves at least one pincode')
  .max(60, 'At most 60 pincodes per store')
  .refine((list) => new Set(list.map((s) => s.pincode)).size === list.length, 'Each pincode once per store');

const pickers = numeric('pickers', (n) => n.int('pickers must be a whole number').min(0, 'pickers cannot be negative').max(500, 'pickers is at most 500'));
const status = z.enum(DARK_STORE_STATUSES, { error: `status must be one of ${DARK_STORE_STATUSES.join(', ')}` });

/** GSTIN as typed: spaces dropped, upper-cased, its check character verified. */
const gstin = z
  .string({ error: (i) => (blank(i.input) ? 'Provide GSTIN' : 'GSTIN must be text') })
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .superRefine((g, ctx) => {
    const problem = g === '' ? 'Provide GSTIN' : gstinProblem(g);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The store as the seller on tax invoices; its GST state is the GSTIN's. */
const legal = z
  .object({ name: text('legal name', 120), gstin, address: text('registered address', 300) }, { error: 'Provide legal as { name, gstin, address }' })
  .transform((l) => ({ ...l, stateCode: l.gstin.slice(0, 2) }));

const notDefault = (id: string | undefined) => id !== DEFAULT_SHELF;
const reserved = `"${DEFAULT_SHELF}" is reserved for the one-store mode; choose another store id`;

export const storeCreate = z.object({
  _id: storeIdOf('store', { required: false }).refine(notDefault, reserved).optional(),
  name: text('name', 100),
  city: text('city', 60),
  location,
  serves,
  hours,
  pickers,
  status: status.optional().default('open'),
  legal: legal.optional(),
});

/** Admins may send the whole store back (createdAt, updatedAt…): only these fields are read. */
export const storeUpdate = z.object({
  _id: storeId(),
  name: text('name', 100).optional(),
  city: text('city', 60).optional(),
  location: location.optional(),
  serves: serves.optional(),
  hours: hours.optional(),
  pickers: pickers.optional(),
  status: status.optional(),
  legal: legal.optional(),
});

const stockLine = z.object({ productId: objectId('product'), stock });

/** `{ storeId, productId, stock }`, or many at once: `{ storeId, items: [{ productId, stock }] }`. */
export const storeStockSet = z.preprocess(
  (v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const body = v as Record<string, unknown>;
    return body['items'] === undefined ? { storeId: body['storeId'], items: [{ productId: body['productId'], stock: body['stock'] }] } : body;
  },
  z.object({
    storeId: storeId(),
    items: z
      .array(stockLine, { error: 'items must be a list of { productId, stock }' })
      .min(1, 'Provide at least one item')
      .max(500, 'At most 500 items at once')
      .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'Each product once per request'),
  }),
);
