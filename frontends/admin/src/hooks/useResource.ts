import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '@minutemart/ui/query';

export interface Resource<T> {
  data: T;
  loading: boolean;
  /** True once the first load finished (successfully or not). */
  loaded: boolean;
  reload: () => void;
  /** Reload once calls have stopped for `ms` (a burst of live changes is one read). */
  reloadSoon: (ms: number) => void;
  /** Show a newer value at once (a step's own answer) until the next load. */
  set: Dispatch<SetStateAction<T>>;
}

/**
 * The admin's reads, on the page's one QueryClient (ADR 0023): `key` (from `queryKeys`) names what is
 * read, so a write elsewhere that invalidates its area reads it again, and a screen opened again shows
 * the last answer while it asks for a new one. Loaded now, whenever `key` changes and on `reload()`;
 * until a new key's answer arrives the previous one stays up. A failure keeps the previous data and is
 * passed to `onError` (the original client silently ignores a failed category list; other screens toast
 * it). `enabled: false` reads nothing and shows `initial` (a dialog that is closed).
 */
export function useResource<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  initial: T,
  onError?: (err: unknown) => void,
  enabled = true,
): Resource<T> {
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetcherRef.current(signal), placeholderData: keepPreviousData, enabled }, queryClient);
  const { error, errorUpdatedAt, refetch } = query;
  useEffect(() => {
    if (error) onErrorRef.current?.(error);
  }, [error, errorUpdatedAt]);

  const keyNow = useRef(key);
  keyNow.current = key;
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => queryClient.setQueryData<T>(keyNow.current, (prev) => (typeof next === 'function' ? (next as (p: T) => T)(prev ?? initial) : next)),
    // `initial` is a constant of each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [],
  );
  const reload = useCallback(() => void refetch(), [refetch]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reloadSoon = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(reload, ms);
    },
    [reload],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { data: enabled ? (query.data ?? initial) : initial, loading: query.isFetching, loaded: query.isFetched, reload, reloadSoon, set };
}

/** `value`, updated only after it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
