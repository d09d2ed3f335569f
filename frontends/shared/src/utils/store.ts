import { useSyncExternalStore } from 'react';

export interface Store<S> {
  get(): S;
  set(next: S | ((prev: S) => S)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? (next as (prev: S) => S)(state) : next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * One instance per page, whatever bundle asks for it. @minutemart/ui is a Module Federation singleton,
 * but if a remote ever ends up with its own copy, the state still lives in one place.
 */
export function globalSingleton<T>(key: string, make: () => T): T {
  const g = globalThis as unknown as Record<string, T | undefined>;
  const k = `__minutemart_${key}`;
  const existing = g[k];
  if (existing !== undefined) return existing;
  const created = make();
  g[k] = created;
  return created;
}

export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
