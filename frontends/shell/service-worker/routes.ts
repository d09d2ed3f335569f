/**
 * Which requests the service worker answers, and how (docs/adr/0022-service-worker-updates.md).
 * One table, used both for the worker's fetches and for the URLs a page asks it to keep
 * (CACHE_URLS: what the page loaded before the worker controlled it).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';

export const CACHE_PREFIX = 'minutemart';

/** A content-hashed file of the shell or of any remote (its name changes with its content). */
export const HASHED_ASSET = /\/(static\/.+\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)|remoteEntry\.[0-9a-f]{8,}\.js)$/;
/** What tells the shell which remotes exist and where their code is: always the deployed one when reachable. */
export const FEDERATION_DOCUMENT = /(^|\/)(remotes\.json|mf-manifest\.json)$/;
export const PICTURE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/** Never from a cache: the API (prices, stock, carts, orders, sessions) and the gateway's own checks. */
export const isApi = (url: URL): boolean => url.pathname.startsWith('/api/') || url.pathname === '/healthz' || url.pathname === '/readyz';

/** A hung link (lie-fi) falls back to the copy kept from the last visit after this long. */
const NETWORK_TIMEOUT_SECONDS = 5;
const DAY = 24 * 60 * 60;

export const strategies = {
  /** Hashed files never change: once kept, never asked for again (until they expire unused). */
  assets: new CacheFirst({
    cacheName: `${CACHE_PREFIX}-assets`,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
  /** remotes.json and each mf-manifest.json: the network's answer (a 404/503 included) whenever there is one. */
  federation: new NetworkFirst({
    cacheName: `${CACHE_PREFIX}-federation`,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
  /** Page documents: fresh from the network (a deploy shows at once), the last copy offline. */
  pages: new NetworkFirst({
    cacheName: `${CACHE_PREFIX}-pages`,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
  /** Product pictures (the last cart offline): shown from the cache, refreshed behind it. */
  pictures: new StaleWhileRevalidate({
    cacheName: `${CACHE_PREFIX}-pictures`,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
} satisfies Record<string, Strategy>;

/**
 * The strategy for a GET of `url` that is not a page navigation, or undefined to leave it to the network.
 * `picture`: the request is for an image (its destination, or the page's resource entry said so).
 */
export function strategyFor(url: URL, sameOrigin: boolean, picture = false): Strategy | undefined {
  if (sameOrigin && isApi(url)) return undefined;
  if (FEDERATION_DOCUMENT.test(url.pathname)) return strategies.federation;
  if (HASHED_ASSET.test(url.pathname)) return strategies.assets;
  if (sameOrigin && (picture || PICTURE.test(url.pathname))) return strategies.pictures;
  return undefined;
}
