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
  /**
   * The whole outbox of a document this write just created (one id): the relay sends these at
   * once, without reading them back or waiting for its loop. Only a new document qualifies: it has
   * no older entries that must leave first, and anything appended later leaves through the loop,
   * which always sends a document's pending entries oldest first (a copy already sent is deduped).
   */
  created?: OutboxEntry[];
}

export class OutboxRelay {
  private running = false;
  private hinted = new Map<Model<any>, Map<string, unknown>>();
  private unhinted = false;
  private wake?: () => void;
  private loop?: Promise<void>;
  private failures = 0;
  /** Sends of new documents' entries in flight, by model name and id. */
  private readonly direct = new Map<string, Promise<void>>();
  /** Entries sent directly, to be removed from their documents by the loop. */
  private sentDirectly = new Map<Model<any>, Map<string, { id: unknown; entryIds: string[] }>>();
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
    if (hint?.created && hint.created.length > 0 && hint.ids.length === 1 && this.running) {
      this.sendCreated(hint.model, hint.ids[0], hint.created);
      return;
    }
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
    await Promise.all(this.direct.values());
    this.nudge();
    await this.loop;
    await this.removeSent().catch(() => undefined); // what is left is sent again by the next relay and deduped
  }

  /**
   * The fast path of a new document: its entries go to Kafka now, concurrently with the loop. On
   * failure nothing is lost: the document still holds them and the loop is pointed at it.
   */
  private sendCreated(model: Model<any>, id: unknown, entries: OutboxEntry[]): void {
    const key = `${model.modelName}:${String(id)}`;
    const sending = (async () => {
      try {
        const started = Date.now();
        await this.opts.producer.sendBatch({ acks: -1, topicMessages: this.topicMessages(entries) });
        // LOG_LEVEL=debug: how long Kafka took to take them (docs/benchmarks.md reads these).
        if (this.opts.logger.isLevelEnabled('debug')) this.opts.logger.debug({ sentMs: Date.now() - started, entries: entries.length }, 'outbox sent directly');
        const sent = this.sentDirectly.get(model) ?? new Map();
        sent.set(String(id), { id, entryIds: entries.map((e) => e._id) });
        this.sentDirectly.set(model, sent);
      } catch (e) {
        this.opts.logger.warn({ err: (e as Error).message }, 'outbox relay: direct send failed, the loop will retry');
        this.nudge({ model, ids: [id] });
        return;
      }
      this.wake?.(); // to remove what was sent
    })();
    this.direct.set(key, sending);
    void sending.finally(() => {
      if (this.direct.get(key) === sending) this.direct.delete(key);
    });
  }

  /** Drop from their documents the entries the fast path sent. */
  private async removeSent(): Promise<void> {
    const batches = this.sentDirectly;
    this.sentDirectly = new Map();
    for (const [model, sent] of batches) {
      try {
        await model.bulkWrite(
          [...sent.values()].map(({ id, entryIds }) => ({
            updateOne: { filter: { _id: id }, update: { $pull: { _outbox: { _id: { $in: entryIds } } } }, timestamps: false },
          })),
          { ordered: false },
        );
      } catch (e) {
        // Put them back: removing twice is harmless, sending again is deduped, losing track is not.
        const again = this.sentDirectly.get(model) ?? new Map();
        for (const [k, v] of sent) if (!again.has(k)) again.set(k, v);
        this.sentDirectly.set(model, again);
        throw e;
      }
    }
  }

  private topicMessages(entries: OutboxEntry[]) {
    const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
    for (const entry of entries) {
      const list = byTopic.get(entry.topic) ?? [];
      list.push({ key: entry.key, value: entry.value, headers: { ...entry.headers, 'event-id': entry._id } });
      byTopic.set(entry.topic, list);
    }
    return [...byTopic].map(([topic, messages]) => ({ topic: `${this.opts.topicPrefix ?? ''}${topic}`, messages }));
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
        if (this.sentDirectly.size > 0) await this.removeSent();
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
      if ((this.hinted.size > 0 || this.unhinted || this.sentDirectly.size > 0) && this.failures === 0) continue;
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
    // A document the fast path is sending (or has sent, not yet removed) is left to it: sending its
    // entries here too would only make duplicates. Entries appended since (the order confirmed right
    // after it was placed) are looked at again once that send is done and removed.
    const mine = docs.filter((doc) => {
      const sending = this.direct.get(`${model.modelName}:${String(doc._id)}`);
      if (!sending && !this.sentDirectly.get(model)?.has(String(doc._id))) return true;
      if ((doc._outbox ?? []).length > 1) void (sending ?? Promise.resolve()).then(() => this.nudge({ model, ids: [doc._id] }));
      return false;
    });
    const entries = mine.flatMap((doc) => doc._outbox ?? []);
    if (entries.length === 0) return { sent: 0, docs: docs.length };
    await this.opts.producer.sendBatch({ acks: -1, topicMessages: this.topicMessages(entries) });
    await model.bulkWrite(
      mine.map((doc) => ({
        updateOne: {
          filter: { _id: doc._id },
          update: { $pull: { _outbox: { _id: { $in: (doc._outbox ?? []).map((e) => e._id) } } } },
          timestamps: false,
        },
      })),
    );
    return { sent: entries.length, docs: docs.length };
  }
}
