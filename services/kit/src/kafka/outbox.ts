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
  /** How often every outbox is scanned for entries nobody pointed at (left by a crash, another process). */
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
/** Which aggregates a write just gave events to, so the relay reads those alone instead of scanning. */
export interface OutboxHint {
  model: Model<any>;
  ids: unknown[];
}

export class OutboxRelay {
  private running = false;
  private hinted = new Map<Model<any>, Map<string, unknown>>();
  private unhinted = false;
  private wake?: () => void;
  private loop?: Promise<void>;
  private failures = 0;
  private readonly pollMs: number;
  private readonly batch: number;

  constructor(private readonly opts: OutboxRelayOptions) {
    this.pollMs = opts.pollMs ?? 2_000;
    this.batch = opts.batch ?? 100;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Called after a local write so the event leaves now instead of at the next poll. With a hint,
   * only the named aggregates are read: on a hot path (the order saga) that is a lookup by id
   * instead of a scan of a large collection.
   */
  nudge(hint?: OutboxHint): void {
    if (hint && hint.ids.length > 0) {
      const ids = this.hinted.get(hint.model) ?? new Map<string, unknown>();
      for (const id of hint.ids) ids.set(String(id), id);
      this.hinted.set(hint.model, ids);
    } else {
      this.unhinted = true;
    }
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.nudge();
    await this.loop;
  }

  /** Drain everything pending once; used by tests and at shutdown. */
  async flush(): Promise<number> {
    return (await this.sweep()).sent;
  }

  /** Every outbox once; `more` when one of them filled a whole batch and may hold more. */
  private async sweep(): Promise<{ sent: number; more: boolean }> {
    let sent = 0;
    let more = false;
    for (const model of this.opts.models) {
      const r = await this.publishPending(model);
      sent += r.sent;
      more ||= r.docs >= this.batch;
    }
    return { sent, more };
  }

  private async run(): Promise<void> {
    let lastScan = 0;
    while (this.running) {
      try {
        const hinted = this.hinted;
        this.hinted = new Map();
        for (const [model, ids] of hinted) {
          const all = [...ids.values()];
          for (let i = 0; i < all.length; i += this.batch) await this.publishPending(model, { _id: { $in: all.slice(i, i + this.batch) } });
        }
        if (this.unhinted || Date.now() - lastScan >= this.pollMs) {
          this.unhinted = false;
          lastScan = Date.now();
          const swept = await this.sweep();
          // Only a full batch can have left more behind. Entries found by the sweep whose hint is
          // still queued are normal under load and must not turn the sweep into a busy loop.
          if (swept.more) this.unhinted = true;
        }
        this.failures = 0;
      } catch (e) {
        this.failures++;
        this.opts.logger.warn({ err: (e as Error).message, failures: this.failures }, 'outbox relay: publish failed, will retry');
        this.unhinted = true; // hints taken by the failed round are covered by the next full scan
      }
      if ((this.hinted.size > 0 || this.unhinted) && this.failures === 0) continue;
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
  private async publishPending(model: Model<any>, scope: Record<string, unknown> = {}): Promise<{ sent: number; docs: number }> {
    // `_outbox.0._id` (not `_outbox.0`): the sparse index withOutbox() declares answers this on MongoDB.
    const docs = await model
      .find({ ...scope, '_outbox.0._id': { $exists: true } })
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
    if (count === 0) return { sent: 0, docs: docs.length };
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
    return { sent: count, docs: docs.length };
  }
}
