import type Stripe from 'stripe';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { OrderDoc } from '../data/order-model.js';
import type { Action } from './order-states.js';
import type { Transitions } from './transitions.js';

const PAYMENT = { kind: 'payment' as const, id: 'stripe' };

/** What each handled Stripe event asks of the order. */
const ACTIONS: Record<string, Action> = {
  'checkout.session.completed': 'paymentSucceeded',
  'checkout.session.async_payment_succeeded': 'paymentSucceeded',
  'checkout.session.async_payment_failed': 'paymentFailed',
  'checkout.session.expired': 'paymentExpired',
};

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies verified Stripe events. Delivery is at least once and in any order: each event id is
 * applied at most once per order, and the state table refuses what no longer fits (an expiry
 * after the payment, a second payment), so repeats and stragglers change nothing.
 */
export class PaymentEvents {
  constructor(
    private readonly orders: Model<OrderDoc>,
    private readonly transitions: Transitions,
    private readonly logger: Logger,
  ) {}

  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    let action = ACTIONS[event.type];
    if (!action) return 'ignored';
    const session = event.data.object as Stripe.Checkout.Session;
    // A completed session whose payment is still clearing (bank debits) is paid later, by its own event.
    if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') return 'ignored';
    const orderId = session.client_reference_id || session.metadata?.['orderId'];
    const order = orderId ? await this.orders.findOne({ orderId }).lean<OrderDoc>() : null;
    if (!order) {
      this.logger.warn({ eventId: event.id, orderId }, 'payment event for an unknown order');
      return 'ignored';
    }
    if (action === 'paymentSucceeded' && typeof session.amount_total === 'number' && order.totals && session.amount_total !== order.totals.grandTotalPaise) {
      this.logger.error({ orderId, paid: session.amount_total, expected: order.totals.grandTotalPaise }, 'paid amount differs from the order total');
      action = 'paymentFailed';
    }
    const paymentState = action === 'paymentSucceeded' ? 'paid' : action === 'paymentFailed' ? 'failed' : 'expired';
    const res = await this.transitions.apply(order.orderId, action, {
      by: PAYMENT,
      paymentEventId: event.id,
      set: { paymentState },
      ...(action === 'paymentFailed'
        ? { reason: 'The payment did not go through' }
        : action === 'paymentExpired'
          ? { reason: 'The payment was not completed in time' }
          : {}),
    });
    if (res.applied) return 'applied';
    if (
      action === 'paymentSucceeded' &&
      res.order &&
      ['expired', 'payment_failed', 'cancelled'].includes(res.order.state) &&
      res.order.paymentState !== 'refund_due'
    ) {
      // Money arrived for an order that is already over: it must go back to the shopper.
      await this.orders.updateOne({ orderId: order.orderId, paymentState: { $ne: 'refund_due' } }, { $set: { paymentState: 'refund_due' } });
      this.logger.error({ orderId: order.orderId, state: res.order.state }, 'payment for a closed order: refund due');
    }
    return 'duplicate';
  }
}
