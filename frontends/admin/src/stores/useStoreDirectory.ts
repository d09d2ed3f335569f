import { errorMessage, toast, queryKeys } from '@minutemart/ui';
import { stores, type StoreDirectory } from '../api/stores';
import { useResource } from '../hooks/useResource';

const EMPTY: StoreDirectory = { stores: [], legacyStockStore: 'default' };

/** The dark stores and where the original endpoints' stock goes, for the product screens. */
export function useStoreDirectory(): StoreDirectory & { loaded: boolean } {
  const res = useResource(
    queryKeys.storeDirectory(),
    (signal) => stores.directory(signal),
    EMPTY,
    (err) => toast.error(errorMessage(err)),
  );
  return { ...res.data, loaded: res.loaded };
}

/** The store the product form's stock goes to, or null for the default shelf (ADR 0015). */
export function legacyStoreOf(d: StoreDirectory) {
  return d.stores.find((s) => s._id === d.legacyStockStore) ?? null;
}
