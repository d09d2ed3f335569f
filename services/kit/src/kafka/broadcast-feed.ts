import { randomBytes } from 'node:crypto';
import type { Consumer, Kafka, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { keepConsumerRunning } from './consumer-lifecycle.js';

export interface BroadcastFeed {
  groupId: string;
  /** Resolves once the consumer fetched from its assigned partitions (or the timeout passed). */
  started: Promise<boolean>;
  stop(): Promise<void>;
}

export interface BroadcastFeedOptions {
  kafka: Kafka;
  logger: Logger;
  /** Group name stem; a random part makes the group this replica's own. */
  name: string;
  /** Full topic names (KAFKA_TOPIC_PREFIX already applied). */
  topics: string[];
  groupSuffix: string;
  joinTimeoutMs: number;
  /** Applies one batch; must be idempotent (a failure retries the whole batch). */
  onBatch(topic: string, messages: KafkaMessage[]): Promise<void>;
}

/**
 * Every replica hears every event, from the newest offset on: for state each replica keeps in
 * memory (a cache, open browser streams) that is rebuilt from the database at start, so older
 * events add nothing. Not the kit's durable consumer: there is nothing to dedupe or dead-letter,
 * and per-replica groups must not leave processed-event records behind. The group is deleted on
 * a clean stop.
 */
export function startBroadcastFeed(opts: BroadcastFeedOptions): BroadcastFeed {
  const groupId = `${opts.name}-${randomBytes(4).toString('hex')}${opts.groupSuffix}`;
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
  consumer.on(consumer.events.CRASH, (e) => log.warn({ err: e.payload.error?.message }, 'broadcast feed crashed'));

  const lifecycle = keepConsumerRunning(
    consumer,
    () => consumer.subscribe({ topics: opts.topics, fromBeginning: false }),
    () =>
      consumer.run({
        autoCommit: true,
        eachBatch: async ({ batch, resolveOffset, heartbeat }) => {
          await opts.onBatch(batch.topic, batch.messages);
          const last = batch.messages.at(-1);
          if (last) resolveOffset(last.offset);
          await heartbeat();
        },
      }),
    log,
    'broadcast feed',
  );

  return {
    groupId,
    started,
    stop: async () => {
      await lifecycle.stop();
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
