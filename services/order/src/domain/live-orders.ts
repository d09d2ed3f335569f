import type { Response } from 'express';
import type { StoredOrderView as OrderView } from './views.js';

interface Subscriber {
  userId: string;
  admin: boolean;
  res: Response;
}

/** Stream cursor: the order's last change time, so a reconnect asks for what changed after it. */
export const cursorOf = (view: Pick<OrderView, 'updatedAt'>): string => String(new Date(view.updatedAt).getTime());

/**
 * The server-sent-event connections of this replica. A shopper hears about their own orders,
 * an admin about every order. Fed by every replica's own reading of the order topic.
 */
export class LiveOrders {
  private readonly subscribers = new Set<Subscriber>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly maxPerUser = 16, heartbeatMs = 15_000) {
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

  /** Whether anyone here would receive a change of this shopper's order (saves a read). */
  wants(userId: string): boolean {
    for (const s of this.subscribers) if (s.admin || s.userId === userId) return true;
    return false;
  }

  publish(view: OrderView): void {
    for (const s of this.subscribers) if (s.admin || s.userId === view.userId) send(s.res, view);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const s of this.subscribers) s.res.end();
    this.subscribers.clear();
  }
}

export function send(res: Response, view: OrderView): void {
  res.write(`id: ${cursorOf(view)}\nevent: order\ndata: ${JSON.stringify(view)}\n\n`);
}
