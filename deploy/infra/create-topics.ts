/**
 * Pre-creates every topic of the contracts' topic registry (dead-letter topics included) on KAFKA_BROKERS.
 * Idempotent: existing topics are kept; a topic with fewer partitions than the registry asks for is grown,
 * and one whose settings (e.g. cleanup.policy=compact) differ from the registry's is brought in line.
 * Run: npx tsx deploy/infra/create-topics.ts   (up.sh runs it after Kafka is healthy)
 * KAFKA_TOPIC_PREFIX names every topic with a prefix, as a test stack's services do.
 */
import kafkajs from 'kafkajs';
import { allTopics } from '../../contracts/src/topics.js';
import { topicConfigDrift } from './topic-config.js';

const { Kafka, logLevel, ConfigResourceTypes } = kafkajs;
const prefix = process.env.KAFKA_TOPIC_PREFIX ?? '';
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
const log = (msg: string): void => console.log(`[infra] kafka topics: ${msg}`);

async function main(): Promise<void> {
  const kafka = new Kafka({
    clientId: 'minutemart-infra-create-topics',
    brokers,
    logLevel: logLevel.ERROR,
    retry: { retries: 8, initialRetryTime: 300 },
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const wanted = allTopics().map((t) => ({ ...t, name: `${prefix}${t.name}` }));
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t.name));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((t) => ({
          topic: t.name,
          numPartitions: t.partitions,
          replicationFactor: 1,
          configEntries: Object.entries(t.config).map(([name, value]) => ({ name, value })),
        })),
      });
      log(`created ${missing.map((t) => `${t.name}(${t.partitions})`).join(', ')}`);
    }

    const meta = await admin.fetchTopicMetadata({ topics: wanted.map((t) => t.name) });
    const partitionsOf = new Map(meta.topics.map((t) => [t.name, t.partitions.length]));
    const grow = wanted.filter((t) => (partitionsOf.get(t.name) ?? 0) < t.partitions);
    if (grow.length > 0) {
      await admin.createPartitions({ topicPartitions: grow.map((t) => ({ topic: t.name, count: t.partitions })) });
      log(`grew partitions of ${grow.map((t) => `${t.name}->${t.partitions}`).join(', ')}`);
    }
    // Settings: topics created before a registry change (e.g. product becoming compacted) are altered.
    const described = await admin.describeConfigs({
      includeSynonyms: false,
      resources: wanted.map((t) => ({ type: ConfigResourceTypes.TOPIC, name: t.name })),
    });
    const drift = topicConfigDrift(wanted, described.resources);
    if (drift.length > 0) {
      // AlterConfigs replaces a topic's whole set of overrides: send exactly the registry's.
      await admin.alterConfigs({
        validateOnly: false,
        resources: drift.map((t) => ({
          type: ConfigResourceTypes.TOPIC,
          name: t.name,
          configEntries: Object.entries(t.config).map(([name, value]) => ({ name, value })),
        })),
      });
      log(`set ${drift.map((t) => `${t.name} {${t.changes.join(', ')}}`).join('; ')}`);
    }
    for (const t of wanted) {
      const have = partitionsOf.get(t.name) ?? 0;
      if (have > t.partitions) log(`note: ${t.name} has ${have} partitions, registry says ${t.partitions} (Kafka cannot shrink)`);
    }
    log(`${wanted.length} topics present (${wanted.length - missing.length} already existed) on ${brokers.join(',')}`);
  } finally {
    await admin.disconnect();
  }
}

main().catch((err: unknown) => {
  console.error(`[infra] kafka topics: FAILED on ${brokers.join(',')}:`, err instanceof Error ? err.message : err);
  process.exit(1);
});
