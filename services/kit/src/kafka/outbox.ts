import { Schema, type Model } from 'mongoose';
import type { ResilientProducer } from './producer.js';
import type { Logger } from 'pino';
import { backoff } from '../retry.js';
import type { OutboxEntry } from './events.js';

/**
 * The outbox lives inside each aggregate document (`_outbox`), so a state change and the events
 * describing it are written by one single-document atomic update — no multi-document transaction,
 * which neither the local Mongo stand-in nor a sharded MongoDB would give us cheaply.
 */
export const outboxEntrySchema = new Schema<OutboxEntry>(
  {
    _id: { type: String, required: true },
    topic: { type: String, required: true },
    key: { type: String, required: true },
    value: { type: String, required: true },
    headers: { type: Schema.Types.Mixed, default: {} },
    createdAt: { type: Date, required: true },
  },
  { _id: false },
);

/** Add the outbox field to an aggregate schema; it is hidden from normal reads. */
export function withOutbox<S extends Schema>(schema: S): S {
  schema.add({ _outbox: { type: [outboxEntrySchema], default: [], select: false } });
  schema.index({ '_outbox.0._id': 1 }, { sparse: true });
  return schema;
}

export interface OutboxRelayOptions {
  producer: ResilientProducer;
  models: Model<any>[];
  logger: Logger;
  pollMs?: number;
  batch?: number;
  /** See KAFKA_TOPIC_PREFIX. */
  topicPrefix?: string;
}

/**
 * Publishes what aggregates put in their outbox, oldest first per aggregate, and removes an entry
 * only after Kafka acknowledged it. If Kafka is away, entries simply wait: nothing is lost and
 * order per aggregate (= per partition key) is kept.
 */
export class OutboxRelay {
  private running = false;
  private wake?: () => void;
  private loop?: Promise<void>;
  private failures = 0;
  private readonly pollMs: number;
  private readonly batch: number;

  constructor(private readonly opts: OutboxRelayOptions) {
    this.pollMs = opts.pollMs ?? 500;
    this.batch = opts.batch ?? 100;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Called after a local write so the event leaves now instead of at the next poll. */
  nudge(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.nudge();
    await this.loop;
  }

  /** Drain everything pending once; used by tests and at shutdown. */
  async flush(): Promise<number> {
    let total = 0;
    for (const model of this.opts.models) total += await this.publishPending(model);
    return total;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let published = 0;
      try {
        published = await this.flush();
        this.failures = 0;
      } catch (e) {
        this.failures++;
        this.opts.logger.warn({ err: (e as Error).message, failures: this.failures }, 'outbox relay: publish failed, will retry');
      }
      if (published > 0 && this.failures === 0) continue;
      const wait = this.failures > 0 ? backoff(this.failures, 500, 10_000) : this.pollMs;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /**
   * One batch per poll: every pending entry of up to `batch` aggregates goes out in a single
   * request (per-aggregate order is kept: same key, same partition, in array order), then each
   * aggregate drops exactly the entries that were sent. A failed batch is simply sent again later;
   * consumers dedupe by event id, so at-least-once is enough.
   */
  private async publishPending(model: Model<any>): Promise<number> {
    const docs = await model
      .find({ '_outbox.0': { $exists: true } })
      .select('_id _outbox')
      .limit(this.batch)
      .lean<{ _id: unknown; _outbox: OutboxEntry[] }[]>();
    const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
    let count = 0;
    for (const doc of docs) {
      for (const entry of doc._outbox ?? []) {
        const list = byTopic.get(entry.topic) ?? [];
        list.push({ key: entry.key, value: entry.value, headers: { ...entry.headers, 'event-id': entry._id } });
        byTopic.set(entry.topic, list);
        count++;
      }
    }
    if (count === 0) return 0;
    await this.opts.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic: `${this.opts.topicPrefix ?? ''}${topic}`, messages })),
    });
    await model.bulkWrite(
      docs.map((doc) => ({
        updateOne: {
          filter: { _id: doc._id },
          update: { $pull: { _outbox: { _id: { $in: (doc._outbox ?? []).map((e) => e._id) } } } },
          timestamps: false,
        },
      })),
    );
    return count;
  }
}
