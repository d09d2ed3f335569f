import { isDeepStrictEqual } from 'node:util';
import type { Types } from 'mongoose';
import type { CategoryDoc } from '../data/category-model.js';
import type { SubCategoryDoc } from '../data/subcategory-model.js';
import type { ProductDoc } from '../data/product-model.js';

/** Below this (and above zero) the admin list shows a low-stock badge. */
export const LOW_STOCK_THRESHOLD = 5;
const isLow = (units: number): boolean => units > 0 && units <= LOW_STOCK_THRESHOLD;

export interface CategoryView {
  _id: string;
  name: string;
  image: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CategoryRef {
  _id: string;
  name: string;
}

export interface SubCategoryView {
  _id: string;
  name: string;
  image: string;
  /** Populated as `{ _id, name }`: the sub-category admin table shows the names as chips. */
  category: CategoryRef[];
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductView {
  _id: string;
  name: string;
  image: string[];
  category: { _id: string; name: string; image: string }[];
  subCategory: { _id: string; name: string; image: string; category: string[] }[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  /** Tax data for invoices (absent on products made before it). */
  hsn?: string;
  gstRate?: number;
  description: string;
  more_details: Record<string, string>;
  publish: boolean;
  lowStock: boolean;
  /** Units per dark store: admins' reads only (the original client never sees it). */
  storeStock?: Record<string, number>;
  /**
   * Reads with a `store` only: whether that store carries the product at all. False: it is sold,
   * but not from this store ("Not available at <store>"); true with `stock` 0: sold out there.
   */
  stocked?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** How a read shows stock: one store's shelf instead of the total, and per-store units for admins. */
export interface StockView {
  /** A store id (or `default` once dark stores exist): `stock` is that shelf's units, 0 where it does not sell. */
  shelf?: string;
  perStore?: boolean;
}

/** A product as the read side keeps it: ids as strings, search fields ready for ranking. */
export interface StoredProduct {
  _id: string;
  name: string;
  image: string[];
  category: string[];
  subCategory: string[];
  unit: string;
  stock: number;
  storeStock?: Record<string, number>;
  price: number;
  discount: number;
  hsn?: string;
  gstRate?: number;
  description: string;
  more_details: Record<string, string>;
  publish: boolean;
  name_key: string;
  search_tokens: string[];
  createdAt: Date;
  updatedAt: Date;
}

type Lean<T> = Omit<T, never> & { _id: Types.ObjectId };
const str = (ids: Types.ObjectId[] | undefined): string[] => (ids ?? []).map(String);

export const categoryView = (c: Lean<CategoryDoc>): CategoryView => ({
  _id: String(c._id),
  name: c.name,
  image: c.image ?? '',
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** Sub-category with its categories resolved; refs to categories that no longer exist are dropped. */
export const subCategoryView = (s: Lean<SubCategoryDoc>, categories: ReadonlyMap<string, CategoryView>): SubCategoryView => ({
  _id: String(s._id),
  name: s.name,
  image: s.image ?? '',
  category: str(s.category).flatMap((id) => {
    const c = categories.get(id);
    return c ? [{ _id: c._id, name: c.name }] : [];
  }),
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

export const storedProduct = (p: Lean<ProductDoc>): StoredProduct => ({
  _id: String(p._id),
  name: p.name,
  image: p.image ?? [],
  category: str(p.category),
  subCategory: str(p.subCategory),
  unit: p.unit ?? '',
  stock: p.stock ?? 0,
  ...(p.storeStock ? { storeStock: p.storeStock } : {}),
  price: p.price ?? 0,
  discount: p.discount ?? 0,
  ...(p.hsn ? { hsn: p.hsn } : {}),
  ...(p.gstRate !== undefined && p.gstRate !== null ? { gstRate: p.gstRate } : {}),
  description: p.description ?? '',
  more_details: p.more_details ?? {},
  publish: p.publish !== false,
  name_key: p.name_key ?? '',
  search_tokens: p.search_tokens ?? [],
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

/**
 * Which shelves have the product, and which stores carry it at zero: a shopper sees "Out of stock"
 * and "Not available at <store>" change, not the count.
 */
const shelvesInStock = (p: StoredProduct): string =>
  [
    p.stock > 0 ? '' : '-',
    ...Object.entries(p.storeStock ?? {})
      .map(([store, n]) => (n > 0 ? store : `${store}:0`))
      .sort(),
  ].join(',');

/**
 * Whether a shopper reading lists and searches would see this change: anything but the stock
 * count and the write time, or a shelf running out or coming back. Caches of public reads are told
 * about these at once (contracts/catalogue-changes); a count moving with every order is announced
 * apart (stockMoved), so they drop only the answers that show it.
 */
export function shopperVisibleChange(before: StoredProduct, next: StoredProduct): boolean {
  const { stock: _s1, storeStock: _ss1, updatedAt: _u1, ...restBefore } = before;
  const { stock: _s2, storeStock: _ss2, updatedAt: _u2, ...restNext } = next;
  return shelvesInStock(before) !== shelvesInStock(next) || !isDeepStrictEqual(restBefore, restNext);
}

/** Whether any shelf's count (or the total) differs: what a read with or without a store shows as `stock`. */
export const stockMoved = (before: StoredProduct, next: StoredProduct): boolean =>
  before.stock !== next.stock || !isDeepStrictEqual(before.storeStock ?? {}, next.storeStock ?? {});

export interface Lookups {
  categories: ReadonlyMap<string, CategoryView>;
  subCategories: ReadonlyMap<string, SubCategoryView>;
}

export function productView(p: StoredProduct, { categories, subCategories }: Lookups): ProductView {
  return {
    _id: p._id,
    name: p.name,
    image: p.image,
    category: p.category.flatMap((id) => {
      const c = categories.get(id);
      return c ? [{ _id: c._id, name: c.name, image: c.image }] : [];
    }),
    subCategory: p.subCategory.flatMap((id) => {
      const s = subCategories.get(id);
      return s ? [{ _id: s._id, name: s.name, image: s.image, category: s.category.map((c) => c._id) }] : [];
    }),
    unit: p.unit,
    stock: p.stock,
    price: p.price,
    discount: p.discount,
    ...(p.hsn ? { hsn: p.hsn } : {}),
    ...(p.gstRate !== undefined ? { gstRate: p.gstRate } : {}),
    description: p.description,
    more_details: p.more_details,
    publish: p.publish,
    lowStock: isLow(p.stock),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** Whether a store has the product in its range (a key, even at zero); the default shelf sells nowhere once stores exist. */
export const carries = (p: Pick<StoredProduct, 'storeStock'>, shelf: string): boolean => typeof p.storeStock?.[shelf] === 'number';

/** Units a shelf holds; a store that does not sell the product holds none. */
export const unitsOn = (p: Pick<StoredProduct, 'storeStock'>, shelf: string): number => p.storeStock?.[shelf] ?? 0;

/**
 * The view as this reader sees it. Without a shelf or per-store stock it is the shared view itself
 * (what the original client gets, at no cost); otherwise a shallow copy with those fields changed.
 */
export function shownView(v: ProductView, p: Pick<StoredProduct, 'storeStock'>, how: StockView | undefined): ProductView {
  if (!how || (how.shelf === undefined && !how.perStore)) return v;
  const out: ProductView = { ...v };
  if (how.shelf !== undefined) {
    out.stock = unitsOn(p, how.shelf);
    out.lowStock = isLow(out.stock);
    out.stocked = carries(p, how.shelf);
  }
  if (how.perStore) out.storeStock = { ...(p.storeStock ?? {}) };
  return out;
}

export const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Newest first; the id breaks ties so pages never overlap. */
export const newestFirst = (a: StoredProduct, b: StoredProduct): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
