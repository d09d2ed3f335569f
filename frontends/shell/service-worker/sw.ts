/**
 * Minutemart's service worker (docs/adr/0022-service-worker-updates.md), built by
 * scripts/service-worker-plugin.mjs: esbuild bundles this file and workbox-build injects the shell's
 * precache list (its hashed scripts and styles, index.html, home.html, icons) into `self.__WB_MANIFEST`.
 *
 * - The shell's files are precached at install: a repeat visit runs the shell without the network.
 * - Remotes are not precached (they deploy on their own, after the shell): their hashed files are kept the
 *   first time they are fetched (cache first), their manifests and remotes.json are read network first,
 *   so a new remote takes effect on the next load and the last one still runs offline.
 * - Pages: network first (a deploy shows at once), the last copy offline, else the precached shell page.
 * - The API is never answered from a cache.
 * - A new version waits until the page says it may take over (SKIP_WAITING, sent when it is hidden).
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isApi, strategies, strategyFor } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Only the exact precached URLs: `/` is home.html's page and is routed as a navigation below.
addRoute({ directoryIndex: '', cleanURLs: false });

const pageFallback = async ({ request }: { request: Request }): Promise<Response | undefined> =>
  (await matchPrecache(new URL(request.url).pathname === '/' ? '/home.html' : '/index.html')) ?? undefined;

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await strategies.pages.handle(options);
      } catch {
        return (await pageFallback(options)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/mf\//, /^\/static\//] },
  ),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && strategyFor(url, url.origin === self.location.origin, request.destination === 'image') !== undefined,
  (options) => {
    const { url, request } = options;
    const strategy = strategyFor(url, url.origin === self.location.origin, request.destination === 'image');
    return strategy ? strategy.handle(options) : fetch(request);
  },
);

// The first install takes over the page that registered it, so what that page loads next is kept too.
clientsClaim();

interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  /** The page's resource entries: [url, what loaded it (script, link, img, fetch…)]. */
  entries: Array<[string, string]>;
}
interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as CacheUrlsMessage | SkipWaitingMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CACHE_URLS' && Array.isArray(message.entries)) event.waitUntil(keep(message.entries, event));
});

/** What the page loaded before this worker controlled it, kept as if it had been fetched through it. */
async function keep(entries: CacheUrlsMessage['entries'], event: ExtendableEvent): Promise<void> {
  await Promise.allSettled(
    entries.map(async ([href, initiator]) => {
      const url = new URL(href, self.location.href);
      if (isApi(url)) return;
      const strategy = strategyFor(url, url.origin === self.location.origin, initiator === 'img');
      // Precached files are the precache's; a kept copy beside them would only be a second one.
      if (!strategy || (await matchPrecache(url.pathname))) return;
      await strategy.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event });
    }),
  );
}
