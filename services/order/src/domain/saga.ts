import type { Logger } from 'pino';
import type { EventData, stockRejectedV1, stockReservedV1 } from '@minutemart/contracts';
import type { OrderDoc } from '../data/order-model.js';
import type { Payments } from './payments.js';
import { priceOrder } from './pricing.js';
import type { Transitions } from './transitions.js';
import type { ExpiryScheduler } from './expiry.js';

const SYSTEM = { kind: 'system' as const, id: 'catalogue' };

/**
 * The order's side of the saga: the catalogue's answer moves the order on. A card order gets its
 * payment session here, once its stock is held and its prices are known.
 */
export class Saga {
  constructor(
    private readonly transitions: Transitions,
    private readonly payments: Payments,
    private readonly expiry: ExpiryScheduler,
    private readonly logger: Logger,
  ) {}

  async stockReserved(data: EventData<typeof stockReservedV1>, order: OrderDoc | null): Promise<void> {
    if (!order || order.state !== 'pending') return; // answered already, or cancelled meanwhile
    const priced = priceOrder(data.lines, order.pricing);
    if (order.paymentMethod === 'cod') {
      // Confirmation starts the promise's clock (promisedAt is set with it, see Transitions).
      await this.transitions.apply(data.orderId, 'stockReserved', { by: SYSTEM, set: { ...priced } }, order);
      return;
    }
    let session: { id: string; url: string };
    try {
      session = await this.payments.createSession({ orderId: order.orderId, userId: order.userId, items: priced.items, pricing: priced.pricing ?? null });
    } catch (e) {
      this.logger.warn({ orderId: order.orderId, err: (e as Error).message }, 'payment session could not be created');
      // The stock is held: hand it back rather than leave the order hanging.
      await this.transitions.apply(data.orderId, 'stockReserved', { by: SYSTEM, set: { ...priced } });
      await this.transitions.apply(data.orderId, 'paymentFailed', {
        by: { kind: 'payment' },
        reason: 'The payment provider could not be reached',
        set: { paymentState: 'failed' },
      });
      return;
    }
    const res = await this.transitions.apply(
      data.orderId,
      'stockReserved',
      { by: SYSTEM, set: { ...priced, paymentId: session.id, paymentUrl: session.url } },
      order,
    );
    if (res.applied) await this.expiry.schedule(order.orderId);
  }

  async stockRejected(data: EventData<typeof stockRejectedV1>): Promise<void> {
    // The admins' timeline says what the shopper was told: a product the store does not carry is not "out of stock".
    const label = (u: (typeof data.unavailable)[number]) =>
      u.reason === 'out_of_stock' ? 'Out of stock' : u.scope === 'store' ? 'Not carried by this store' : 'Not sold';
    const byLabel = new Map<string, string[]>();
    for (const u of data.unavailable) byLabel.set(label(u), [...(byLabel.get(label(u)) ?? []), u.name]);
    await this.transitions.apply(data.orderId, 'stockRejected', {
      by: SYSTEM,
      reason: [...byLabel].map(([l, names]) => `${l}: ${names.join(', ')}`).join('; '),
      set: { unavailable: data.unavailable, paymentState: 'failed' },
    });
  }
}
