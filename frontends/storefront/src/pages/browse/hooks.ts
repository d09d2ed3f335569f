import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { errorMessage, toast } from '@minutemart/ui';
import type { Product, ProductPage, SubCategory } from './api';

/** Infinite scroll, as the original client does it: the next page loads at 80 % of the page, checked at most every 150 ms. */
export const SCROLL_TRIGGER = 0.8;
export const SCROLL_THROTTLE_MS = 150;

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';

export interface PagedProducts {
  items: Product[];
  page: number;
  totalPage: number;
  totalCount: number;
  /** From page 1 (search): the sub-categories closest to a query that matched nothing. */
  closest: SubCategory[];
  /** A page request is in flight. */
  loading: boolean;
  /** Page 1 of the current key has arrived (items and counts belong to this key). */
  settled: boolean;
  /** Page 1 failed for the current key. */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

interface State {
  key: string;
  items: Product[];
  page: number;
  totalPage: number;
  totalCount: number;
  closest: SubCategory[];
  loading: boolean;
  settled: boolean;
  failed: boolean;
}

/**
 * Paged product list keyed by `key` (the query, or the sub-category): page starts at 1; page 1 replaces
 * the list, later pages append (the API pages from 1). A new key aborts whatever is in flight. While page 1 of
 * a new key loads, the previous items stay on screen (dimmed by the caller) instead of flashing away.
 */
export function usePagedProducts(
  key: string,
  fetchPage: (page: number, signal: AbortSignal) => Promise<ProductPage>,
  /**
   * Page 1 if it is already here (a head start that has arrived): the first render shows it and nothing is
   * fetched; a `provisional` one is shown while page 1 is fetched as usual (as when the key changes).
   */
  arrivedFirstPage?: () => (ProductPage & { provisional?: boolean }) | undefined,
): PagedProducts {
  const [first] = useState(() => arrivedFirstPage?.());
  const [state, setState] = useState<State>(() => {
    return first
      ? {
          key,
          items: first.items,
          page: first.page,
          totalPage: first.totalPage,
          totalCount: first.totalCount,
          closest: first.closest ?? [],
          loading: false,
          settled: true,
          failed: false,
        }
      : { key, items: [], page: 0, totalPage: 0, totalCount: 0, closest: [], loading: true, settled: false, failed: false };
  });
  const shownArrived = useRef(Boolean(first && !first.provisional));
  const stateRef = useRef(state);
  stateRef.current = state;
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const controller = useRef<AbortController | null>(null);

  const load = useCallback((forKey: string, page: number) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    setState((s) => ({ ...s, key: forKey, loading: true, ...(page === 1 ? { settled: false, failed: false } : {}) }));
    fetchRef
      .current(page, ctrl.signal)
      .then((res) => {
        if (ctrl.signal.aborted) return;
        setState((s) => {
          const items = page === 1 ? res.items : [...s.items, ...res.items.filter((p) => !s.items.some((q) => q._id === p._id))];
          const closest = page === 1 ? (res.closest ?? []) : s.closest;
          return { key: forKey, items, page, totalPage: res.totalPage, totalCount: res.totalCount, closest, loading: false, settled: true, failed: false };
        });
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted || isAbort(err)) return;
        toast.error(errorMessage(err));
        setState((s) => ({
          ...s,
          loading: false,
          ...(page === 1 ? { items: [], totalCount: 0, totalPage: 0, page: 0, settled: true, failed: true } : { totalPage: s.page }),
        }));
      });
  }, []);

  useEffect(() => {
    if (shownArrived.current) {
      shownArrived.current = false;
      return;
    }
    load(key, 1);
    return () => controller.current?.abort();
  }, [key, load]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (s.loading || !s.settled || s.page >= s.totalPage) return;
    load(s.key, s.page + 1);
  }, [load]);

  return { ...state, hasMore: state.page < state.totalPage, loadMore };
}

/**
 * Calls `onReachEnd` when the window is scrolled past 80 % of the document (throttled to 150 ms), and
 * once after every change of `deps`, so a page too short to scroll keeps filling up.
 */
export function useInfiniteScroll(onReachEnd: () => void, enabled: boolean, deps: unknown[]): void {
  const cb = useRef(onReachEnd);
  cb.current = onReachEnd;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let timer: number | undefined;
    const check = () => {
      timer = undefined;
      last = Date.now();
      const doc = document.documentElement;
      if (window.scrollY + window.innerHeight >= doc.scrollHeight * SCROLL_TRIGGER) cb.current();
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(check, Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - last)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps]);
}

/** True once the element has come within `margin` of the viewport (then stays true). */
export function useInView<T extends Element>(ref: RefObject<T | null>, margin = '300px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, seen]);
  return seen;
}

/** Height of the shell's sticky header (for sticky side panels below it); 80 until measured. */
export function useHeaderHeight(): number {
  const [height, setHeight] = useState(80);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => setHeight(Math.round(header.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(header);
    return () => ro.disconnect();
  }, []);
  return height;
}

/** Horizontal scroller state for arrow buttons: can it scroll left / right, and a scrollBy helper. */
export function useHorizontalScroll<T extends HTMLElement>(ref: RefObject<T | null>, deps: unknown[] = []) {
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const left = el.scrollLeft > 4;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 4;
      // The same state when nothing changed: React then skips the row. A new object re-rendered every row
      // of the home page on each report (the observer's first call, every scroll event).
      setEdges((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    el.addEventListener('scroll', update, { passive: true });
    // A ResizeObserver reports every element it starts observing once, after the browser's own layout:
    // reading the scroller's sizes there costs nothing, whereas reading them here, right after a commit,
    // forced a layout of the page inside React's task on every row's commit (docs/benchmarks.md).
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (ro) ro.observe(el);
    else update();
    return () => {
      el.removeEventListener('scroll', update);
      ro?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, ...deps]);
  const scrollBy = useCallback((dx: number) => ref.current?.scrollBy({ left: dx, behavior: 'smooth' }), [ref]);
  return { canLeft: edges.left, canRight: edges.right, scrollBy };
}
