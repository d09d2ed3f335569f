/**
 * Topic registry: the infrastructure scripts pre-create exactly these topics, producers may only
 * publish to them, and each consumer group's dead letters go to `<topic>.dlq`.
 * The partition key of every message is the aggregate id, so one aggregate's events stay ordered.
 */
export const topics = {
  user: { name: 'minutemart.user.v1', partitions: 3 },
  category: { name: 'minutemart.category.v1', partitions: 1 },
  subcategory: { name: 'minutemart.subcategory.v1', partitions: 1 },
  product: { name: 'minutemart.product.v1', partitions: 3 },
  cart: { name: 'minutemart.cart.v1', partitions: 3 },
  order: { name: 'minutemart.order.v1', partitions: 3 },
} as const;

export type TopicKey = keyof typeof topics;
export type TopicName = (typeof topics)[TopicKey]['name'];

export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;

/** Every topic the platform needs, dead-letter topics included, for the bootstrap scripts. */
export function allTopics(): { name: string; partitions: number }[] {
  return Object.values(topics).flatMap((t) => [
    { name: t.name, partitions: t.partitions },
    { name: deadLetterTopic(t.name), partitions: 1 },
  ]);
}
