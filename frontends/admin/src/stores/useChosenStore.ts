import { useEffect, useState } from 'react';
import { errorMessage, toast } from '@minutemart/ui';
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

/** The store this device works for (a picker's phone stays on its store across visits). */
export function useChosenStore(): { stores: DarkStore[]; loaded: boolean; storeId: string; choose: (id: string) => void } {
  const list = useResource((signal) => storesApi.list(signal), [] as DarkStore[], [], (err) => toast.error(errorMessage(err)));
  const [storeId, setStoreId] = useState(remembered);
  useEffect(() => {
    if (list.loaded && list.data.length && !list.data.some((s) => s._id === storeId)) setStoreId(list.data[0]!._id);
  }, [list.loaded, list.data, storeId]);
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
  return { stores: list.data, loaded: list.loaded, storeId: effective, choose };
}
