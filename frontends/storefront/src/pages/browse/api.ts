import type { Category, Product, SubCategory } from '@minutemart/contracts/api-types';
import { FIRST_VIEW_DATA_ID } from '@minutemart/contracts/first-view';
import { api, createStore, deliveryLocation, globalSingleton, idFromSlug, useStore, withShopperStore, type ApiEnvelope } from '@minutemart/ui';

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
  const env = await postOnce<unknown>(LISTING_PATH, withShopperStore(listingBody(categoryId, subCategoryId, page)), signal);
  return toPage(env, page, LISTING_PAGE_SIZE);
}
const LISTING_PATH = '/api/product/get-pruduct-by-category-and-subcategory';
/*
 * One builder per request body: a head start, the HTML's first-view data and the page's own fetch are
 * matched by the body's JSON, key order included.
 */
const listingBody = (categoryId: string, subCategoryId: string, page: number) => ({ categoryId, subCategoryId, page, limit: LISTING_PAGE_SIZE });
const productBody = (productId: string) => ({ productId });

/** POST /api/product/search-product {search, page}. */
export async function fetchSearchPage(search: string, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const env = await api.post<unknown>('/api/product/search-product', withShopperStore({ search, page }), { signal });
  const closest = asArray<SubCategory>(env['closestSubCategories']).filter((s) => typeof s?._id === 'string' && Array.isArray(s.category));
  return { ...toPage(env, page, Number(env.limit) || 12), closest };
}

/** POST /api/product/get-product-details {productId}. */
export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product | null> {
  return productOf(await postOnce<Product | null>(PRODUCT_PATH, withShopperStore(productBody(productId)), signal));
}
const PRODUCT_PATH = '/api/product/get-product-details';
const productOf = (env: ApiEnvelope<Product | null>): Product | null => (env.data && typeof env.data === 'object' ? env.data : null);

/* ------------------------------------------------------------------------------------------------
 * Head starts for the first page of a visit. A page module's code evaluates while React itself is
 * still arriving and starting; the page's own fetch would only go out after React has rendered it and
 * run its effects, the last link of a JS → render → API → paint chain (the listing's and product
 * page's largest paint waited on it). So the product and listing modules start their first request
 * when they evaluate, for the address bar's path. The page's first fetch of the same request takes that
 * answer instead of asking again; if the answer is already here at the page's first render, that
 * render shows it (no skeleton commit first) and nothing is fetched. Used once, and only while fresh.
 * ---------------------------------------------------------------------------------------------- */

const HEAD_START_FRESH_MS = 10_000;
interface HeadStart {
  at: number;
  answer: Promise<ApiEnvelope<unknown>>;
  arrived?: ApiEnvelope<unknown>;
}
const headStarts = new Map<string, HeadStart>();
const requestKey = (path: string, body: object) => `${path} ${JSON.stringify(body)}`;

function startEarly<T>(path: string, body: object): Promise<ApiEnvelope<T>> {
  const key = requestKey(path, body);
  let early = headStarts.get(key);
  if (!early) {
    const started: HeadStart = { at: Date.now(), answer: api.post<unknown>(path, body) };
    // A failure is the page's fetch to report, if it still wants the answer.
    started.answer.then(
      (env) => (started.arrived = env),
      () => undefined,
    );
    headStarts.set(key, (early = started));
  }
  return early.answer as Promise<ApiEnvelope<T>>;
}

/** `POST path body`, answered by a fresh head start of the same request if there is one. */
function postOnce<T>(path: string, body: object, signal?: AbortSignal): Promise<ApiEnvelope<T>> {
  const key = requestKey(path, body);
  const early = headStarts.get(key);
  headStarts.delete(key);
  if (!early || Date.now() - early.at > HEAD_START_FRESH_MS) return api.post<T>(path, body, { signal });
  if (!signal) return early.answer as Promise<ApiEnvelope<T>>;
  return new Promise<ApiEnvelope<T>>((resolve, reject) => {
    const aborted = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    (early.answer as Promise<ApiEnvelope<T>>).then(resolve, reject).finally(() => signal.removeEventListener('abort', aborted));
  });
}

/** A head start's answer if it has already arrived (and is fresh): the page's first render can show it. */
function arrived<T>(path: string, body: object): ApiEnvelope<T> | undefined {
  const early = headStarts.get(requestKey(path, body));
  return early?.arrived && Date.now() - early.at <= HEAD_START_FRESH_MS ? (early.arrived as ApiEnvelope<T>) : undefined;
}

/** The product's details if its head start has arrived: null for no such product, undefined for not (yet) known. */
export function arrivedProduct(productId: string): Product | null | undefined {
  const env = arrived<Product | null>(PRODUCT_PATH, withShopperStore(productBody(productId)));
  return env && productOf(env);
}

/** A listing's first page if its head start has arrived. */
export function arrivedListingPage(categoryId: string, subCategoryId: string): ProductPage | undefined {
  const env = arrived<unknown>(LISTING_PATH, withShopperStore(listingBody(categoryId, subCategoryId, 1)));
  return env && toPage(env, 1, LISTING_PAGE_SIZE);
}

/** Called by a page that rendered a head start's answer instead of fetching: nothing is left to take. */
export function forgetHeadStarts(): void {
  headStarts.clear();
  firstViewAnswer = undefined;
}

/**
 * The gateway's first-view answer is a guest's (no store). A shopper with a saved store asks for their
 * store's view, but until it arrives their page shows the guest's, as the HTML did, rather than a skeleton.
 */
let firstViewAnswer: { key: string; answer: ApiEnvelope<unknown> } | undefined;

function guestAnswer<T>(path: string, body: object): ApiEnvelope<T> | undefined {
  return firstViewAnswer?.key === requestKey(path, body) ? (firstViewAnswer.answer as ApiEnvelope<T>) : undefined;
}

/** The product as the page's first view showed it, to show until the shopper's own answer arrives. */
export function firstViewProduct(productId: string): Product | undefined {
  const env = guestAnswer<Product | null>(PRODUCT_PATH, productBody(productId));
  return (env && productOf(env)) ?? undefined;
}

/** A listing's first page as the page's first view showed it (see firstViewProduct). */
export function firstViewListingPage(categoryId: string, subCategoryId: string): ProductPage | undefined {
  const env = guestAnswer<unknown>(LISTING_PATH, listingBody(categoryId, subCategoryId, 1));
  return env && toPage(env, 1, LISTING_PAGE_SIZE);
}

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

/**
 * An answer that is already here, for the page's first render to show: the one the gateway put in the
 * HTML (first-view data), or, on the server, the one it is rendering the page from.
 */
export function seedHeadStart(path: string, body: object, answer: ApiEnvelope<unknown>): void {
  headStarts.set(requestKey(path, body), { at: Date.now(), answer: Promise.resolve(answer), arrived: answer });
}

/**
 * Takes the gateway's first-view data (once): the guest's request and its answer. A shopper whose saved
 * store makes their request differ does not match it, and their page asks for its own.
 */
function seedFromFirstViewData(): void {
  const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_DATA_ID);
  if (!el) return;
  el.remove();
  try {
    const data = JSON.parse(el.textContent ?? '') as { path?: unknown; body?: unknown; answer?: unknown };
    if (typeof data.path === 'string' && data.body && typeof data.body === 'object' && data.answer && typeof data.answer === 'object') {
      seedHeadStart(data.path, data.body, data.answer as ApiEnvelope<unknown>);
      firstViewAnswer = { key: requestKey(data.path, data.body), answer: data.answer as ApiEnvelope<unknown> };
    }
  } catch {
    /* not ours to report: the page fetches its data as usual */
  }
}

/** On a product page's first load: its details, asked for now (the request ProductDetail makes first). */
export function startProductPageFetch(pathname: string): Promise<Product | null> | undefined {
  const first = firstPageRequest(pathname);
  if (first?.page !== 'ProductDetail') return undefined;
  seedFromFirstViewData();
  // The header restores the shopper's saved location only after React's first render: restored here
  // first (idempotent), so the request carries the shopper's store like the page's own.
  deliveryLocation.start();
  return startEarly<Product | null>(first.path, withShopperStore(first.body)).then(productOf);
}

/** On a listing's first load: its first page and the category lists for its side list and title. */
export function startListingPageFetch(pathname: string): Promise<ProductPage> | undefined {
  const first = firstPageRequest(pathname);
  if (first?.page !== 'ProductListing') return undefined;
  seedFromFirstViewData();
  deliveryLocation.start(); // as for a product page
  void loadCatalogue();
  return startEarly<unknown>(first.path, withShopperStore(first.body)).then((env) => toPage(env, 1, LISTING_PAGE_SIZE));
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
