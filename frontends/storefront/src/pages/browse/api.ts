import { api, createStore, globalSingleton, useStore, withShopperStore } from '@minutemart/ui';

/** Shapes the storefront reads from the catalogue service (contracts/openapi/paths/catalogue.yaml). */
export interface Ref {
  _id: string;
  name: string;
}

export interface Category extends Ref {
  image: string;
}

export interface SubCategory extends Ref {
  image: string;
  category: Ref[];
}

export interface Product extends Ref {
  image: string[];
  category: Array<Ref & { image?: string }>;
  subCategory: Array<Ref & { image?: string }>;
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description?: string;
  more_details?: Record<string, string>;
}

/** One page of an infinitely scrolled product list. */
export interface ProductPage {
  items: Product[];
  page: number;
  totalPage: number;
  totalCount: number;
  /** Search only: when nothing matched, the sub-categories whose names look most like the query. */
  closest?: SubCategory[];
}

/** Sub-category listing page size (spec section 9). */
export const LISTING_PAGE_SIZE = 8;

// One collator for every sort: localeCompare with a locale builds a new one per comparison, which
// cost a phone ~100 ms (4x-slowed) to sort the catalogue on the first paint of `/`.
let collator: Intl.Collator | undefined;
const byName = <T extends Ref>(a: T, b: T) => (collator ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a.name, b.name);

function asArray<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

function toPage(env: { data: unknown; [k: string]: unknown }, page: number, limit: number): ProductPage {
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

/** POST /api/product/get-pruduct-by-category-and-subcategory (the path is misspelt on purpose: it is the wire contract). */
export async function fetchListingPage(categoryId: string, subCategoryId: string, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const env = await api.post<unknown>(
    '/api/product/get-pruduct-by-category-and-subcategory',
    withShopperStore({ categoryId, subCategoryId, page, limit: LISTING_PAGE_SIZE }),
    { signal },
  );
  return toPage(env, page, LISTING_PAGE_SIZE);
}

/** POST /api/product/search-product {search, page}. */
export async function fetchSearchPage(search: string, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const env = await api.post<unknown>('/api/product/search-product', withShopperStore({ search, page }), { signal });
  const closest = asArray<SubCategory>(env['closestSubCategories']).filter((s) => typeof s?._id === 'string' && Array.isArray(s.category));
  return { ...toPage(env, page, Number(env.limit) || 12), closest };
}

/** POST /api/product/get-product-details {productId}. */
export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product | null> {
  const env = await api.post<Product | null>('/api/product/get-product-details', withShopperStore({ productId }), { signal });
  return env.data && typeof env.data === 'object' ? env.data : null;
}

/* ------------------------------------------------------------------------------------------------
 * All categories and sub-categories, fetched once per page load and shared by home and the listing
 * (spec: client state "all categories, all subcategories, category loading flag"). A failure loading
 * them is silently ignored (spec section 8); the next visit tries again.
 * ---------------------------------------------------------------------------------------------- */

export interface CatalogueState {
  categories: Category[];
  subCategories: SubCategory[];
  loading: boolean;
  loaded: boolean;
  /** The last attempt failed (nothing to show; spec: silently ignored). */
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
        categories: asArray<Category>(cats.data).slice().sort(byName),
        subCategories: asArray<SubCategory>(subs.data)
          .map((s) => ({ ...s, category: Array.isArray(s.category) ? s.category : [] }))
          .sort(byName),
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
