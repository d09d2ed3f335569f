import {
  orderCancelledV1,
  orderConfirmedV1,
  orderDeliveredV1,
  orderItemMissingV1,
  orderItemSubstitutedV1,
  orderOutForDeliveryV1,
  topics,
  type EventEnvelope,
} from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Model } from 'mongoose';
import type { NotificationDoc } from '../data/notification-model.js';
import type { OrderMailKind } from '../notify/order-mail-kinds.js';

export const NOTIFICATIONS_GROUP = 'user-notifications';

type Detail = NotificationDoc['detail'];
const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

/**
 * Order events → the mail ledger (ADR 0019). Recording is one idempotent upsert per change; the
 * sender does the sending, so a slow or down SMTP server never holds this group up.
 */
export function orderNotificationConsumer(ledger: Model<NotificationDoc>, onRecorded: () => void): ConsumerSpec {
  const record =
    (kind: OrderMailKind, detail: (d: any) => Detail = () => ({})) =>
    async (e: EventEnvelope<any>) => {
      const d = e.data as { orderId: string; userId: string; seq: number };
      const now = new Date();
      await ledger.updateOne(
        { _id: `${d.orderId}:${e.type}:${d.seq}` },
        {
          $setOnInsert: {
            eventId: e.id,
            kind,
            orderId: d.orderId,
            userId: d.userId,
            detail: detail(e.data),
            state: 'pending',
            attempts: 0,
            nextAttemptAt: now,
            leaseUntil: null,
            lastError: '',
            skipped: '',
            createdAt: now,
            sentAt: null,
          },
        },
        { upsert: true },
      );
      onRecorded();
    };
  return {
    group: NOTIFICATIONS_GROUP,
    topics: [topics.order.name],
    handlers: {
      [key(orderConfirmedV1)]: record('confirmed'),
      [key(orderOutForDeliveryV1)]: record('out_for_delivery'),
      [key(orderDeliveredV1)]: record('delivered'),
      [key(orderItemMissingV1)]: record('refunded', (d) => ({ name: d.name, quantity: d.quantity, refundPaise: d.refundPaise })),
      [key(orderItemSubstitutedV1)]: record('substitution', (d) => ({ name: d.name, quantity: d.quantity, refundPaise: d.refundPaise })),
      [key(orderCancelledV1)]: record('cancelled', (d) => (d.reason ? { reason: d.reason } : {})),
    },
  };
}
