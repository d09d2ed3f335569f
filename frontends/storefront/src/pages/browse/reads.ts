import { FIRST_VIEW_DATA_ID } from '@minutemart/contracts/first-view';
import { api, deliveryLocation, queryKeys, withShopperStore, type ApiEnvelope } from '@minutemart/ui';
import { queryClient } from '@minutemart/ui/query';
import {
  asArray,
  firstPageRequest,
  LISTING_PAGE_SIZE,
  LISTING_PATH,
  listingBody,
  loadCatalogue,
  PRODUCT_PATH,
  productBody,
  productOf,
  toPage,
  type Product,
  type ProductPage,
  type SubCategory,
} from './api';

/*
 * The storefront's product reads on the page's one QueryClient. Not in api.ts: Home (the first load of
 * `/`) reads its rows and lists without it, so the query library is not part of that load.
 */

/** POST /api/product/get-pruduct-by-category-and-subcategory (the path is misspelt on purpose: it is the wire contract). */
export async function fetchListingPage(categoryId: string, subCategoryId: string, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const env = await postOnce<unknown>(LISTING_PATH, withShopperStore(listingBody(categoryId, subCategoryId, page)), signal);
  return toPage(env, page, LISTING_PAGE_SIZE);
}
/** POST /api/product/search-product {search, page}. */
export async function fetchSearchPage(search: string, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const env = await postOnce<unknown>('/api/product/search-product', withShopperStore({ search, page }), signal);
  const closest = asArray<SubCategory>(env['closestSubCategories']).filter((s) => typeof s?._id === 'string' && Array.isArray(s.category));
  return { ...toPage(env, page, Number(env.limit) || 12), closest };
}

/** POST /api/product/get-product-details {productId}. */
export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product | null> {
  return productOf(await postOnce<Product | null>(PRODUCT_PATH, withShopperStore(productBody(productId)), signal));
}

/* ------------------------------------------------------------------------------------------------
 * Every catalogue read of the storefront goes through the page's one QueryClient (ADR 0023), keyed by
 * its path and body (queryKeys.catalogueRead; the body's JSON, key order included, is what the gateway's
 * first-view data and the page's own read are matched by). That is also how the first page of a visit
 * gets a head start: a page module's code evaluates while React itself is still arriving and starting,
 * and the page's own fetch would only go out after React has rendered it and run its effects, the last
 * link of a JS → render → API → paint chain. So the product and listing modules prefetch their first
 * request when they evaluate, for the address bar's path; the page's read of the same request is then
 * answered by it (in flight or arrived), and if it has arrived by the page's first render, that render
 * shows it (no skeleton commit first).
 * ---------------------------------------------------------------------------------------------- */

/** How long an answer is taken as it is (head start or earlier read) instead of asking again. */
const FRESH_MS = 10_000;

const readQuery = <T>(path: string, body: object) => ({
  queryKey: queryKeys.catalogueRead(path, body),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.post<T>(path, body, { signal }),
  staleTime: FRESH_MS,
});

function startEarly<T>(path: string, body: object): Promise<ApiEnvelope<T>> {
  const answer = queryClient.fetchQuery(readQuery<T>(path, body));
  // A failure is the page's read to report (it asks again), if it still wants the answer.
  answer.catch(() => undefined);
  return answer;
}

/** `POST path body`, answered by a fresh answer of the same request (a head start) if there is one. */
function postOnce<T>(path: string, body: object, signal?: AbortSignal): Promise<ApiEnvelope<T>> {
  const answer = queryClient.fetchQuery(readQuery<T>(path, body));
  if (!signal) return answer;
  // The caller's abort ends its wait, not the shared request (another reader may want it).
  return new Promise<ApiEnvelope<T>>((resolve, reject) => {
    const aborted = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', aborted));
  });
}

/** An answer that has already arrived and is fresh: the page's first render can show it. */
function arrived<T>(path: string, body: object): ApiEnvelope<T> | undefined {
  const state = queryClient.getQueryState<ApiEnvelope<T>>(queryKeys.catalogueRead(path, body));
  return state?.status === 'success' && Date.now() - state.dataUpdatedAt <= FRESH_MS ? state.data : undefined;
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

/** Called by a page once it has its own answer: the guest's first view is not shown again. */
export function forgetFirstView(): void {
  firstViewAnswer = undefined;
}

/** The server renderer, after each page: nothing of one render's answers is left for the next. */
export function forgetHeadStarts(): void {
  queryClient.removeQueries({ queryKey: queryKeys.catalogue });
  forgetFirstView();
}

/**
 * The gateway's first-view answer is a guest's (no store). A shopper with a saved store asks for their
 * store's view, but until it arrives their page shows the guest's, as the HTML did, rather than a skeleton.
 */
let firstViewAnswer: { key: string; answer: ApiEnvelope<unknown> } | undefined;
const requestKey = (path: string, body: object) => `${path} ${JSON.stringify(body)}`;

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

/**
 * An answer that is already here, for the page's first render to show: the one the gateway put in the
 * HTML (first-view data), or, on the server, the one it is rendering the page from.
 */
export function seedHeadStart(path: string, body: object, answer: ApiEnvelope<unknown>): void {
  queryClient.setQueryData(queryKeys.catalogueRead(path, body), answer);
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
