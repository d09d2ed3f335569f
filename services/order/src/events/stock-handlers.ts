import {
  stockRejectedV1,
  stockReservedV1,
  stockSubstituteHeldV1,
  stockSubstituteRefusedV1,
  topics,
  type EventData,
  type EventEnvelope,
} from '@minutemart/contracts';
import type { Substitutions } from '../domain/dark-store/substitutions.js';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Saga } from '../domain/saga.js';
import type { Transitions } from '../domain/transitions.js';

/** The catalogue's answers to order.placed (through the order's state table) and to substitution requests. */
export function stockConsumer(saga: Saga, transitions: Transitions, substitutions: Substitutions): ConsumerSpec {
  return {
    group: 'order-saga',
    topics: [topics.stock.name],
    // The saga's critical path: one group member per partition (see ConsumerSpec.members).
    members: topics.stock.partitions,
    handlers: {
      [`${stockReservedV1.type}@${stockReservedV1.version}`]: async (e: EventEnvelope<EventData<typeof stockReservedV1>>) => {
        await saga.stockReserved(e.data, await transitions.find(e.data.orderId));
      },
      [`${stockRejectedV1.type}@${stockRejectedV1.version}`]: async (e: EventEnvelope<EventData<typeof stockRejectedV1>>) => {
        await saga.stockRejected(e.data);
      },
      [`${stockSubstituteHeldV1.type}@${stockSubstituteHeldV1.version}`]: async (e: EventEnvelope<EventData<typeof stockSubstituteHeldV1>>) => {
        await substitutions.held(e.data);
      },
      [`${stockSubstituteRefusedV1.type}@${stockSubstituteRefusedV1.version}`]: async (e: EventEnvelope<EventData<typeof stockSubstituteRefusedV1>>) => {
        await substitutions.refused(e.data);
      },
    },
  };
}
