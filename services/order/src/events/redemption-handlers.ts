import {
  orderCancelledV1,
  orderConfirmedV2,
  orderExpiredV1,
  orderPaymentFailedV1,
  orderRejectedV1,
  topics,
  type EventData,
  type EventEnvelope,
} from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Redemptions } from '../domain/redemptions.js';

const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

/**
 * The order's own events settle its redemptions (ADR 0018): confirmed, they are used (with the
 * discount as charged); cancelled, refused, expired or unpaid, they are given back. Through the
 * outbox and Kafka, so a release is never lost to a crash between the order's write and it; both
 * steps are conditional on the redemption's state, so a redelivered event changes nothing.
 */
export function redemptionConsumer(redemptions: Redemptions): ConsumerSpec {
  const release = async (e: EventEnvelope<{ orderId: string }>) => void (await redemptions.release(e.data.orderId));
  return {
    group: 'order-redemptions',
    topics: [topics.order.name],
    handlers: {
      [key(orderConfirmedV2)]: async (e: EventEnvelope<EventData<typeof orderConfirmedV2>>) => redemptions.confirm(e.data.orderId, e.data.charges.discounts),
      [key(orderCancelledV1)]: release,
      [key(orderRejectedV1)]: release,
      [key(orderExpiredV1)]: release,
      [key(orderPaymentFailedV1)]: release,
    },
  };
}
