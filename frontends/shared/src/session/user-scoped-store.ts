import { createStore, globalSingleton, type Store } from '../utils/store';
import { session } from './session';

/**
 * A store holding the signed-in user's own data (addresses, orders): one per page, back to
 * `initial` whenever the user changes or logs out, so nobody sees the previous user's list.
 */
export function userScopedStore<S>(key: string, initial: S): Store<S> {
  return globalSingleton(key, () => {
    const s = createStore<S>(initial);
    let userId = session.store.get().user?._id ?? null;
    session.store.subscribe(() => {
      const next = session.store.get().user?._id ?? null;
      if (next !== userId) {
        userId = next;
        s.set(initial);
      }
    });
    return s;
  });
}
