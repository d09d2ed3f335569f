import type { Address } from '../api/types';
import { errorMessage } from '../api/client';
import { addresses } from '../account/addresses';
import { session } from '../session/session';
import { createStore, globalSingleton, useStore } from '../utils/store';
import { fetchPromise, PINCODE_PATTERN, type DeliveryPromise } from './promise';

/** Where the shopper wants things delivered: a typed pincode, or one of their saved addresses. */
export interface ShopperLocation {
  pincode: string;
  /** Set when chosen from the saved addresses (forgotten when that user signs out). */
  addressId?: string;
  /**
   * Whose address `addressId` is: a session that ended without a sign-out (expired, cookies
   * cleared) leaves it saved, and the next shopper to sign in must not be quoted for it.
   */
  userId?: string;
  /** The address line, for the header. */
  label?: string;
}

export interface LocationState {
  location: ShopperLocation | null;
  /** The last answer for `location` (kept across reloads, refreshed on start). */
  promise: DeliveryPromise | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: string;
  checkedAt: number;
}

export const LOCATION_STORAGE_KEY = 'minutemart:location';
/** A promise moves with the store's queue: read it again when the tab comes back after this long. */
const STALE_MS = 60_000;

const INITIAL: LocationState = { location: null, promise: null, status: 'idle', checkedAt: 0 };
const store = globalSingleton('deliveryLocation', () => createStore<LocationState>(INITIAL));
const started = globalSingleton('deliveryLocationStarted', () => ({ value: false, seq: 0 }));

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function persist(state: LocationState): void {
  try {
    if (state.location) storage()?.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ location: state.location, promise: state.promise }));
    else storage()?.removeItem(LOCATION_STORAGE_KEY);
  } catch {
    /* a browser that keeps nothing still gets the location for this page */
  }
}

function restore(): Pick<LocationState, 'location' | 'promise'> | null {
  try {
    const raw = storage()?.getItem(LOCATION_STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<LocationState>;
    const pincode = saved.location?.pincode;
    if (typeof pincode !== 'string' || !PINCODE_PATTERN.test(pincode)) return null;
    const promise = saved.promise && saved.promise.pincode === pincode ? saved.promise : null;
    return { location: { ...saved.location, pincode }, promise };
  } catch {
    return null;
  }
}

function set(next: LocationState): void {
  store.set(next);
  persist(next);
}

/** The store whose shelf the shopper sees: the one that would serve their pincode (none for an unserved one). */
export function storeOf(promise: DeliveryPromise | null | undefined): string | undefined {
  return promise?.serviceable && promise.storeId ? promise.storeId : undefined;
}

async function check(location: ShopperLocation): Promise<DeliveryPromise> {
  const seq = ++started.seq;
  store.set((s) => ({ ...s, location, status: 'loading', error: undefined }));
  try {
    const promise = await fetchPromise(location.pincode);
    if (seq === started.seq) set({ location, promise, status: 'ready', checkedAt: Date.now() });
    return promise;
  } catch (err) {
    if (seq === started.seq) store.set((s) => ({ ...s, status: 'error', error: errorMessage(err) }));
    throw err;
  }
}

/** The signed-in shopper's first saved address becomes their location when they have none yet. */
async function defaultFromAddresses(): Promise<void> {
  if (!session.store.get().user || store.get().location) return;
  const list = addresses.list.length ? addresses.list : await addresses.load().catch(() => []);
  const first = list[0];
  if (first && !store.get().location && session.store.get().user) await deliveryLocation.chooseAddress(first).catch(() => undefined);
}

export const deliveryLocation = {
  store,
  get state(): LocationState {
    return store.get();
  },
  /** The chosen store id, for the `store` of product reads. */
  get storeId(): string | undefined {
    return storeOf(store.get().promise);
  },
  /** A typed pincode (guests too). Rejects a malformed one without asking; an unserved one is still kept (with its answer). */
  async choosePincode(raw: string): Promise<DeliveryPromise> {
    const pincode = raw.trim();
    if (!PINCODE_PATTERN.test(pincode)) throw new Error('Enter a 6-digit pincode');
    return check({ pincode });
  },
  async chooseAddress(address: Pick<Address, '_id' | 'pincode' | 'address_line'>): Promise<DeliveryPromise> {
    const userId = session.store.get().user?._id;
    return check({ pincode: String(address.pincode).trim(), addressId: address._id, label: address.address_line, ...(userId ? { userId } : {}) });
  },
  /** Reads the promise for the current location again (the store's queue moves it). */
  async refresh(): Promise<void> {
    const { location } = store.get();
    if (location) await check(location).catch(() => undefined);
  },
  clear(): void {
    started.seq++;
    set(INITIAL);
  },
  /**
   * Once per page: restore the saved location and read its promise again; follow the session (a
   * saved address belongs to its user; a signed-in shopper without a location gets their first
   * address); read again when the tab returns after a while.
   */
  start(): void {
    if (started.value) return;
    started.value = true;
    const saved = restore();
    if (saved) {
      store.set({ ...INITIAL, ...saved, status: saved.promise ? 'ready' : 'idle' });
      void deliveryLocation.refresh();
    }
    let userId = session.store.get().user?._id ?? null;
    const onSession = () => {
      const s = session.store.get();
      const next = s.user?._id ?? null;
      if (next !== userId) {
        const before = userId;
        userId = next;
        const { location } = store.get();
        if (before && location?.addressId) deliveryLocation.clear();
        else if (!next && location) {
          // Logging out clears localStorage; a typed pincode is the guest's too, so it is written back.
          const keep = store.get();
          queueMicrotask(() => persist(keep));
        }
      }
      if (s.status === 'ready' && s.user) {
        const saved = store.get().location;
        if (saved?.addressId && saved.userId !== s.user._id) deliveryLocation.clear();
        void defaultFromAddresses();
      }
    };
    session.store.subscribe(onSession);
    onSession();
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && Date.now() - store.get().checkedAt > STALE_MS) void deliveryLocation.refresh();
      });
    }
  },
};

export function useDeliveryLocation(): LocationState {
  return useStore(store);
}

/** The chosen store id (re-renders when it changes): part of every product read's key. */
export function useShopperStore(): string | undefined {
  return storeOf(useStore(store).promise);
}

/** A read's body with the shopper's store, when there is one (the original client's bodies otherwise). */
export function withShopperStore<B extends object>(body: B): B & { store?: string } {
  const id = deliveryLocation.storeId;
  return id ? { ...body, store: id } : body;
}
