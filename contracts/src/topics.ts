/**
 * Topic registry: the infrastructure scripts pre-create exactly these topics, producers may only
 * publish to them, and each consumer group's dead letters go to `<topic>.dlq`.
 * The partition key of every message is the aggregate id, so one aggregate's events stay ordered.
 */
/** Kafka topic-level settings (`kafka-configs` names) a topic needs beyond the broker defaults. */
export type TopicConfig = Readonly<Record<string, string>>;

/**
 * Keep the latest record per key. Segments roll daily so the active one (never compacted) holds at
 * most a day of superseded events; compaction waits a minute so a slow consumer still sees bursts.
 */
const compacted = { 'cleanup.policy': 'compact', 'segment.ms': String(24 * 3600_000), 'min.compaction.lag.ms': '60000' } as const satisfies TopicConfig;

export const topics = {
  user: { name: 'minutemart.user.v1', partitions: 3 },
  category: { name: 'minutemart.category.v1', partitions: 1 },
  subcategory: { name: 'minutemart.subcategory.v1', partitions: 1 },
  /**
   * Compacted: each product's latest event (key = product id) is kept for good, so a new consumer
   * rebuilds its read model from the current state of every product rather than from a retention
   * window of history. Every product event is therefore a full snapshot (or a deletion).
   */
  product: { name: 'minutemart.product.v1', partitions: 3, config: compacted },
  cart: { name: 'minutemart.cart.v1', partitions: 3 },
  order: { name: 'minutemart.order.v1', partitions: 3 },
  stock: { name: 'minutemart.stock.v1', partitions: 3 },
  /** Compacted like products: a new consumer rebuilds every dark store from its latest snapshot. */
  store: { name: 'minutemart.store.v1', partitions: 1, config: compacted },
  /** Every change staff and admins make (audit.recorded), for the append-only audit trail (ADR 0017). */
  audit: { name: 'minutemart.audit.v1', partitions: 3 },
} as const;

export type TopicKey = keyof typeof topics;
export type TopicName = (typeof topics)[TopicKey]['name'];

export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;

/** Every topic the platform needs, dead-letter topics included, for the bootstrap scripts. */
export function allTopics(): { name: string; partitions: number; config: TopicConfig }[] {
  return Object.values(topics).flatMap((t) => [
    { name: t.name, partitions: t.partitions, config: 'config' in t ? t.config : {} },
    // Dead letters are kept by time (the broker default), never compacted: each one is a case to look at.
    { name: deadLetterTopic(t.name), partitions: 1, config: {} },
  ]);
}
