import { errorMessage, useStore, userScopedStore } from '@minutemart/ui';
import { fetchOrders } from './api';
import type { Order } from './types';

export interface OrdersState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: Order[];
  error?: string;
}

const INITIAL: OrdersState = { status: 'idle', list: [] };

const store = userScopedStore<OrdersState>('orders', INITIAL);
let inflight: Promise<Order[]> | null = null;

const newestFirst = (a: Order, b: Order) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** A later version of an order never loses to an earlier one (the stream and a list read can cross). */
function newer(a: Order, b: Order): Order {
  const seq = (o: Order) => o.history?.at(-1)?.seq ?? 0;
  if (seq(a) !== seq(b)) return seq(a) > seq(b) ? a : b;
  return Date.parse(a.updatedAt) >= Date.parse(b.updatedAt) ? a : b;
}

/** Client order list (the original client's "order list" state): My Orders reads it, checkout refreshes it. */
export const orders = {
  store,
  /** GET /api/order/order-list. Never throws: a failure is kept in `error`. */
  load(): Promise<Order[]> {
    if (inflight) return inflight;
    store.set((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
    inflight = (async () => {
      try {
        const list = await fetchOrders();
        store.set((s) => ({
          status: 'ready',
          list: list
            .map((o) => {
              const had = s.list.find((x) => x.orderId === o.orderId);
              return had ? newer(had, o) : o;
            })
            .sort(newestFirst),
        }));
        return list;
      } catch (err) {
        store.set((s) => ({ ...s, status: 'error', error: errorMessage(err) }));
        return [];
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  },
  /** Puts a changed order in place (or at the top when it is new). */
  upsert(order: Order): void {
    store.set((s) => {
      const at = s.list.findIndex((o) => o.orderId === order.orderId);
      if (at === -1) return { ...s, list: [order, ...s.list].sort(newestFirst) };
      const list = s.list.slice();
      list[at] = newer(list[at]!, order);
      return { ...s, list };
    });
  },
};

export function useOrders(): OrdersState {
  return useStore(store);
}
