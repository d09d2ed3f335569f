import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

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
 * Loads `fetcher` now and whenever `deps` change or `reload()` is called. Stale answers are dropped
 * (the previous request is aborted). A failure keeps the previous data and is passed to `onError`
 * (the original client silently ignores a failed category list; other screens toast it).
 */
export function useResource<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  initial: T,
  deps: readonly unknown[],
  onError?: (err: unknown) => void,
): Resource<T> {
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [tick, setTick] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    fetcherRef.current(ctrl.signal).then(
      (value) => {
        if (ctrl.signal.aborted) return;
        setData(value);
        setLoading(false);
        setLoaded(true);
      },
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        setLoading(false);
        setLoaded(true);
        onErrorRef.current?.(err);
      },
    );
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reloadSoon = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(reload, ms);
    },
    [reload],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { data, loading, loaded, reload, reloadSoon, set: setData };
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
