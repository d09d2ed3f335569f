import type { StoredOrderView as OrderView } from './views.js';

/** The part of an open server-sent-event response the feed writes to (the api layer passes Express's). */
export interface EventSink {
  write(chunk: string): unknown;
  end(): unknown;
}

interface Subscriber {
  userId: string;
  /** Hears every order in full (orders.read: admins, support). */
  admin: boolean;
  /** Store staff: told that an order of these stores changed (a notice, not the order). */
  stores?: readonly string[];
  res: EventSink;
}

/**
 * What store staff hear of their stores' orders: which one changed, so their screen reads its
 * queue again, scoped by the permission table; the order itself (the shopper's address, what
 * they bought) reaches them only through that read.
 */
export type ChangeNotice = Pick<OrderView, 'orderId' | 'storeId' | 'state' | 'updatedAt'>;

/** The view this subscriber may have of a change: the order, a notice, or nothing. */
export function viewFor(sub: Pick<Subscriber, 'userId' | 'admin' | 'stores'>, view: OrderView): OrderView | ChangeNotice | null {
  if (sub.admin || sub.userId === view.userId) return view;
  if (sub.stores?.includes(view.storeId)) return { orderId: view.orderId, storeId: view.storeId, state: view.state, updatedAt: view.updatedAt };
  return null;
}

/** Stream cursor: the order's last change time, so a reconnect asks for what changed after it. */
export const cursorOf = (view: Pick<OrderView, 'updatedAt'>): string => String(new Date(view.updatedAt).getTime());

/**
 * The server-sent-event connections of this replica. A shopper hears about their own orders,
 * store staff that their stores' orders changed, an admin about every order. Fed by every replica's own reading of the order topic.
 */
export class LiveOrders {
  private readonly subscribers = new Set<Subscriber>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly maxPerUser = 16,
    heartbeatMs = 15_000,
  ) {
    // Comments keep proxies and the browser from timing an idle stream out.
    this.heartbeat = setInterval(() => {
      for (const s of this.subscribers) s.res.write(': ping\n\n');
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Each tab holds a stream (a storefront page and an admin board may hold one each); past a
   * generous number per user the oldest is closed, so one client cannot hold an unbounded number
   * open. Set high on purpose: a cap a real user reaches makes tabs take turns evicting each other.
   */
  add(sub: Subscriber): () => void {
    const mine = [...this.subscribers].filter((s) => s.userId === sub.userId);
    for (const old of mine.slice(0, Math.max(0, mine.length - (this.maxPerUser - 1)))) {
      this.subscribers.delete(old);
      old.res.end();
    }
    this.subscribers.add(sub);
    return () => this.subscribers.delete(sub);
  }

  /** Whether anyone here would receive a change of this shopper's order (saves a read); without the store, any staff would. */
  wants(userId: string, storeId?: string): boolean {
    for (const s of this.subscribers) {
      if (s.admin || s.userId === userId) return true;
      if (s.stores?.length && (storeId === undefined || s.stores.includes(storeId))) return true;
    }
    return false;
  }

  publish(view: OrderView): void {
    for (const s of this.subscribers) {
      const seen = viewFor(s, view);
      if (seen) send(s.res, seen);
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const s of this.subscribers) s.res.end();
    this.subscribers.clear();
  }
}

export function send(res: EventSink, view: OrderView | ChangeNotice): void {
  res.write(`id: ${cursorOf(view)}\nevent: order\ndata: ${JSON.stringify(view)}\n\n`);
}
