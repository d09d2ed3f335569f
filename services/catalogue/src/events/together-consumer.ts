import { orderConfirmedV2, topics, type EventData, type EventEnvelope } from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Together } from '../domain/together.js';

export const TOGETHER_GROUP = 'catalogue-together';

/**
 * "Often bought together" counts from confirmed orders, in a group of its own: counting can lag or
 * retry without holding up the saga's stock answers (catalogue-stock). Version 2 only: the basket
 * ledger would count v1 and v2 of one order once anyway, but one version is half the work.
 */
export function togetherConsumer(together: Together): ConsumerSpec {
  return {
    group: TOGETHER_GROUP,
    topics: [topics.order.name],
    handlers: {
      [`${orderConfirmedV2.type}@${orderConfirmedV2.version}`]: async (e: EventEnvelope<EventData<typeof orderConfirmedV2>>) =>
        together.record(e.data.orderId, e.data.storeId, e.data.lines),
    },
  };
}
