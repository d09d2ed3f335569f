import { consumerCaughtUp } from '@minutemart/kit';
import type { Kafka } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';

interface FeedOptions {
  kafka: Kafka;
  db: Connection;
  /** The full consumer group id (suffix included). */
  groupId: string;
  topic: string;
  logger: Logger;
}

interface ReadModelState {
  _id: string;
  since: Date;
  rewound: boolean;
}

const STATE_ID = 'products';
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The product read model is complete only if its consumer group read the product topic from the
 * beginning. A new group does (fromBeginning), but a group that already committed offsets does not:
 * a cart database that was reset, or a cart service that consumed the topic before it kept this
 * read model. So the first time a database builds the read model, the group is rewound to the
 * earliest offsets and its processed-event records are cleared; the handlers are idempotent, so
 * replaying is safe. Must run before the consumer joins (Kafka only resets an empty group).
 * If Kafka cannot be reached in time the rewind is skipped and tried again at the next start.
 */
export async function rewindIfFirstBuild(opts: FeedOptions & { timeoutMs: number }): Promise<void> {
  const state = opts.db.collection<ReadModelState>('read_model_state');
  if (await state.findOne({ _id: STATE_ID })) return;

  let abandoned = false;
  const admin = opts.kafka.admin();
  const work = (async () => {
    await admin.connect();
    // A topic that does not exist yet (a test stack creates its own) has no offsets to rewind.
    const exists = (await admin.listTopics()).includes(opts.topic);
    const [committed] = exists ? await admin.fetchOffsets({ groupId: opts.groupId, topics: [opts.topic] }) : [];
    const hasOffsets = (committed?.partitions ?? []).some((p) => Number(p.offset) >= 0);
    if (abandoned) return;
    if (hasOffsets) {
      await admin.resetOffsets({ groupId: opts.groupId, topic: opts.topic, earliest: true });
      const cleared = await opts.db.collection<{ _id: string }>('processed_events').deleteMany({ _id: { $regex: `^${escapeRegex(opts.groupId)}:` } });
      opts.logger.warn(
        { groupId: opts.groupId, cleared: cleared.deletedCount },
        'product read model not built yet: replaying the product topic from the beginning',
      );
    }
    await state.updateOne({ _id: STATE_ID }, { $setOnInsert: { since: new Date(), rewound: hasOffsets } }, { upsert: true });
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), opts.timeoutMs)));
  try {
    if ((await Promise.race([work, timeout])) === 'timeout') {
      abandoned = true;
      opts.logger.warn('kafka not reachable in time to check the product read model; will check again at the next start');
    }
  } catch (e) {
    opts.logger.warn({ err: (e as Error).message }, 'could not check whether the product read model needs a replay; will check again at the next start');
  } finally {
    clearTimeout(timer);
    void work.catch(() => undefined).finally(() => admin.disconnect().catch(() => undefined));
  }
}

/** Readiness: not ready until the product read model has caught up with the topic as it was at start. */
export const productsCaughtUp = (opts: Omit<FeedOptions, 'db'>): (() => Promise<void>) => consumerCaughtUp({ ...opts, what: 'product' });
