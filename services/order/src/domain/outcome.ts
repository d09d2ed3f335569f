import type { Model } from 'mongoose';
import type { OrderDoc } from '../data/order-model.js';

type Settled = (order: OrderDoc) => boolean;

/**
 * Lets a placement request wait for the saga's answer. The replica that applies the answer wakes
 * its own waiters at once; a waiter whose answer lands on another replica finds it by polling,
 * slowly on purpose: hundreds of waiting requests polling fast would swamp the database.
 */
export class OutcomeWaiter {
  private readonly waiters = new Map<string, Set<(order?: OrderDoc) => void>>();

  constructor(
    private readonly orders: Model<OrderDoc>,
    private readonly pollMs = 1_000,
  ) {}

  /** Called by Transitions after every applied change, with the order as it was written. */
  notify(orderId: string, order?: OrderDoc): void {
    for (const wake of this.waiters.get(orderId) ?? []) wake(order);
  }

  /**
   * `written`: the order as the caller just wrote it, so the wait starts without reading it back. Its
   * waiter is then in place before the caller yields, i.e. before the saga's answer can be applied here.
   */
  async waitFor(orderId: string, settled: Settled, timeoutMs: number, written?: OrderDoc): Promise<OrderDoc | null> {
    const deadline = Date.now() + timeoutMs;
    // The replica that applied the answer hands over the written order: no read back on the hot path.
    let handed: OrderDoc | undefined = written;
    for (;;) {
      const order = handed ?? (await this.orders.findOne({ orderId }).lean<OrderDoc>());
      handed = undefined;
      if (order && settled(order)) return order;
      const left = deadline - Date.now();
      if (left <= 0) return order;
      await new Promise<void>((resolve) => {
        const set = this.waiters.get(orderId) ?? new Set();
        this.waiters.set(orderId, set);
        const done = (written?: OrderDoc) => {
          clearTimeout(timer);
          set.delete(done);
          if (set.size === 0) this.waiters.delete(orderId);
          handed = written;
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, this.pollMs));
        set.add(done);
      });
    }
  }
}
