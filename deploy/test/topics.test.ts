// deploy/infra/create-topics.ts against the real broker, under a prefix of this test's own: the
// registry's settings (the compacted product topic) reach new topics and topics created before.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import kafkajs from 'kafkajs';
import { allTopics, topics } from '@minutemart/contracts';
import { testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import { repoRoot } from './platform/stack.js';

const { Kafka, logLevel, ConfigResourceTypes } = kafkajs;
const run = promisify(execFile);
const prefix = `${uniqueName('t_topics')}.`;
const kafka = new Kafka({ clientId: 'topics-test', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
const admin = kafka.admin();

const createTopics = () =>
  run(process.execPath, ['--import', 'tsx', join(repoRoot, 'deploy/infra/create-topics.ts')], {
    cwd: repoRoot,
    env: { ...process.env, KAFKA_BROKERS: testInfra.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix },
    timeout: 120_000,
  });

async function overrides(name: string): Promise<Record<string, string>> {
  const { resources } = await admin.describeConfigs({ includeSynonyms: false, resources: [{ type: ConfigResourceTypes.TOPIC, name }] });
  return Object.fromEntries(resources[0]!.configEntries.filter((e) => e.configSource === 1).map((e) => [e.configName, e.configValue]));
}

beforeAll(() => admin.connect());
afterAll(async () => {
  const mine = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
  if (mine.length > 0) await admin.deleteTopics({ topics: mine, timeout: 30_000 }).catch(() => undefined);
  await admin.disconnect();
});

describe('create-topics', () => {
  const product = `${prefix}${topics.product.name}`;

  it('brings a product topic created before compaction in line, and creates the rest with the registry settings', async () => {
    // As an older checkout left it: the broker's delete policy.
    await admin.createTopics({ waitForLeaders: true, topics: [{ topic: product, numPartitions: 3, replicationFactor: 1 }] });
    expect(await overrides(product)).toEqual({});

    const { stdout } = await createTopics();
    expect(stdout).toContain(`set ${product} {cleanup.policy=compact`);
    // Altered settings reach describeConfigs through the KRaft metadata log a moment later.
    await waitFor(async () => (await overrides(product))['cleanup.policy'] === 'compact', { what: 'product topic compacted' });
    expect(await overrides(product)).toEqual(topics.product.config);
    expect(await overrides(`${product}.dlq`)).toEqual({});
    expect(await overrides(`${prefix}${topics.user.name}`)).toEqual({});

    const present = new Set(await admin.listTopics());
    for (const t of allTopics()) expect(present.has(`${prefix}${t.name}`)).toBe(true);
  }, 180_000);

  it('changes nothing on a second run', async () => {
    const { stdout } = await createTopics();
    expect(stdout).not.toContain(' set ');
    expect(await overrides(product)).toEqual(topics.product.config);
  }, 120_000);
});
