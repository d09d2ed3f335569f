import type { Category, Product, SubCategory } from '@minutemart/contracts/api-types';
import { api, createStore, globalSingleton, idFromSlug, useStore, withShopperStore, type ApiEnvelope } from '@minutemart/ui';

/** Shapes the storefront reads from the catalogue service: generated from contracts/openapi. */
export type { Category, SubCategory, Product } from '@minutemart/contracts/api-types';
export type { CategoryRef as Ref } from '@minutemart/contracts/api-types';

/** One page of an infinitely scrolled product list. */
export interface ProductPage {
  items: Product[];
  page: number;
  totalPage: number;
  totalCount: number;
  /** Search only: when nothing matched, the sub-categories whose names look most like the query. */
  closest?: SubCategory[];
}

/**
 * A listing's sub-category and category names as its products carry them: the title before the
 * catalogue's lists have arrived (and all a server-rendered first view has).
 */
export function namesFromProducts(items: Product[], categoryId: string, subCategoryId: string): { sub?: string; category?: string } {
  return {
    sub: items.flatMap((p) => p.subCategory ?? []).find((s) => s?._id === subCategoryId)?.name,
    category: items.flatMap((p) => p.category ?? []).find((c) => c?._id === categoryId)?.name,
  };
}

/** Sub-category listing page size, the original client's. */
export const LISTING_PAGE_SIZE = 8;

export function asArray<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

export function toPage(env: { data: unknown; [k: string]: unknown }, page: number, limit: number): ProductPage {
  const items = asArray<Product>(env.data);
  const totalCount = Number(env.totalCount ?? items.length) || 0;
  const totalPage = Number(env.totalPage ?? env.totalNoPage ?? Math.ceil(totalCount / limit)) || 0;
  return { items, page: Number(env.page ?? page) || page, totalPage, totalCount };
}

/** POST /api/product/get-product-by-category {id}: the home row of a category. */
export async function fetchCategoryRow(categoryId: string, signal?: AbortSignal): Promise<Product[]> {
  const env = await api.post<unknown>('/api/product/get-product-by-category', withShopperStore({ id: categoryId }), { signal });
  return asArray<Product>(env.data);
}

export const LISTING_PATH = '/api/product/get-pruduct-by-category-and-subcategory';
export const PRODUCT_PATH = '/api/product/get-product-details';
/*
 * One builder per request body: a head start, the HTML's first-view data and the page's own fetch are
 * matched by the body's JSON, key order included.
 */
export const listingBody = (categoryId: string, subCategoryId: string, page: number) => ({ categoryId, subCategoryId, page, limit: LISTING_PAGE_SIZE });
export const productBody = (productId: string) => ({ productId });
export const productOf = (env: ApiEnvelope<Product | null>): Product | null => (env.data && typeof env.data === 'object' ? env.data : null);

const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/;
const LISTING_PAGE = /^\/[^/]+-[0-9a-f]{24}\/([^/]+-[0-9a-f]{24})\/?$/i;
const CATEGORY_SEGMENT = /^\/([^/]+-[0-9a-f]{24})\//i;

/** The catalogue read a page's first view is made of, as a guest (no store) would send it. */
export interface FirstPageRequest {
  page: 'ProductDetail' | 'ProductListing';
  path: string;
  body: Record<string, unknown>;
}

/** Which request the product or listing page at `pathname` starts with; undefined for other pages. */
export function firstPageRequest(pathname: string): FirstPageRequest | undefined {
  const product = PRODUCT_PAGE.exec(pathname)?.[1];
  if (product) return { page: 'ProductDetail', path: PRODUCT_PATH, body: productBody(idFromSlug(safeDecode(product))) };
  const sub = LISTING_PAGE.exec(pathname)?.[1];
  const category = CATEGORY_SEGMENT.exec(pathname)?.[1];
  if (!sub || !category) return undefined;
  return {
    page: 'ProductListing',
    path: LISTING_PATH,
    body: listingBody(idFromSlug(safeDecode(category)), idFromSlug(safeDecode(sub)), 1),
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/* ------------------------------------------------------------------------------------------------
 * All categories and sub-categories, fetched once per page load and shared by home and the listing
 * (the original client's state: all categories, all sub-categories, a loading flag). A failure loading
 * them is silently ignored, as there: the page shows what it has and the next visit tries again.
 * ---------------------------------------------------------------------------------------------- */

export interface CatalogueState {
  categories: Category[];
  subCategories: SubCategory[];
  loading: boolean;
  loaded: boolean;
  /** The last attempt failed (nothing to show; silently ignored, as the original client does). */
  failed: boolean;
}

const catalogueStore = globalSingleton('storefrontCatalogue', () =>
  createStore<CatalogueState>({ categories: [], subCategories: [], loading: false, loaded: false, failed: false }),
);
let inflight: Promise<void> | null = null;

export function loadCatalogue(): Promise<void> {
  const s = catalogueStore.get();
  if (s.loaded) return Promise.resolve();
  if (inflight) return inflight;
  catalogueStore.set((prev) => ({ ...prev, loading: true, failed: false }));
  inflight = (async () => {
    try {
      const [cats, subs] = await Promise.all([api.get<unknown>('/api/category/get'), api.post<unknown>('/api/subcategory/get')]);
      catalogueStore.set({
        // In the catalogue's order: it sorts both lists by name ('en', base sensitivity). Sorting them
        // here again was a long task for a phone on the first paint of `/`, most of it building the
        // browser's Intl.Collator.
        categories: asArray<Category>(cats.data),
        subCategories: asArray<SubCategory>(subs.data).map((s) => ({ ...s, category: Array.isArray(s.category) ? s.category : [] })),
        loading: false,
        loaded: true,
        failed: false,
      });
    } catch {
      catalogueStore.set((prev) => ({ ...prev, loading: false, failed: true }));
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

export function useCatalogue(): CatalogueState {
  return useStore(catalogueStore);
}

/** Sub-categories that belong to a category, by name. */
export function subCategoriesOf(subCategories: SubCategory[], categoryId: string): SubCategory[] {
  return subCategories.filter((s) => s.category.some((c) => (typeof c === 'string' ? c === categoryId : c?._id === categoryId)));
}

/** Where a category's tile and 'See All' go: the first sub-category (by name) that contains it. */
export function firstSubCategoryOf(subCategories: SubCategory[], categoryId: string): SubCategory | undefined {
  return subCategoriesOf(subCategories, categoryId)[0];
}
