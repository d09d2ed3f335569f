import type { Queue } from 'bullmq';
import type { Model } from 'mongoose';
import type { OrderDoc } from '../data/order-model.js';

export const EXPIRY_QUEUE = 'order-payment-expiry';
export interface ExpiryJob {
  orderId: string;
}

/**
 * A card order that is never paid must not hold stock forever: a delayed job per order expires
 * it. The job id is the order id, so scheduling twice (a retried event, a restart) is harmless.
 */
export class ExpiryScheduler {
  constructor(
    private readonly queue: Queue<ExpiryJob>,
    private readonly orders: Model<OrderDoc>,
    private readonly timeoutMs: number,
  ) {}

  async schedule(orderId: string, delayMs = this.timeoutMs): Promise<void> {
    await this.queue.add('expire', { orderId }, { jobId: `expire-${orderId}`, delay: Math.max(0, delayMs) });
  }

  /**
   * At start: an order may have entered awaiting_payment just before a crash, with its job never
   * added. Schedule every such order again for what is left of its window.
   */
  async rescheduleOpen(): Promise<number> {
    const open = await this.orders.find({ state: 'awaiting_payment' }).select('orderId history').lean<Pick<OrderDoc, 'orderId' | 'history'>[]>();
    for (const o of open) {
      const since = o.history.find((h) => h.state === 'awaiting_payment')?.at ?? new Date();
      await this.schedule(o.orderId, new Date(since).getTime() + this.timeoutMs - Date.now());
    }
    return open.length;
  }
}
