import { useCallback, useRef, useState } from 'react';
import { errorMessage, queryKeys } from '@minutemart/ui';
import type { Order } from '../api/orders';
import { stores as storesApi, type QueueStage, type StoreQueue } from '../api/stores';
import { useOrderStream, type StreamStatus } from '../orders/useOrderStream';
import { useResource } from '../hooks/useResource';

const EMPTY: StoreQueue = { orders: [], store: null, counts: {} };

/** A live change reads the queue again after this pause, so a burst of steps is one read. */
const SETTLE_MS = 250;

/**
 * Of two views of one order, the later one. A step's answer can arrive after a read that already
 * holds a later change (the catalogue answers a substitute within milliseconds of the request), and
 * showing it would bring the earlier state back until the next read.
 */
const later = (mine: Order | undefined, incoming: Order): Order =>
  mine && (Date.parse(mine.updatedAt) || 0) > (Date.parse(incoming.updatedAt) || 0) ? mine : incoming;

/**
 * A store's queue for one screen (pick: confirmed and picking; deliver: packed and out for delivery),
 * oldest first, read again whenever the order stream says one of this store's orders changed.
 */
export function useStoreQueue(storeId: string, stage: QueueStage) {
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<StoreQueue>(EMPTY);
  const res = useResource(
    queryKeys.storeQueue(storeId, stage),
    async (signal) => {
      if (!storeId) return EMPTY;
      const q = await storesApi.queue(storeId, stage, signal);
      setError(null);
      return {
        ...q,
        orders: q.orders.map((o) =>
          later(
            latest.current.orders.find((b) => b.orderId === o.orderId),
            o,
          ),
        ),
      };
    },
    EMPTY,
    (err) => setError(errorMessage(err)),
  );
  latest.current = res.data;
  const { reloadSoon, set } = res;
  const reload = useCallback(() => reloadSoon(SETTLE_MS), [reloadSoon]);

  /** A step's answer shows at once; the stream's read follows. */
  const put = useCallback(
    (order: Order) => {
      set((q) => ({ ...q, orders: q.orders.map((o) => (o.orderId === order.orderId ? later(o, order) : o)) }));
    },
    [set],
  );

  const live: StreamStatus = useOrderStream(
    useCallback((order: Order) => order.storeId === storeId && reload(), [storeId, reload]),
    reload,
  );
  // Until a store is chosen there is nothing to show yet, not an empty queue.
  return { queue: res.data, loading: res.loading || !storeId, error, reload, put, live };
}
