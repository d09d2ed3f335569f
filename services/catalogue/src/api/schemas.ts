import { z } from 'zod';
import { idOf, isObjectId } from '@minutemart/kit';
import { hsnProblem, isGstRate, type GstRate } from '@minutemart/contracts';

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const text = (label: string, max: number) =>
  z
    .string({ error: (i) => (blank(i.input) ? `Provide ${label}` : `${label} must be text`) })
    .trim()
    .min(1, `Provide ${label}`)
    .max(max, `${label} is too long (at most ${max} characters)`);

const imageUrl = (label: string) => text(label, 2048).refine((s) => /^https?:\/\/\S+$/i.test(s), `${label} must be an http(s) URL`);

/** Numbers arrive as numbers or as the text of a number input ("120"). */
export const numeric = (label: string, build: (n: z.ZodNumber) => z.ZodType<number>) =>
  z.preprocess(
    (v) => {
      if (blank(v)) return undefined;
      if (typeof v === 'string') {
        const n = Number(v.trim());
        return Number.isFinite(n) ? n : v;
      }
      return v;
    },
    build(z.number({ error: (i) => (i.input === undefined ? `Provide ${label}` : `${label} must be a number`) })),
  );

export const price = numeric('price', (n) => n.min(0, 'price cannot be negative').max(10_000_000, 'price is too large'));
export const stock = numeric('stock', (n) => n.int('stock must be a whole number').min(0, 'stock cannot be negative').max(10_000_000, 'stock is too large'));
/** HSN code: digits only, 4, 6 or 8 of them (spaces and dots as admins paste them are dropped). */
export const hsn = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[\s.]/g, '') : v), z.string({ error: 'HSN code must be text' }))
  .refine((s) => hsnProblem(s) === undefined, 'An HSN code has 4, 6 or 8 digits');
/** GST rate in percent; "18%" from a spreadsheet reads as 18. */
export const gstRate = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(/%$/, '')) : v),
    z.number({ error: 'GST rate must be 0, 5, 12, 18 or 28 %' }),
  )
  .refine((n): n is GstRate => isGstRate(n), 'GST rate must be 0, 5, 12, 18 or 28 %') as z.ZodType<GstRate>;

export const discount = numeric('discount', (n) => n.min(0, 'discount must be between 0 and 100').max(100, 'discount must be between 0 and 100'));

/** One id given as "24hex" or as `{ _id }` (the client sends whole objects). */
export const objectId = (label: string) =>
  z.unknown().transform((v, ctx) => {
    const id = idOf(v);
    if (blank(id)) {
      ctx.addIssue({ code: 'custom', message: `Provide ${label}` });
      return z.NEVER;
    }
    if (!isObjectId(id)) {
      ctx.addIssue({ code: 'custom', message: `Provide a valid ${label} id` });
      return z.NEVER;
    }
    return id.toLowerCase();
  });

/** A list of ids (strings or objects); a single value counts as a list of one. */
export const idList = (label: string, { required }: { required: boolean }) =>
  z.unknown().transform((v, ctx) => {
    const list = v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v];
    if (list.length === 0 && required) {
      ctx.addIssue({ code: 'custom', message: `Provide ${label}` });
      return z.NEVER;
    }
    if (list.length > 50) {
      ctx.addIssue({ code: 'custom', message: `Too many ${label} entries` });
      return z.NEVER;
    }
    const ids: string[] = [];
    for (const item of list) {
      const id = idOf(item);
      if (!isObjectId(id)) {
        ctx.addIssue({ code: 'custom', message: `Provide a valid ${label} id` });
        return z.NEVER;
      }
      if (!ids.includes(id.toLowerCase())) ids.push(id.toLowerCase());
    }
    return ids;
  });

const images = z.unknown().transform((v, ctx) => {
  const list = v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v];
  if (list.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'Provide image' });
    return z.NEVER;
  }
  if (list.length > 10) {
    ctx.addIssue({ code: 'custom', message: 'At most 10 images per product' });
    return z.NEVER;
  }
  const out: string[] = [];
  for (const item of list) {
    const parsed = imageUrl('image').safeParse(item);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Provide image' });
      return z.NEVER;
    }
    out.push(parsed.data);
  }
  return out;
});

/** Custom label → text. Keys become Mongo field names, so no leading '$' and no '.'. */
export const moreDetails = z.unknown().transform((v, ctx) => {
  if (v === undefined || v === null || v === '') return {};
  if (typeof v !== 'object' || Array.isArray(v)) {
    ctx.addIssue({ code: 'custom', message: 'more_details must be an object of label to text' });
    return z.NEVER;
  }
  const out: Record<string, string> = {};
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > 50) {
    ctx.addIssue({ code: 'custom', message: 'At most 50 extra fields' });
    return z.NEVER;
  }
  for (const [rawKey, value] of entries) {
    const key = rawKey.trim();
    if (!key || key.length > 80 || key.startsWith('$') || key.includes('.') || key === '__proto__') {
      ctx.addIssue({ code: 'custom', message: `Field name "${rawKey.slice(0, 80)}" is not allowed` });
      return z.NEVER;
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      ctx.addIssue({ code: 'custom', message: `Provide ${key} as text` });
      return z.NEVER;
    }
    const s = String(value).trim();
    if (s.length > 2000) {
      ctx.addIssue({ code: 'custom', message: `${key} is too long` });
      return z.NEVER;
    }
    out[key] = s;
  }
  return out;
});

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'publish must be true or false' }));

// ---- categories ----
export const categoryCreate = z.object({ name: text('name', 100), image: imageUrl('image') });
export const categoryUpdate = z.object({
  _id: objectId('category'),
  name: text('name', 100).optional(),
  image: imageUrl('image').optional(),
});
export const byId = (label: string) => z.object({ _id: objectId(label) });

// ---- sub-categories ----
export const subCategoryCreate = z.object({
  name: text('name', 100),
  image: imageUrl('image'),
  category: idList('category', { required: true }),
});
export const subCategoryUpdate = z.object({
  _id: objectId('sub category'),
  name: text('name', 100).optional(),
  image: imageUrl('image').optional(),
  category: idList('category', { required: true }).optional(),
});

// ---- products ----
const productFields = {
  name: text('name', 200),
  image: images,
  category: idList('category', { required: true }),
  subCategory: idList('sub category', { required: true }),
  unit: text('unit', 50),
  stock,
  price,
  discount: discount.optional().default(0),
  hsn: hsn.optional(),
  gstRate: gstRate.optional(),
  description: text('description', 5000),
  more_details: moreDetails,
  publish: bool.optional().default(true),
};
export const productCreate = z.object(productFields);

/**
 * The client sends the whole product back (populated objects, createdAt, __v, lowStock…): only the
 * writable fields are read, each optional, and anything else is ignored.
 */
export const productUpdate = z.object({
  _id: objectId('product'),
  name: productFields.name.optional(),
  image: images.optional(),
  category: productFields.category.optional(),
  subCategory: productFields.subCategory.optional(),
  unit: productFields.unit.optional(),
  stock: stock.optional(),
  price: price.optional(),
  discount: discount.optional(),
  hsn: hsn.optional(),
  gstRate: gstRate.optional(),
  description: productFields.description.optional(),
  more_details: moreDetails.optional(),
  publish: bool.optional(),
});

// ---- product reads ----
const pageNo = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(10_000).optional(),
);
const limitOf = (def: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit is at most 100')
      .default(def),
  );
const searchText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z.string({ error: 'search must be text' }).max(200, 'search is too long'),
);

export const productList = z.object({ page: pageNo, limit: limitOf(12), search: searchText });
export const productsByCategory = z.object({ id: objectId('category') });
export const productsByCategoryAndSub = z.object({
  categoryId: objectId('category'),
  subCategoryId: objectId('sub category'),
  page: pageNo,
  limit: limitOf(8),
});
export const productDetails = z.object({ productId: objectId('product') });
export const productSearch = z.object({ search: searchText, page: pageNo, limit: limitOf(12) });
/** A GET read's `limit` (query parameters are text). */
const queryLimit = (max: number, fallback: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(max, `limit is at most ${max}`)
      .default(fallback),
  );
export const productSuggest = z.object({
  q: z.preprocess((v) => (v === undefined ? '' : v), z.string({ error: 'q must be text' }).max(200, 'q is too long')),
  limit: queryLimit(10, 8),
});
/** Often bought together with one product (ADR 0024). */
export const productTogether = z.object({ productId: objectId('product'), limit: queryLimit(12, 8) });
/** Products a basket may name at once: more than a shopper's cart holds, few enough for one URL. */
export const BASKET_MAX_PRODUCTS = 50;
/** Often bought together with a basket (the cart): `productIds` as comma-separated ids, repeats merged. */
export const basketTogether = z.object({
  productIds: z.unknown().transform((v, ctx) => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: 'Provide productIds' });
      return z.NEVER;
    }
    if (typeof v !== 'string') {
      ctx.addIssue({ code: 'custom', message: 'productIds must be one list of ids separated by commas' });
      return z.NEVER;
    }
    const ids = [...new Set(v.split(',').map((id) => id.trim().toLowerCase()))];
    if (ids.some((id) => !isObjectId(id))) {
      ctx.addIssue({ code: 'custom', message: 'Provide valid product ids' });
      return z.NEVER;
    }
    if (ids.length > BASKET_MAX_PRODUCTS) {
      ctx.addIssue({ code: 'custom', message: `Provide at most ${BASKET_MAX_PRODUCTS} product ids` });
      return z.NEVER;
    }
    return ids;
  }),
  limit: queryLimit(12, 8),
});
