import type { Consumer, Kafka, KafkaMessage } from 'kafkajs';
import type { ResilientProducer } from './producer.js';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { deadLetterTopic, envelopeSchema, eventRegistry, type EventEnvelope } from '@minutemart/contracts';
import { backoff, sleep } from '../retry.js';
import { contextFromHeaders } from './headers.js';

export type EventHandler = (event: EventEnvelope<any>) => Promise<void>;

export interface ConsumerOptions {
  kafka: Kafka;
  producer: ResilientProducer;
  /** Where processed event ids are remembered (the service's own database). */
  db: Connection;
  groupId: string;
  topics: string[];
  /** Handlers keyed by `type@version`, e.g. `user.registered@1`. */
  handlers: Record<string, EventHandler>;
  logger: Logger;
  attempts?: number;
  fromBeginning?: boolean;
}

interface ProcessedEvent {
  _id: string;
  at: Date;
}

const tracer = trace.getTracer('minutemart-kit');

/**
 * Consume events at-least-once and apply each exactly once per group: an event id already recorded
 * is skipped; a failing handler is retried with backoff and then dead-lettered with the reason, so
 * no event silently vanishes and one poison message cannot stall the partition.
 */
export interface ManagedConsumer {
  consumer: Consumer;
  /** Resolves once the consumer has joined its group and owns partitions. */
  joined: Promise<void>;
  stop(): Promise<void>;
}

export function startConsumer(opts: ConsumerOptions): ManagedConsumer {
  const attempts = opts.attempts ?? 5;
  const processed = opts.db.collection<ProcessedEvent>('processed_events');
  const consumer = opts.kafka.consumer({
    groupId: opts.groupId,
    sessionTimeout: 30_000,
    heartbeatInterval: 3_000,
    retry: { initialRetryTime: 300, maxRetryTime: 5_000, retries: 10, restartOnFailure: async () => true },
  });
  const log = opts.logger.child({ consumerGroup: opts.groupId });

  consumer.on(consumer.events.CRASH, (e) => log.warn({ err: e.payload.error?.message, restart: e.payload.restart }, 'consumer crashed'));

  let markJoined: () => void = () => undefined;
  const joined = new Promise<void>((resolve) => (markJoined = resolve));
  consumer.on(consumer.events.GROUP_JOIN, () => markJoined());

  const deadLetter = async (topic: string, message: KafkaMessage, reason: string) => {
    await opts.producer.send({
      topic: deadLetterTopic(topic),
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            'dlq-reason': reason.slice(0, 1000),
            'dlq-group': opts.groupId,
            'dlq-original-offset': message.offset,
            'dlq-at': new Date().toISOString(),
          },
        },
      ],
    });
    log.error({ topic, offset: message.offset, reason }, 'event dead-lettered');
  };

  const run = () => consumer.run({
    eachMessage: async ({ topic, partition, message, heartbeat }) => {
      const parentCtx = contextFromHeaders(message.headers);
      await context.with(parentCtx, async () => {
        let envelope: EventEnvelope;
        try {
          envelope = envelopeSchema.parse(JSON.parse(message.value?.toString() ?? '')) as EventEnvelope;
        } catch (e) {
          await deadLetter(topic, message, `invalid envelope: ${(e as Error).message}`);
          return;
        }
        const key = `${envelope.type}@${envelope.version}`;
        const handler = opts.handlers[key];
        if (!handler) return; // Not ours to handle: other groups may care.

        const processedId = `${opts.groupId}:${envelope.id}`;
        if (await processed.findOne({ _id: processedId })) return;

        const definition = eventRegistry.get(key);
        const parsed = definition?.data.safeParse(envelope.data);
        if (definition && !parsed?.success) {
          await deadLetter(topic, message, `payload does not match ${key}: ${parsed?.error.message}`);
          return;
        }
        const event = { ...envelope, data: parsed?.success ? parsed.data : envelope.data };

        await tracer.startActiveSpan(
          `${topic} process`,
          { kind: SpanKind.CONSUMER, attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': topic, 'messaging.kafka.partition': partition, 'messaging.message.id': envelope.id, 'minutemart.event.type': key, 'messaging.consumer.group.name': opts.groupId } },
          async (span) => {
            try {
              for (let attempt = 0; ; attempt++) {
                try {
                  await handler(event);
                  break;
                } catch (e) {
                  if (attempt + 1 >= attempts) throw e;
                  log.warn({ err: (e as Error).message, attempt, key }, 'handler failed, retrying');
                  await sleep(backoff(attempt, 200, 3_000));
                  await heartbeat();
                }
              }
              await processed.updateOne({ _id: processedId }, { $setOnInsert: { at: new Date() } }, { upsert: true });
            } catch (e) {
              span.recordException(e as Error);
              span.setStatus({ code: SpanStatusCode.ERROR });
              await deadLetter(topic, message, `handler failed ${attempts} times: ${(e as Error).message}`);
            } finally {
              span.end();
            }
          },
        );
      });
    },
  });

  // Kafka may be down at boot: keep trying in the background so the HTTP side still starts.
  let stopped = false;
  void (async () => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await consumer.connect();
        for (const topic of opts.topics) await consumer.subscribe({ topic, fromBeginning: opts.fromBeginning ?? true });
        await run();
        return;
      } catch (e) {
        log.warn({ err: (e as Error).message, attempt }, 'consumer could not start yet, retrying');
        await consumer.disconnect().catch(() => undefined);
        await sleep(backoff(attempt, 500, 10_000));
      }
    }
  })();

  return {
    consumer,
    joined,
    stop: async () => {
      stopped = true;
      await consumer.disconnect().catch(() => undefined);
    },
  };
}
