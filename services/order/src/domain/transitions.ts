import type { Model } from 'mongoose';
import {
  orderAwaitingPaymentV1,
  orderCancelledV1,
  orderCancelledV2,
  orderConfirmedV1,
  orderConfirmedV2,
  orderDeliveredV1,
  orderExpiredV1,
  orderExpiredV2,
  orderOutForDeliveryV1,
  orderPackedV1,
  orderPaidV1,
  orderPaymentFailedV1,
  orderPaymentFailedV2,
  orderPickingV1,
  orderRejectedV1,
  orderRejectedV2,
  toStateV1,
  type OrderState,
} from '@minutemart/contracts';
import { auditEntries, auditState, conflict, newEvent, notFound, type OutboxEntry } from '@minutemart/kit';
import type { HistoryEntry, OrderDoc } from '../data/order-model.js';
import type { Clock } from './clock.js';
import { nextState, STEPS, type Action, type Step } from './order-states.js';
import { chargesOf } from './pricing.js';

export const SOURCE = 'order-service';

export type Actor = HistoryEntry['by'];

/** What an audit entry of a transition shows of the order before and after it. */
const AUDITED = ['state', 'paymentState', 'picker', 'rider', 'totals', 'refunds'] as const;

/** A path of a store step's `$set` (`items.0.picked`) as the order held it before. */
const valueAt = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v === null || typeof v !== 'object' ? undefined : (v as Record<string, unknown>)[key]), doc);

export interface TransitionInput {
  by: Actor;
  reason?: string;
  /**
   * Fields stored together with the state change (prices, payment session, …). A function is
   * given the order as read at each attempt (and may refuse by throwing), so a race never writes
   * fields computed from an older read.
   */
  set?: Partial<OrderDoc> | ((order: OrderDoc) => Partial<OrderDoc>);
  /** A payment provider event id: applied at most once per order. */
  paymentEventId?: string;
}

export type TransitionResult = { applied: true; order: OrderDoc } | { applied: false; order: OrderDoc | null };

/** Called after every applied change, e.g. to wake a request waiting for the outcome. */
export type OnTransition = (order: OrderDoc, from: OrderState) => void;

/** What a store step writes: its fields and its events, built from the order as just read. */
export interface StepPlan {
  set: Record<string, unknown>;
  events: OutboxEntry[];
}

/**
 * Applies one action of the state table to one order as a compare-and-set on (state, seq), with
 * its timeline entry and its events in the same single-document update: a transition and its
 * event are written together or not at all, and a racing or repeated action is refused.
 */
export class Transitions {
  constructor(
    private readonly orders: Model<OrderDoc>,
    private readonly onTransition: OnTransition,
    private readonly clock: Clock,
    /** One-store mode's promise, for an order placed without one. */
    private readonly defaultPromiseMinutes: number,
  ) {}

  now(): Date {
    return this.clock();
  }

  async find(orderId: string): Promise<OrderDoc | null> {
    return this.orders.findOne({ orderId }).lean<OrderDoc>();
  }

  /** Payment bookkeeping that is not a state change (cash collected at the door). */
  async setPaymentState(orderId: string, from: OrderDoc['paymentState'], to: OrderDoc['paymentState']): Promise<OrderDoc | null> {
    const order = await this.orders
      .findOneAndUpdate({ orderId, paymentState: from }, { $set: { paymentState: to } }, { returnDocument: 'after' })
      .lean<OrderDoc>();
    if (order) this.onTransition(order, order.state);
    return order;
  }

  /** `current`: the order as the caller just read it, saving the first read (the compare-and-set still guards it). */
  async apply(orderId: string, action: Action, input: TransitionInput, current?: OrderDoc): Promise<TransitionResult> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const order =
        attempt === 0 && current && !input.paymentEventId ? current : await this.orders.findOne({ orderId }).select('+paymentEvents').lean<OrderDoc>();
      if (!order) return { applied: false, order: null };
      if (input.paymentEventId && order.paymentEvents?.includes(input.paymentEventId)) return { applied: false, order };
      const to = nextState(action, order.state, order.paymentMethod);
      if (!to) return { applied: false, order };
      const at = this.clock();
      const seq = order.seq + 1;
      const extra = typeof input.set === 'function' ? input.set(order) : input.set;
      const set: Partial<OrderDoc> = { ...this.timesFor(to, order, at), ...extra, state: to, seq };
      const next: OrderDoc = { ...order, ...set };
      const entry: HistoryEntry = { seq, state: to, at, by: input.by, ...(input.reason ? { reason: input.reason } : {}) };
      const events = [
        ...eventsFor(order.state, next, entry),
        ...auditEntries(SOURCE, {
          entity: 'order',
          entityId: order.orderId,
          action,
          storeId: order.storeId,
          before: auditState(order, AUDITED),
          after: { ...auditState(next, AUDITED), ...(input.reason ? { reason: input.reason } : {}) },
        }),
      ];
      const res = await this.orders.updateOne(
        { _id: order._id, seq: order.seq, state: order.state },
        {
          $set: set,
          $push: { history: entry, _outbox: { $each: events } },
          ...(input.paymentEventId ? { $addToSet: { paymentEvents: input.paymentEventId } } : {}),
        },
      );
      if (res.modifiedCount === 1) {
        const stored = { ...next, history: [...order.history, entry], updatedAt: new Date() };
        this.onTransition(stored, order.state);
        return { applied: true, order: stored };
      }
    }
    throw new Error(`order ${orderId} kept changing under ${action}`);
  }

  /**
   * A store step that keeps the state (an item ticked, a rider taking the bag): the same
   * compare-and-set on (state, seq), `seq` counting it, its events in the same write. `plan` sees
   * the order as read and may refuse with an HTTP error; a race re-reads and plans again.
   */
  async step(orderId: string, step: Step, plan: (order: OrderDoc, at: Date, seq: number) => StepPlan): Promise<OrderDoc> {
    const state = STEPS[step];
    for (let attempt = 0; attempt < 20; attempt++) {
      const order = await this.find(orderId);
      if (!order) throw notFound('Order not found');
      if (order.state !== state) throw conflict(`An order that is ${label(order.state)} cannot be changed like this`);
      const at = this.clock();
      const seq = order.seq + 1;
      const { set, events } = plan(order, at, seq);
      const before = Object.fromEntries(Object.keys(set).map((path) => [path, valueAt(order, path) ?? null]));
      const audit = auditEntries(SOURCE, {
        entity: 'order',
        entityId: order.orderId,
        action: step,
        storeId: order.storeId,
        before: auditState(before),
        after: auditState(set),
      });
      const res = await this.orders.updateOne(
        { _id: order._id, seq: order.seq, state },
        { $set: { ...set, seq }, $push: { _outbox: { $each: [...events, ...audit] } } },
      );
      if (res.modifiedCount === 1) {
        const stored = (await this.find(orderId)) ?? ({ ...order, ...set, seq } as OrderDoc);
        this.onTransition(stored, order.state);
        return stored;
      }
    }
    throw new Error(`order ${orderId} kept changing under ${step}`);
  }

  /** The promise's clock starts when the store can start: at confirmation. */
  private timesFor(to: OrderState, order: OrderDoc, at: Date): Partial<OrderDoc> {
    if (to === 'confirmed') {
      const minutes = order.promisedMinutes ?? this.defaultPromiseMinutes;
      return { confirmedAt: at, promisedAt: new Date(at.getTime() + minutes * 60_000), promisedMinutes: minutes };
    }
    if (to === 'delivered') return { deliveredAt: at };
    return {};
  }
}

export const label = (s: OrderState) => s.replaceAll('_', ' ');

/**
 * The facts one transition publishes. Paying a card order both pays and confirms it. Version-1
 * events speak of states as v1 knew them (picking reads as confirmed there); the version-2 events
 * of confirmation and of an order not going ahead carry its bill, next to them.
 */
function eventsFor(from: OrderState, order: OrderDoc, entry: HistoryEntry): OutboxEntry[] {
  const common = {
    orderId: order.orderId,
    userId: String(order.userId),
    storeId: order.storeId,
    by: entry.by,
    at: entry.at.toISOString(),
    seq: entry.seq,
    ...(entry.reason ? { reason: entry.reason } : {}),
  };
  const base = { ...common, from: toStateV1(from), to: toStateV1(order.state) };
  const id = order.orderId;
  const lines = order.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
  const v2 = { ...common, from, to: order.state, charges: chargesOf(order) };
  const settled = { ...v2, refundPaise: order.paymentState === 'refund_due' ? (order.totals?.grandTotalPaise ?? 0) : 0 };
  switch (order.state) {
    case 'confirmed': {
      const confirmed = [newEvent(orderConfirmedV1, SOURCE, id, { ...base, lines }), newEvent(orderConfirmedV2, SOURCE, id, { ...v2, lines })];
      if (from !== 'awaiting_payment') return confirmed;
      return [newEvent(orderPaidV1, SOURCE, id, { ...base, paymentId: order.paymentId, amountPaise: order.totals?.grandTotalPaise ?? 0 }), ...confirmed];
    }
    case 'picking':
      return [newEvent(orderPickingV1, SOURCE, id, { ...common, from, to: order.state })];
    case 'awaiting_payment':
      return [newEvent(orderAwaitingPaymentV1, SOURCE, id, { ...base, paymentId: order.paymentId })];
    case 'rejected':
      return [newEvent(orderRejectedV1, SOURCE, id, base), newEvent(orderRejectedV2, SOURCE, id, settled)];
    case 'payment_failed':
      return [newEvent(orderPaymentFailedV1, SOURCE, id, base), newEvent(orderPaymentFailedV2, SOURCE, id, settled)];
    case 'expired':
      return [newEvent(orderExpiredV1, SOURCE, id, base), newEvent(orderExpiredV2, SOURCE, id, settled)];
    case 'cancelled':
      return [newEvent(orderCancelledV1, SOURCE, id, base), newEvent(orderCancelledV2, SOURCE, id, settled)];
    case 'packed':
      return [newEvent(orderPackedV1, SOURCE, id, base)];
    case 'out_for_delivery':
      return [newEvent(orderOutForDeliveryV1, SOURCE, id, base)];
    case 'delivered':
      return [newEvent(orderDeliveredV1, SOURCE, id, base)];
    case 'pending':
      throw new Error('no action leads back to pending');
  }
}
