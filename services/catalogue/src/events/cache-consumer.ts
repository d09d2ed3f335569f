import type { Kafka } from 'kafkajs';
import { topics } from '@minutemart/contracts';
import { startBroadcastFeed, type BroadcastFeed, type Logger } from '@minutemart/kit';
import type { CatalogueCache } from '../domain/catalogue-cache.js';
import type { StoreDirectory } from '../domain/store-directory.js';

export type CacheFeed = BroadcastFeed;

/**
 * Keeps this replica's cache in step with writes made anywhere: every replica hears every
 * catalogue event (its own broadcast group), and re-reads what an event names. Re-reading is
 * idempotent, so a failed batch simply runs again.
 */
export function startCacheFeed(opts: {
  kafka: Kafka;
  cache: CatalogueCache;
  stores: StoreDirectory;
  logger: Logger;
  groupSuffix: string;
  /** KAFKA_TOPIC_PREFIX: this feed reads Kafka directly, so it applies the prefix itself. */
  topicPrefix: string;
  joinTimeoutMs: number;
}): CacheFeed {
  const productTopic = `${opts.topicPrefix}${topics.product.name}`;
  const storeTopic = `${opts.topicPrefix}${topics.store.name}`;
  return startBroadcastFeed({
    kafka: opts.kafka,
    logger: opts.logger,
    name: 'catalogue-cache',
    topics: [topics.category.name, topics.subcategory.name, topics.product.name, topics.store.name].map((t) => `${opts.topicPrefix}${t}`),
    groupSuffix: opts.groupSuffix,
    joinTimeoutMs: opts.joinTimeoutMs,
    onBatch: async (topic, messages) => {
      if (topic === productTopic) await opts.cache.refreshProducts(messages.map((m) => m.key?.toString() ?? ''));
      else if (topic === storeTopic) await opts.stores.reload();
      else await opts.cache.reloadTaxonomy();
    },
  });
}
