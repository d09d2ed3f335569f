import {
  orderConfirmedV1,
  productCreatedV1,
  productDeletedV1,
  productUpdatedV1,
  topics,
  userRegisteredV1,
  type EventData,
  type EventEnvelope,
  type ProductSnapshot,
} from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Carts } from '../domain/carts.js';
import type { ProductCatalog, ProductChange } from '../domain/product-catalog.js';
import { productVersion } from '../domain/versions.js';

const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

export const PRODUCTS_GROUP = 'cart-products';

type ProductEvent = EventEnvelope<ProductSnapshot | EventData<typeof productDeletedV1>>;

const changeOf = (e: ProductEvent): ProductChange =>
  e.type === productDeletedV1.type
    ? { kind: 'deleted', id: e.data._id, version: productVersion(e) }
    : { kind: 'put', snapshot: e.data as ProductSnapshot, version: productVersion(e) };

/** A deletion, or an update that unpublishes: the product can no longer be bought. */
const takesAway = (e: ProductEvent): boolean => e.type === productDeletedV1.type || (e.data as ProductSnapshot).publish === false;

export function cartConsumers(carts: Carts, catalog: ProductCatalog): ConsumerSpec[] {
  // One write per event; carts are only searched when a product stops being sold.
  const one = async (e: ProductEvent) => {
    const applied = await catalog.apply(changeOf(e));
    if (applied && takesAway(e)) await carts.dropProduct(e.data._id);
  };

  /**
   * A whole Kafka batch (catching up): the newest change per product in one bulk write, then every
   * product the batch took away and that is indeed unavailable now leaves the carts. Events of a
   * product share a partition, so a batch holds them in order.
   */
  const batch = async (events: EventEnvelope<any>[]) => {
    const newest = new Map<string, ProductChange>();
    const takenAway = new Set<string>();
    for (const e of events as ProductEvent[]) {
      const change = changeOf(e);
      const id = e.data._id;
      if ((newest.get(id)?.version ?? '') <= change.version) newest.set(id, change);
      if (takesAway(e)) takenAway.add(id);
    }
    await catalog.applyAll([...newest.values()]);
    if (takenAway.size === 0) return;
    const available = await catalog.availableMany([...takenAway]);
    for (const id of takenAway) if (!available.has(id)) await carts.dropProduct(id);
  };

  return [
    {
      group: 'cart-orders',
      topics: [topics.order.name],
      handlers: {
        [key(orderConfirmedV1)]: async (e: EventEnvelope<EventData<typeof orderConfirmedV1>>) => {
          await carts.checkedOut(e.data.userId, e.data.orderId, e.data.lines);
        },
      },
    },
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
        [key(productCreatedV1)]: one,
        [key(productUpdatedV1)]: one,
        [key(productDeletedV1)]: one,
      },
      applyBatch: batch,
    },
  ];
}
