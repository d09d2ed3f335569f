/**
 * Strimzi KafkaTopic resources for every topic of the contracts' registry (dead-letter topics
 * included), with the registry's settings (the product topic compacted). The topic operator of the
 * Kafka cluster creates and keeps them; the app's own create-topics script is for clusters without it.
 *   node --import tsx deploy/k8s/kafka/topics.ts > deploy/k8s/kafka/topics.yaml
 * deploy/test/k8s.test.ts fails when topics.yaml and the registry differ.
 */
import { stringify } from 'yaml';
import { allTopics } from '../../../contracts/src/topics.js';

/** The Strimzi Kafka cluster (and its namespace's topic operator) these topics belong to. */
export const KAFKA_CLUSTER = 'minutemart';
const REPLICAS = 3;

export function kafkaTopicsYaml(): string {
  const docs = allTopics().map((t) => ({
    apiVersion: 'kafka.strimzi.io/v1beta2',
    kind: 'KafkaTopic',
    metadata: { name: t.name, labels: { 'strimzi.io/cluster': KAFKA_CLUSTER } },
    spec: {
      topicName: t.name,
      partitions: t.partitions,
      replicas: REPLICAS,
      // A write is acknowledged by two of the three replicas: one broker may restart under traffic.
      config: { 'min.insync.replicas': '2', ...t.config },
    },
  }));
  const header = '# Generated from contracts/src/topics.ts by deploy/k8s/kafka/topics.ts; do not edit by hand.\n';
  return header + docs.map((d) => stringify(d, { lineWidth: 0 })).join('---\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) process.stdout.write(kafkaTopicsYaml());
