import { useEffect, useRef, useState } from 'react';
import { api } from '@minutemart/ui';
import type { Order } from './types';

export type StreamStatus = 'connecting' | 'live' | 'offline';

const STREAM_URL = '/api/order/stream';

/**
 * Live order changes: GET /api/order/stream (server-sent events, event `order`, data = Order). The browser
 * reconnects by itself after a dropped connection and sends Last-Event-ID, so nothing is missed. A refused
 * connection (the 15-minute access cookie expired: 401) is final for an EventSource: then the session is
 * refreshed, `onResync` re-reads what may have been missed, and a new stream opens, with backoff.
 */
export function useOrderStream(enabled: boolean, onOrder: (order: Order) => void, onResync: () => void): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handlers = useRef({ onOrder, onResync });
  handlers.current = { onOrder, onResync };

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;

    const open = () => {
      setStatus('connecting');
      source = new EventSource(STREAM_URL, { withCredentials: true });
      source.addEventListener('open', () => {
        failures = 0;
        setStatus('live');
      });
      source.addEventListener('order', (e) => {
        try {
          const order = JSON.parse((e as MessageEvent<string>).data) as Order;
          if (order && typeof order.orderId === 'string') handlers.current.onOrder(order);
        } catch {
          /* a malformed event is skipped; the next list read corrects the view */
        }
      });
      source.addEventListener('error', () => {
        if (!source || source.readyState !== EventSource.CLOSED) {
          setStatus('connecting');
          return;
        }
        setStatus('offline');
        source = null;
        const delay = Math.min(30_000, 1000 * 2 ** failures++);
        timer = setTimeout(async () => {
          // Any authenticated call refreshes an expired access cookie (the client retries after a 401).
          await api.get('/api/user/user-details').catch(() => undefined);
          if (stopped) return;
          handlers.current.onResync();
          open();
        }, delay);
      });
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled]);

  return enabled ? status : 'offline';
}
