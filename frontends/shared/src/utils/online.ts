import { createStore, globalSingleton, useStore } from './store';

/**
 * Whether the browser has a network: its own online/offline events, and what a check (Retry) found.
 * The service worker shows the shell and the last cart without one; what needs the server (checkout,
 * a signed-in cart's changes, orders) reads this to say so instead of failing.
 */
const store = globalSingleton('online', () => {
  const s = createStore<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine !== false);
  const w = globalThis as { addEventListener?: Window['addEventListener'] };
  w.addEventListener?.('online', () => s.set(true));
  w.addEventListener?.('offline', () => s.set(false));
  return s;
});

/** Never answered from a cache (the service worker leaves it to the network). */
const CHECK_URL = '/healthz';

export const connectivity = {
  store,
  /** Asks the gateway once: true when it answered at all. */
  async check(): Promise<boolean> {
    let online: boolean;
    try {
      await fetch(CHECK_URL, { cache: 'no-store', method: 'HEAD' });
      online = true;
    } catch {
      online = false;
    }
    store.set(online);
    return online;
  },
};

export function useOnline(): boolean {
  return useStore(store);
}
