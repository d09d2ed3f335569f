import { useEffect, useRef, useState } from 'react';
import { api, useShopperStore } from '@minutemart/ui';
import type { AnswerData } from '@minutemart/contracts/api-types';

/** A name under the search box: of GET /api/product/suggest's entries (contracts/openapi), what the list shows. */
export type Suggestion = Pick<AnswerData<'/api/product/suggest', 'get'>[number], '_id' | 'name'>;

/** Wait this long after the last keystroke before asking (a fast typist sends one request, not five). */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Names shown under the search box. */
export const SUGGEST_LIMIT = 8;

/** Answers already seen this page load, by store and query: backspacing over a word shows them again at once. */
const seen = new Map<string, Suggestion[]>();
/** Another store's shelf suggests other packs: the store is part of the key. */
const seenKey = (store: string | undefined, q: string) => `${store ?? ''}\n${q.toLowerCase()}`;
const SEEN_MAX = 100;

function remember(q: string, list: Suggestion[]): void {
  if (seen.size >= SEEN_MAX) seen.delete(seen.keys().next().value as string);
  seen.set(q, list);
}

async function fetchSuggestions(q: string, store: string | undefined, signal: AbortSignal): Promise<Suggestion[]> {
  const params = new URLSearchParams({ q, limit: String(SUGGEST_LIMIT) });
  // The shopper's store: each name opens a pack that store has in stock (GET /api/product/suggest `store`).
  if (store) params.set('store', store);
  const env = await api.get<unknown>(`/api/product/suggest?${params.toString()}`, { signal });
  const data = Array.isArray(env.data) ? env.data : [];
  return data.filter((s): s is Suggestion => typeof s?._id === 'string' && typeof s?.name === 'string');
}

/**
 * Product names for what is being typed (GET /api/product/suggest), debounced, the stale request
 * aborted when the text moves on. `for` is the query the list belongs to, so the caller never shows
 * the names of an older query under a newer one.
 */
export function useSuggestions(query: string): { list: Suggestion[]; for: string } {
  const q = query.trim();
  const store = useShopperStore();
  const [state, setState] = useState<{ list: Suggestion[]; for: string }>({ list: [], for: '' });
  const latest = useRef(q);
  latest.current = q;

  useEffect(() => {
    if (!q) {
      setState({ list: [], for: '' });
      return;
    }
    const key = seenKey(store, q);
    const cached = seen.get(key);
    if (cached) {
      setState({ list: cached, for: q });
      return;
    }
    const ctrl = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(q, store, ctrl.signal)
        .then((list) => {
          remember(key, list);
          if (latest.current === q) setState({ list, for: q });
        })
        .catch(() => {
          // Suggestions are a convenience: a failure just shows none (the results below still load).
          if (!ctrl.signal.aborted && latest.current === q) setState({ list: [], for: q });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      ctrl.abort();
    };
  }, [q, store]);

  return state;
}
