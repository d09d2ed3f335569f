import { z } from 'zod';
import { objectIdInput } from '@minutemart/kit';
import { list_items, pincode, storeIdInput } from './schemas.js';

const MAX_PAISE = 10_000_000;

/** Whole paise: what every amount of fees and offers is written in. */
const paise = (what: string) =>
  z.coerce
    .number({ error: `${what} must be an amount in paise` })
    .int(`${what} must be whole paise`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_PAISE, `${what} is too large`);

const hhmm = (what: string) => z.string({ error: `${what} must be a time HH:MM` }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, `${what} must be a time HH:MM`);

/** Offer codes: letters and digits (a dash allowed), stored upper-case; empty means none. */
export const couponCodeInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
  z
    .string({ error: 'Enter a valid code' })
    .regex(/^[A-Z0-9][A-Z0-9-]{2,19}$/, 'Codes are 3 to 20 letters and digits')
    .optional(),
);

/** `POST /api/order/quote`: what cash-on-delivery takes, or a pincode instead of the address (the cart, before checkout). */
export const quoteBody = z
  .object({ list_items, addressId: objectIdInput('a delivery address').optional(), pincode: pincode.optional(), couponCode: couponCodeInput })
  .refine((b) => b.addressId !== undefined || b.pincode !== undefined, { message: 'Choose a delivery address or enter a pincode' });

export const feeRulesPatch = z
  .object(
    {
      delivery: z.object({ feePaise: paise('The delivery fee'), freeAbovePaise: z.union([z.null(), paise('The free delivery threshold')]) }).optional(),
      smallCart: z.object({ feePaise: paise('The small cart fee'), belowPaise: paise('The small cart threshold') }).optional(),
      minimumOrder: z.object({ minimumPaise: paise('The minimum order value') }).optional(),
      handling: z
        .object({
          feePaise: paise('The handling fee'),
          label: z.string({ error: 'Name the fee' }).trim().min(1, 'Name the fee').max(40, 'Fee names are at most 40 characters'),
        })
        .optional(),
      lateNight: z.object({ feePaise: paise('The late night fee'), from: hhmm('The late night start'), to: hhmm('The late night end') }).optional(),
      surge: z
        .object({
          feePaise: paise('The surge fee'),
          aboveMinutes: z.coerce
            .number({ error: 'Surge minutes must be a number' })
            .int('Surge minutes must be whole minutes')
            .min(1, 'Surge minutes must be at least 1')
            .max(600, 'Surge minutes must be at most 600'),
        })
        .optional(),
    },
    { error: 'Provide rules' },
  )
  .strict();

const city = z.string({ error: 'Provide city' }).trim().min(2, 'Provide city').max(60, 'City names are at most 60 characters');

export const feeScopeInput = z.discriminatedUnion(
  'scope',
  [z.object({ scope: z.literal('default') }), z.object({ scope: z.literal('city'), city }), z.object({ scope: z.literal('store'), storeId: storeIdInput })],
  { error: 'scope must be default, city or store' },
);

export const setFeesBody = z.intersection(feeScopeInput, z.object({ rules: feeRulesPatch, version: z.coerce.number().int().min(0).optional() }));

export const feePreviewBody = z.object({
  storeId: storeIdInput.optional(),
  city: city.optional(),
  basketPaise: paise('The sample basket'),
  at: z.coerce.date({ error: 'at must be a date' }).optional(),
  promisedMinutes: z.coerce.number().int().min(1).max(600).optional(),
});

const nullableCount = (what: string) =>
  z
    .union([
      z.null(),
      z.coerce
        .number({ error: `${what} must be a number` })
        .int(`${what} must be whole`)
        .min(1, `${what} must be at least 1`)
        .max(10_000_000),
    ])
    .default(null);

export const offerBody = z
  .object({
    title: z.string({ error: 'Give the offer a title' }).trim().min(3, 'Titles are 3 to 60 characters').max(60, 'Titles are 3 to 60 characters'),
    description: z.string().trim().max(200, 'Descriptions are at most 200 characters').default(''),
    code: z.union([z.null(), couponCodeInput]).transform((v) => v ?? null),
    automatic: z.boolean({ error: 'automatic must be true or false' }).default(false),
    kind: z.enum(['flat', 'percent'], { error: 'kind must be flat or percent' }),
    amountPaise: paise('The amount off').default(0),
    percent: z.coerce.number({ error: 'percent must be a number' }).int('percent must be whole').min(0).max(100, 'percent is at most 100').default(0),
    capPaise: z.union([z.null(), paise('The cap')]).default(null),
    minBasketPaise: paise('The minimum basket').default(0),
    startsAt: z.coerce.date({ error: 'startsAt must be a date' }).optional(),
    endsAt: z.union([z.null(), z.coerce.date({ error: 'endsAt must be a date' })]).default(null),
    firstOrderOnly: z.boolean().default(false),
    perShopperLimit: nullableCount('The per-shopper limit'),
    totalLimit: nullableCount('The redemption limit'),
    budgetPaise: z.union([z.null(), paise('The budget')]).default(null),
    scope: z
      .object({
        kind: z.enum(['all', 'categories', 'products', 'stores', 'cities'], { error: 'scope must be all, categories, products, stores or cities' }),
        ids: z.array(z.string().trim().min(1).max(80), { error: 'scope ids must be a list' }).max(500).default([]),
      })
      .default({ kind: 'all', ids: [] }),
    stackable: z.boolean().default(false),
  })
  .superRefine((o, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (o.automatic && o.code) issue('An automatic offer has no code', 'code');
    if (!o.automatic && !o.code) issue('Give the offer a code, or make it automatic', 'code');
    if (o.kind === 'flat' && o.amountPaise < 1) issue('A flat offer takes off at least 1 paisa', 'amountPaise');
    if (o.kind === 'percent' && o.percent < 1) issue('A percent offer takes off 1 to 100 percent', 'percent');
    if (o.endsAt && o.startsAt && o.endsAt <= o.startsAt) issue('The offer must end after it starts', 'endsAt');
    if (o.scope.kind !== 'all' && o.scope.ids.length === 0) issue(`Name the ${o.scope.kind} the offer is for`, 'scope');
    if (o.budgetPaise === 0) issue('A budget must be at least 1 paisa', 'budgetPaise');
  });

export const offerIdInput = z.object({ offerId: objectIdInput('offerId') });

/** Cash on delivery and checkout: the order, and the code the shopper entered. */
export const placeWithCouponBody = z.object({ couponCode: couponCodeInput });
