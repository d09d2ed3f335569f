import type { Consumer, Kafka, KafkaMessage } from 'kafkajs';
import type { ResilientProducer } from './producer.js';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { deadLetterTopic, envelopeSchema, eventRegistry, type EventEnvelope } from '@minutemart/contracts';
import { backoff, sleep } from '../retry.js';
import { keepConsumerRunning } from './consumer-lifecycle.js';
import { contextFromHeaders } from './headers.js';

export type EventHandler = (event: EventEnvelope<any>) => Promise<void>;
/** Applies many events at once (e.g. one bulkWrite for a read model); must be idempotent. */
export type BatchHandler = (events: EventEnvelope<any>[]) => Promise<void>;

export interface ConsumerOptions {
  kafka: Kafka;
  producer: ResilientProducer;
  /** Where processed event ids are remembered (the service's own database). */
  db: Connection;
  groupId: string;
  topics: string[];
  /** Handlers keyed by `type@version`, e.g. `user.registered@1`. */
  handlers: Record<string, EventHandler>;
  /**
   * Optional bulk path: called once per Kafka batch with the new events that have a handler. If it
   * throws, the kit falls back to the per-event handlers (with their retries and dead letters).
   */
  applyBatch?: BatchHandler;
  logger: Logger;
  attempts?: number;
  fromBeginning?: boolean;
  /** Partitions handled at the same time (default 3); events of one partition stay in order. */
  partitionsConsumedConcurrently?: number;
  /** How long processed event ids are remembered (days); must exceed any redelivery window. */
  processedRetentionDays?: number;
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

  /** Parse and check one message; returns the event to handle, or undefined when it is not ours or was dead-lettered. */
  const prepare = async (topic: string, message: KafkaMessage): Promise<EventEnvelope | undefined> => {
    let envelope: EventEnvelope;
    try {
      envelope = envelopeSchema.parse(JSON.parse(message.value?.toString() ?? '')) as EventEnvelope;
    } catch (e) {
      await deadLetter(topic, message, `invalid envelope: ${(e as Error).message}`);
      return undefined;
    }
    const key = `${envelope.type}@${envelope.version}`;
    if (!opts.handlers[key]) return undefined; // Not ours to handle: other groups may care.
    const definition = eventRegistry.get(key);
    const parsed = definition?.data.safeParse(envelope.data);
    if (definition && !parsed?.success) {
      await deadLetter(topic, message, `payload does not match ${key}: ${parsed?.error.message}`);
      return undefined;
    }
    return { ...envelope, data: parsed?.success ? parsed.data : envelope.data };
  };

  const handleOne = async (
    topic: string,
    partition: number,
    message: KafkaMessage,
    event: EventEnvelope,
    heartbeat: () => Promise<void>,
    batchStarted: number,
  ): Promise<boolean> => {
    const key = `${event.type}@${event.version}`;
    const handler = opts.handlers[key]!;
    return context.with(contextFromHeaders(message.headers), () =>
      tracer.startActiveSpan(
        `${topic} process`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'kafka',
            'messaging.destination.name': topic,
            'messaging.kafka.partition': partition,
            'messaging.message.id': event.id,
            'minutemart.event.type': key,
            'messaging.consumer.group.name': opts.groupId,
          },
        },
        async (span) => {
          try {
            const started = Date.now();
            for (let attempt = 0; ; attempt++) {
              try {
                await handler(event);
                // LOG_LEVEL=debug: how long the event waited (from its Kafka timestamp) and how long it took; docs/benchmarks.md reads these.
                if (log.isLevelEnabled('debug'))
                  log.debug(
                    {
                      key,
                      partition,
                      waitedMs: started - Number(message.timestamp),
                      fetchedMs: batchStarted - Number(message.timestamp),
                      handledMs: Date.now() - started,
                    },
                    'event handled',
                  );
                return true;
              } catch (e) {
                if (attempt + 1 >= attempts) throw e;
                log.warn({ err: (e as Error).message, attempt, key }, 'handler failed, retrying');
                await sleep(backoff(attempt, 200, 3_000));
                await heartbeat();
              }
            }
          } catch (e) {
            span.recordException(e as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            await deadLetter(topic, message, `handler failed ${attempts} times: ${(e as Error).message}`);
            return false;
          } finally {
            span.end();
          }
        },
      ),
    );
  };

  /**
   * Batches keep catch-up fast (a new service reading a topic from the start): one lookup of
   * already-processed ids per batch and one bulk insert of the newly processed ones, while
   * handlers still run one by one in partition order.
   */
  const run = () =>
    consumer.run({
      // Partitions are independent (one aggregate, one partition): handling them side by side keeps
      // per-aggregate order and multiplies throughput of I/O-bound handlers.
      partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently ?? 3,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale, commitOffsetsIfNecessary }) => {
        const batchStarted = Date.now();
        const prepared: { message: KafkaMessage; event?: EventEnvelope }[] = [];
        for (const message of batch.messages) prepared.push({ message, event: await prepare(batch.topic, message) });
        const ids = prepared.filter((p) => p.event).map((p) => `${opts.groupId}:${p.event!.id}`);
        const seen = new Set(ids.length ? (await processed.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray()).map((d) => d._id) : []);
        const done: ProcessedEvent[] = [];
        if (opts.applyBatch) {
          const fresh = prepared.filter((p) => p.event && !seen.has(`${opts.groupId}:${p.event.id}`));
          const unique = [...new Map(fresh.map((p) => [p.event!.id, p.event!])).values()];
          try {
            if (unique.length > 0) await opts.applyBatch(unique);
            for (const e of unique) {
              seen.add(`${opts.groupId}:${e.id}`);
              done.push({ _id: `${opts.groupId}:${e.id}`, at: new Date() });
            }
          } catch (e) {
            log.warn({ err: (e as Error).message, size: unique.length }, 'batch apply failed; handling events one by one');
          }
        }
        const flush = async () => {
          if (done.length === 0) return;
          await processed.bulkWrite(
            done.splice(0).map((d) => ({ updateOne: { filter: { _id: d._id }, update: { $setOnInsert: { at: d.at } }, upsert: true } })),
            { ordered: false },
          );
        };
        for (const { message, event } of prepared) {
          if (!isRunning() || isStale()) break;
          if (event) {
            const id = `${opts.groupId}:${event.id}`;
            if (!seen.has(id)) {
              seen.add(id); // a duplicate inside the same batch is applied once too
              if (await handleOne(batch.topic, batch.partition, message, event, heartbeat, batchStarted)) done.push({ _id: id, at: new Date() });
            }
          }
          resolveOffset(message.offset);
          if (done.length >= 200) {
            await flush();
            await heartbeat();
          }
        }
        await flush();
        await commitOffsetsIfNecessary();
        await heartbeat();
      },
    });

  // No TTL indexes allowed (the stand-in ignores them): processed ids older than any redelivery
  // window are swept here instead, so the collection does not grow forever.
  const retentionMs = (opts.processedRetentionDays ?? 14) * 86_400_000;
  void processed.createIndex({ at: 1 }).catch(() => undefined);
  const sweep = setInterval(() => {
    void processed.deleteMany({ at: { $lt: new Date(Date.now() - retentionMs) } }).catch(() => undefined);
  }, 3_600_000);
  sweep.unref();

  const lifecycle = keepConsumerRunning(
    consumer,
    async () => {
      for (const topic of opts.topics) await consumer.subscribe({ topic, fromBeginning: opts.fromBeginning ?? true });
    },
    run,
    log,
    'consumer',
  );

  return {
    consumer,
    joined,
    stop: async () => {
      clearInterval(sweep);
      await lifecycle.stop();
    },
  };
}
