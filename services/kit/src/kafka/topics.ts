import { allTopics } from '@minutemart/contracts';
import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { backoff, sleep } from '../retry.js';

/**
 * Create the registry's topics under a prefix (test stacks only: real deployments pre-create
 * topics with deploy/infra). Runs in the background and retries while Kafka is unavailable.
 */
export function ensureTopics(kafka: Kafka, prefix: string, logger: Logger): Promise<void> {
  return (async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      const admin = kafka.admin();
      try {
        await admin.connect();
        const existing = new Set(await admin.listTopics());
        const missing = allTopics()
          .map((t) => ({
            topic: `${prefix}${t.name}`,
            numPartitions: t.partitions,
            replicationFactor: 1,
            configEntries: Object.entries(t.config).map(([name, value]) => ({ name, value })),
          }))
          .filter((t) => !existing.has(t.topic));
        if (missing.length > 0) await admin.createTopics({ topics: missing, waitForLeaders: true });
        return;
      } catch (e) {
        if ((e as { type?: string }).type === 'TOPIC_ALREADY_EXISTS') return;
        logger.warn({ err: (e as Error).message, attempt }, 'could not create prefixed topics yet');
        await sleep(backoff(attempt, 500, 5_000));
      } finally {
        await admin.disconnect().catch(() => undefined);
      }
    }
  })();
}
