import { randomBytes } from 'node:crypto';
import type { Consumer, Kafka } from 'kafkajs';
import { topics } from '@minutemart/contracts';
import { sleep, backoff, type Logger } from '@minutemart/kit';
import type { CatalogueCache } from '../domain/catalogue-cache.js';

export interface CacheFeed {
  groupId: string;
  /** Resolves once the consumer fetched from its assigned partitions (or the timeout passed). */
  started: Promise<boolean>;
  stop(): Promise<void>;
}


/**
 * Keeps this replica's cache in step with writes made anywhere. Each replica is its own consumer
 * group (every replica must see every event), starting at the newest offset: the cache is warmed
 * from Mongo after joining, so older events add nothing. Not the kit's consumer: there is nothing
 * to dedupe or dead-letter (a refresh re-reads current state), and per-replica groups must not
 * leave processed-event records behind. The group is deleted on a clean stop.
 */
export function startCacheFeed(opts: {
  kafka: Kafka;
  cache: CatalogueCache;
  logger: Logger;
  groupSuffix: string;
  /** KAFKA_TOPIC_PREFIX: this feed reads Kafka directly, so it applies the prefix itself. */
  topicPrefix: string;
  joinTimeoutMs: number;
}): CacheFeed {
  const productTopic = `${opts.topicPrefix}${topics.product.name}`;
  const cacheTopics = [topics.category.name, topics.subcategory.name, topics.product.name].map((t) => `${opts.topicPrefix}${t}`);
  const groupId = `catalogue-cache-${randomBytes(4).toString('hex')}${opts.groupSuffix}`;
  const log = opts.logger.child({ consumerGroup: groupId });
  const consumer: Consumer = opts.kafka.consumer({
    groupId,
    sessionTimeout: 30_000,
    heartbeatInterval: 3_000,
    maxWaitTimeInMs: 500,
    retry: { initialRetryTime: 300, maxRetryTime: 5_000, retries: 10, restartOnFailure: async () => true },
  });

  let markStarted: (v: boolean) => void = () => undefined;
  const started = new Promise<boolean>((resolve) => (markStarted = resolve));
  consumer.on(consumer.events.FETCH, () => markStarted(true));
  setTimeout(() => markStarted(false), opts.joinTimeoutMs).unref();
  consumer.on(consumer.events.CRASH, (e) => log.warn({ err: e.payload.error?.message }, 'cache consumer crashed'));

  let stopped = false;
  void (async () => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await consumer.connect();
        await consumer.subscribe({ topics: cacheTopics, fromBeginning: false });
        await consumer.run({
          autoCommit: true,
          eachBatch: async ({ batch, resolveOffset, heartbeat }) => {
            const productIds: string[] = [];
            let taxonomy = false;
            for (const m of batch.messages) {
              if (batch.topic === productTopic) productIds.push(m.key?.toString() ?? '');
              else taxonomy = true;
            }
            // Re-reading is idempotent, so a failure here just retries the whole batch.
            if (taxonomy) await opts.cache.reloadTaxonomy();
            if (productIds.length > 0) await opts.cache.refreshProducts(productIds);
            const last = batch.messages.at(-1);
            if (last) resolveOffset(last.offset);
            await heartbeat();
          },
        });
        return;
      } catch (e) {
        log.warn({ err: (e as Error).message, attempt }, 'cache consumer could not start yet, retrying');
        await consumer.disconnect().catch(() => undefined);
        await sleep(backoff(attempt, 500, 10_000));
      }
    }
  })();

  return {
    groupId,
    started,
    stop: async () => {
      stopped = true;
      await consumer.disconnect().catch(() => undefined);
      const admin = opts.kafka.admin();
      try {
        await admin.connect();
        await admin.deleteGroups([groupId]);
      } catch {
        /* the broker expires idle groups anyway */
      } finally {
        await admin.disconnect().catch(() => undefined);
      }
    },
  };
}
