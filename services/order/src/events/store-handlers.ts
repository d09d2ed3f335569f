import { storeUpsertedV1, topics, type EventData, type EventEnvelope } from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { StoreDirectory } from '../domain/dark-store/store-directory.js';
import type { StoreChoice } from '../domain/dark-store/store-choice.js';

export const STORES_GROUP = 'order-stores';

/** The catalogue's dark stores into the order service's read model (full snapshots, newest wins). */
export function storeConsumer(directory: StoreDirectory, choice: StoreChoice): ConsumerSpec {
  return {
    group: STORES_GROUP,
    topics: [topics.store.name],
    handlers: {
      [`${storeUpsertedV1.type}@${storeUpsertedV1.version}`]: async (e: EventEnvelope<EventData<typeof storeUpsertedV1>>) => {
        await directory.upsert(e.data);
        // Pickers on shift changed the store's capacity: its intake decision may change with it.
        await choice.evaluateStore(e.data._id);
      },
    },
  };
}
