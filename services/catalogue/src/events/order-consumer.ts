import {
  orderCancelledV1,
  orderDeliveredV1,
  orderExpiredV1,
  orderPaymentFailedV1,
  orderPlacedV1,
  orderSubstitutionRequestedV1,
  topics,
  type EventData,
} from '@minutemart/contracts';
import type { SubstituteHolds } from '../domain/substitute-holds.js';
import type { ConsumerSpec } from '@minutemart/kit';
import type { EventEnvelope } from '@minutemart/contracts';
import type { StockReservations } from '../domain/stock-reservation.js';

type Ev<D> = EventEnvelope<EventData<D>>;

/**
 * The catalogue's side of the order saga: hold stock for a placed order, give it back when the
 * order ends without delivery, drop the hold once delivered, hold a picker's substitute. Handlers are idempotent by design
 * (see StockReservations), on top of the kit's de-duplication by event id.
 */
export function orderConsumer(stock: StockReservations, substitutes: SubstituteHolds): ConsumerSpec {
  const release = async (e: Ev<typeof orderCancelledV1>) => stock.release(e.data.orderId, e.data.storeId);
  return {
    group: 'catalogue-stock',
    topics: [topics.order.name],
    // The saga's critical path: one group member per partition (see ConsumerSpec.members).
    members: topics.order.partitions,
    handlers: {
      [`${orderPlacedV1.type}@${orderPlacedV1.version}`]: async (e: Ev<typeof orderPlacedV1>) => {
        await stock.reserve(e.data.orderId, e.data.storeId, e.data.lines);
      },
      [`${orderCancelledV1.type}@1`]: release,
      [`${orderPaymentFailedV1.type}@1`]: release,
      [`${orderExpiredV1.type}@1`]: release,
      [`${orderDeliveredV1.type}@1`]: async (e: Ev<typeof orderDeliveredV1>) => stock.commit(e.data.orderId),
      [`${orderSubstitutionRequestedV1.type}@1`]: async (e: Ev<typeof orderSubstitutionRequestedV1>) => substitutes.answer(e.data),
    },
  };
}
