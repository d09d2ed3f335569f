import { useEffect, useMemo, useState } from 'react';
import { errorMessage, storesOf, toast, useSession, queryKeys } from '@minutemart/ui';
import { stores as storesApi, type DarkStore } from '../api/stores';
import { useResource } from '../hooks/useResource';

const KEY = 'minutemart:admin-store';

function remembered(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The store this device works for (a picker's phone stays on its store across visits). A picker,
 * rider or store manager chooses among their own stores only: the others' queues would be refused.
 */
export function useChosenStore(): { stores: DarkStore[]; loaded: boolean; storeId: string; choose: (id: string) => void } {
  const list = useResource(
    queryKeys.storeList(),
    (signal) => storesApi.list(signal),
    [] as DarkStore[],
    (err) => toast.error(errorMessage(err)),
  );
  const mine = storesOf(useSession().user);
  const stores = useMemo(() => (mine ? list.data.filter((s) => mine.includes(s._id)) : list.data), [list.data, mine]);
  const [storeId, setStoreId] = useState(remembered);
  useEffect(() => {
    if (list.loaded && stores.length && !stores.some((s) => s._id === storeId)) setStoreId(stores[0]!._id);
  }, [list.loaded, stores, storeId]);
  const choose = (id: string) => {
    setStoreId(id);
    try {
      globalThis.localStorage?.setItem(KEY, id);
    } catch {
      /* the choice lasts for this page only */
    }
  };
  // One-store mode (no dark store yet): the queue is the `default` store's.
  const effective = list.loaded && list.data.length === 0 ? 'default' : storeId;
  return { stores, loaded: list.loaded, storeId: effective, choose };
}
