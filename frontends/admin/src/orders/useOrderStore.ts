import { useCallback, useMemo, useReducer } from 'react';
import type { OrderState } from '@minutemart/contracts/order-states';
import type { Order, OrderListPage, StateCounts } from '../api/orders';
import { adjustCounts, isNewer } from './model';

/**
 * Every order the page has seen, by order id, from list pages and from the live stream alike. Views
 * (board columns, a state's list, search results) are filters over it, so a change that arrives by
 * the stream shows up in whichever view is open, and a list answer that is older than a live change
 * never undoes it.
 */
export interface OrderStoreState {
  byId: Record<string, Order>;
  counts: StateCounts | null;
  /** Pages loaded so far per state (for 'Load more'). */
  pages: Partial<Record<OrderState, number>>;
  /** Order ids changed by the stream in the last few seconds (highlighted on the board). */
  recent: Record<string, number>;
}

type Action =
  | { type: 'page'; page: OrderListPage; state?: OrderState; pageNo?: number; takeCounts: boolean }
  | { type: 'live'; order: Order; at: number }
  | { type: 'saved'; order: Order }
  | { type: 'counts'; counts: StateCounts }
  | { type: 'settle'; before: number };

const INITIAL: OrderStoreState = { byId: {}, counts: null, pages: {}, recent: {} };

function merge(byId: Record<string, Order>, list: Order[]): Record<string, Order> {
  let next = byId;
  for (const o of list) {
    if (!isNewer(o, next[o.orderId])) continue;
    if (next === byId) next = { ...byId };
    next[o.orderId] = o;
  }
  return next;
}

function reduce(s: OrderStoreState, a: Action): OrderStoreState {
  switch (a.type) {
    case 'page': {
      const pages = a.state && a.pageNo ? { ...s.pages, [a.state]: Math.max(s.pages[a.state] ?? 0, a.pageNo) } : s.pages;
      return { ...s, byId: merge(s.byId, a.page.items), counts: a.takeCounts && a.page.counts ? a.page.counts : s.counts, pages };
    }
    case 'live':
    case 'saved': {
      const before = s.byId[a.order.orderId];
      if (!isNewer(a.order, before)) return s;
      const counts = adjustCounts(s.counts, before, a.order);
      const recent = a.type === 'live' && before?.state !== a.order.state ? { ...s.recent, [a.order.orderId]: a.at } : s.recent;
      return { ...s, byId: { ...s.byId, [a.order.orderId]: a.order }, counts, recent };
    }
    case 'counts':
      return { ...s, counts: a.counts };
    case 'settle': {
      const recent = Object.fromEntries(Object.entries(s.recent).filter(([, at]) => at > a.before));
      return Object.keys(recent).length === Object.keys(s.recent).length ? s : { ...s, recent };
    }
  }
}

export function useOrderStore() {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const actions = useMemo(
    () => ({
      page: (page: OrderListPage, opts: { state?: OrderState; pageNo?: number; takeCounts: boolean }) => dispatch({ type: 'page', page, ...opts }),
      live: (order: Order) => dispatch({ type: 'live', order, at: Date.now() }),
      saved: (order: Order) => dispatch({ type: 'saved', order }),
      counts: (counts: StateCounts) => dispatch({ type: 'counts', counts }),
      settle: (before: number) => dispatch({ type: 'settle', before }),
    }),
    [],
  );
  const all = useCallback(() => Object.values(state.byId), [state.byId]);
  return { state, actions, all };
}
