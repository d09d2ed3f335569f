/**
 * Registers /sw.js (service-worker/sw.ts) once the page has loaded and the main thread is idle, so the
 * first visit's own loading never waits for it. Production builds only: the dev servers' files change
 * on every save. `localStorage['minutemart:service-worker'] = 'off'` unregisters it in this browser.
 * The update rule (docs/adr/0022-service-worker-updates.md): a new worker waits, and this page lets it
 * take over when the page is hidden (the shopper is not looking; the next visit gets the new one).
 */
declare const process: { env: { NODE_ENV?: string } };

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SWITCH = 'minutemart:service-worker';

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => (window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1)))(() => void register(), { timeout: 5000 });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function switchedOff(): boolean {
  try {
    return localStorage.getItem(SERVICE_WORKER_SWITCH) === 'off';
  } catch {
    return false;
  }
}

async function register(): Promise<void> {
  const sw = navigator.serviceWorker;
  if (switchedOff()) {
    for (const registration of await sw.getRegistrations()) await registration.unregister();
    return;
  }
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await sw.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    return; // no worker (private mode, an old gateway without sw.js): the site works as before
  }
  // A browser that blocks workers (an automated one, a policy) may resolve with no registration.
  if (!registration) return;
  // What this page loaded before a worker controlled it goes into the worker's caches now, so even the
  // second visit after the first one finds every script there.
  const keepLoaded = (worker: ServiceWorker | null) =>
    worker?.postMessage({
      type: 'CACHE_URLS',
      entries: performance.getEntriesByType('resource').map((e) => [e.name, (e as PerformanceResourceTiming).initiatorType]),
    });
  if (!sw.controller) void sw.ready.then((ready) => keepLoaded(ready.active));

  const handOver = () => {
    if (document.visibilityState === 'hidden') registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  document.addEventListener('visibilitychange', handOver);
  window.addEventListener('pagehide', handOver);
}
