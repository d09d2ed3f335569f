// Deletes the topics a test stack created under KAFKA_TOPIC_PREFIX (called when `make test` ends).
import { Kafka, logLevel } from 'kafkajs';

const prefix = process.env.KAFKA_TOPIC_PREFIX;
if (!prefix) process.exit(0);
const kafka = new Kafka({ clientId: 'drop-test-topics', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING });
const admin = kafka.admin();
try {
  await admin.connect();
  const mine = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
  if (mine.length > 0) await admin.deleteTopics({ topics: mine, timeout: 30_000 });
  console.log(`[test] dropped ${mine.length} topics with prefix ${prefix}`);
} catch (e) {
  console.log(`[test] could not drop test topics: ${(e as Error).message}`);
} finally {
  await admin.disconnect();
}
