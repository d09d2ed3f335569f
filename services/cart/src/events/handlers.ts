import {
  productCreatedV1,
  productDeletedV1,
  productUpdatedV1,
  topics,
  userRegisteredV1,
  type EventData,
  type EventEnvelope,
} from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Carts } from '../domain/carts.js';
import type { ProductCatalog } from '../domain/product-catalog.js';
import { productVersion } from '../domain/versions.js';

const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

export const PRODUCTS_GROUP = 'cart-products';

type Snapshot = EventEnvelope<EventData<typeof productCreatedV1>>;

export function cartConsumers(carts: Carts, catalog: ProductCatalog): ConsumerSpec[] {
  // One write per event in the common case (a snapshot that is not newer is dropped by the write
  // itself); carts are only searched when a product stops being sold.
  const putSnapshot = async (e: Snapshot) => {
    const applied = await catalog.put(e.data, productVersion(e));
    if (applied && !e.data.publish) await carts.dropProduct(e.data._id);
  };

  return [
    {
      group: 'cart-users',
      topics: [topics.user.name],
      handlers: {
        [key(userRegisteredV1)]: async (e: EventEnvelope<EventData<typeof userRegisteredV1>>) => {
          await carts.prepareFor(e.data.userId, e.data.email);
        },
      },
    },
    {
      group: PRODUCTS_GROUP,
      topics: [topics.product.name],
      handlers: {
        [key(productCreatedV1)]: putSnapshot,
        [key(productUpdatedV1)]: putSnapshot,
        [key(productDeletedV1)]: async (e: EventEnvelope<EventData<typeof productDeletedV1>>) => {
          if (await catalog.markDeleted(e.data._id, productVersion(e))) await carts.dropProduct(e.data._id);
        },
      },
    },
  ];
}
