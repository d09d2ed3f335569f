import {
  productCreatedV1,
  productDeletedV1,
  productUpdatedV1,
  productVersion,
  topics,
  type EventData,
  type EventEnvelope,
  type ProductSnapshot,
} from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { PriceChange, ProductPrices } from '../domain/product-prices.js';

const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

type ProductEvent = EventEnvelope<ProductSnapshot | EventData<typeof productDeletedV1>>;

const changeOf = (e: ProductEvent): PriceChange =>
  e.type === productDeletedV1.type
    ? { kind: 'deleted', id: e.data._id, version: productVersion(e) }
    : { kind: 'put', snapshot: e.data as ProductSnapshot, version: productVersion(e) };

/** The catalogue's products into the prices quotes read (the topic is compacted: whole snapshots, from the beginning). */
export function productConsumer(prices: ProductPrices): ConsumerSpec {
  const one = async (e: ProductEvent) => prices.apply(changeOf(e));
  return {
    group: 'order-products',
    topics: [topics.product.name],
    handlers: { [key(productCreatedV1)]: one, [key(productUpdatedV1)]: one, [key(productDeletedV1)]: one },
    // Catching up: only the newest change of each product in a batch is written.
    applyBatch: async (events) => {
      const newest = new Map<string, PriceChange>();
      for (const e of events as ProductEvent[]) {
        const change = changeOf(e);
        if ((newest.get(e.data._id)?.version ?? '') <= change.version) newest.set(e.data._id, change);
      }
      await Promise.all([...newest.values()].map((c) => prices.apply(c)));
    },
  };
}
