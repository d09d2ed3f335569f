import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export const ORDER_STREAM_URL = '/api/order/stream';

const MAX_BACKOFF_MS = 30_000;

export interface OrderStreamOptions<T> {
  /** The app's own reading of an event's data (its Order shape); undefined skips the event. */
  parse: (data: unknown) => T | undefined;
  /** False (no signed-in user yet) opens nothing and reports 'offline'. */
  enabled?: boolean;
}

/**
 * Subscribes to GET /api/order/stream (server-sent events, event `order`, data = Order).
 *
 * Dropped connections are the browser's to retry: EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed. It gives up only when the server refuses
 * (for instance a 401 once the 15-minute access token has expired); then a call through the API
 * client refreshes the session, and a new EventSource is opened with backoff, resuming from the
 * last event seen (`?lastEventId=`). `onResync` still runs on every fresh connection (the first one
 * too: the caller's first lists were read before the subscription started), so the caller re-reads
 * its lists and nothing depends on how far back the service can replay.
 */
export function useOrderStream<T>(onOrder: (order: T) => void, onResync: () => void, { parse, enabled = true }: OrderStreamOptions<T>): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handlers = useRef({ onOrder, onResync, parse });
  handlers.current = { onOrder, onResync, parse };

  useEffect(() => {
    if (!enabled) return;
    if (typeof EventSource === 'undefined') {
      setStatus('offline');
      return;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let lastEventId = '';

    const onMessage = (e: Event) => {
      const msg = e as MessageEvent;
      if (msg.lastEventId) lastEventId = msg.lastEventId;
      try {
        const order = handlers.current.parse(JSON.parse(String(msg.data)));
        if (order !== undefined) handlers.current.onOrder(order);
      } catch {
        /* a malformed event is skipped; the next resync reads the truth */
      }
    };

    const open = () => {
      if (stopped) return;
      let fresh = true;
      // A new EventSource cannot send the Last-Event-ID header; the service also reads it from the query.
      const url = lastEventId ? `${ORDER_STREAM_URL}?lastEventId=${encodeURIComponent(lastEventId)}` : ORDER_STREAM_URL;
      const es = new EventSource(url, { withCredentials: true });
      source = es;
      es.addEventListener('order', onMessage);
      es.addEventListener('open', () => {
        setStatus('live');
        failures = 0;
        if (fresh) handlers.current.onResync();
        // Later 'open's on this same EventSource are its own reconnects, which resume by Last-Event-ID.
        fresh = false;
      });
      es.addEventListener('error', () => {
        if (stopped || source !== es) return;
        if (es.readyState === EventSource.CONNECTING) {
          setStatus('reconnecting');
          return;
        }
        es.close();
        source = null;
        setStatus('offline');
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures);
        failures += 1;
        timer = setTimeout(() => {
          // Any authenticated call refreshes an expired access token (the client retries a 401 once
          // after POST /api/user/refresh-token), so the next EventSource goes out with a valid cookie.
          void api
            .get('/api/user/user-details')
            .catch(() => undefined)
            .then(() => {
              if (!stopped) setStatus('reconnecting');
              open();
            });
        }, delay);
      });
    };

    setStatus('connecting');
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [enabled]);

  return enabled ? status : 'offline';
}
