/**
 * Kafka round trip on a throw-away topic (never the contract topics, which services consume):
 * create topic, produce, consume with a fresh group, delete topic. Also checks every contract topic exists.
 */
import kafkajs from 'kafkajs';
import { allTopics } from '../../../contracts/src/topics.js';

const { Kafka, logLevel } = kafkajs;
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const topic = `mm-infra-selftest-${process.pid}`;

async function main(): Promise<void> {
  const kafka = new Kafka({ clientId: 'mm-infra-verify', brokers, logLevel: logLevel.NOTHING }); // transient coordinator-loading errors are retried; real failures throw
  const admin = kafka.admin();
  await admin.connect();
  const existing = new Set(await admin.listTopics());
  const missing = allTopics().filter((t) => !existing.has(t.name));
  if (missing.length) throw new Error(`contract topics missing: ${missing.map((t) => t.name).join(', ')}`);
  console.log(`[kafka-check] ok   ${allTopics().length} contract topics present`);

  await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 1, replicationFactor: 1 }] });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  await producer.send({ topic, acks: -1, messages: [{ key: 'k1', value: 'hello' }] });
  await producer.disconnect();

  const consumer = kafka.consumer({ groupId: `${topic}-group` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const got = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message within 20s')), 20_000);
    void consumer.run({
      eachMessage: async ({ message }) => {
        clearTimeout(timer);
        resolve(String(message.value));
      },
    });
  });
  await consumer.disconnect();
  if (got !== 'hello') throw new Error(`unexpected message ${got}`);
  console.log('[kafka-check] ok   produce (idempotent, acks=all) + consume round trip');
  await admin.deleteGroups([`${topic}-group`]).catch(() => undefined);
  await admin.deleteTopics({ topics: [topic] });
  await admin.disconnect();
}

main().catch((err: unknown) => {
  console.error('[kafka-check] FAIL', err instanceof Error ? err.message : err);
  process.exit(1);
});
