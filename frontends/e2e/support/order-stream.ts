import type { OrderView } from '@minutemart/contracts/order-view';
import { BASE_URL } from './catalogue.js';

/** Events a stream opened just now may have missed while it was being set up: replayed from this far back. */
const REPLAY_MS = 5_000;

export interface OrderStream {
  /** Resolves with the order once the stream has carried it in `state` (seen before the call or after). */
  reached(orderId: string, state: OrderView['state'], timeoutMs?: number): Promise<OrderView>;
  close(): void;
}

/**
 * A Node-side reader of GET /api/order/stream as the caller whose cookie it holds. The service sends
 * an order's event once the change is stored, so waiting for it marks completion: no polling.
 */
export async function openOrderStream(cookie: string): Promise<OrderStream> {
  const abort = new AbortController();
  const res = await fetch(`${BASE_URL}/api/order/stream?lastEventId=${Date.now() - REPLAY_MS}`, { headers: { cookie }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`order stream: ${res.status}`);
  const seen: OrderView[] = [];
  const waiters = new Set<{ match: (o: OrderView) => boolean; resolve: (o: OrderView) => void }>();

  const take = (block: string) => {
    const lines = block.split('\n');
    if (!lines.includes('event: order')) return;
    const data = lines.find((l) => l.startsWith('data: '));
    if (!data) return;
    const order = JSON.parse(data.slice('data: '.length)) as OrderView;
    seen.push(order);
    for (const w of waiters)
      if (w.match(order)) {
        waiters.delete(w);
        w.resolve(order);
      }
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          take(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
      }
    } catch {
      // Closed by close(): nothing more to hear.
    }
  })();

  return {
    reached(orderId, state, timeoutMs = 30_000) {
      const match = (o: OrderView) => o.orderId === orderId && o.state === state;
      const already = seen.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (o: OrderView) => {
            clearTimeout(timer);
            resolve(o);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const last = seen.filter((o) => o.orderId === orderId).pop();
          reject(new Error(`order ${orderId} did not reach ${state} on the stream within ${timeoutMs} ms (last seen: ${last?.state ?? 'none'})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => abort.abort(),
  };
}
