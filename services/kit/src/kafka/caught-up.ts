import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';

export interface CaughtUpOptions {
  kafka: Kafka;
  /** The consumer group whose committed offsets are compared. */
  groupId: string;
  /** Full topic name (prefix applied). */
  topic: string;
  logger: Logger;
  /** Names the read model in messages, e.g. "product". */
  what: string;
  /** Runs once, when caught up, before readiness latches (e.g. load the read model into memory). */
  onCaughtUp?: () => Promise<void>;
}

/**
 * A readiness check for a read model fed by a consumer group: not ready until the group has
 * committed up to the end the topic had when the service started. Latches once caught up, so later
 * lag (normal traffic) does not make the service unready.
 */
export function consumerCaughtUp(opts: CaughtUpOptions): () => Promise<void> {
  let target: Map<number, number> | undefined;
  let caughtUp = false;
  return async () => {
    if (caughtUp) return;
    const admin = opts.kafka.admin();
    try {
      await admin.connect();
      if (!(await admin.listTopics()).includes(opts.topic)) throw new Error(`waiting for topic ${opts.topic}`);
      const offsets = await admin.fetchTopicOffsets(opts.topic);
      target ??= new Map(offsets.map((p) => [p.partition, Number(p.high)]));
      const low = new Map(offsets.map((p) => [p.partition, Number(p.low)]));
      const [committed] = await admin.fetchOffsets({ groupId: opts.groupId, topics: [opts.topic] });
      const at = new Map((committed?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
      let behind = 0;
      for (const [partition, high] of target) {
        const offset = at.get(partition) ?? -1;
        behind += Math.max(0, high - (offset >= 0 ? offset : (low.get(partition) ?? 0)));
      }
      if (behind > 0) throw new Error(`catching up on ${opts.what} events: ${behind} behind`);
      await opts.onCaughtUp?.();
      caughtUp = true;
      opts.logger.info(`${opts.what} read model caught up`);
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  };
}
