import { productDeletedV1, topics, userRegisteredV1, type EventData, type EventEnvelope } from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Carts } from '../domain/carts.js';

const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

export function cartConsumers(carts: Carts): ConsumerSpec[] {
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
      group: 'cart-products',
      topics: [topics.product.name],
      handlers: {
        [key(productDeletedV1)]: async (e: EventEnvelope<EventData<typeof productDeletedV1>>) => {
          await carts.dropProduct(e.data._id);
        },
      },
    },
  ];
}
