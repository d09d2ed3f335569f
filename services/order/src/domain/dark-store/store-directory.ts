import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { DarkStoreSnapshot } from '@minutemart/contracts';
import type { OutboxEntry } from '@minutemart/kit';
import type { StoreDoc } from '../../data/store-model.js';
import { distanceKm } from './geo.js';

export type StoreRecord = StoreDoc & {
  /** Store to the nearest centre it serves: the distance its own load is judged on. */
  nearestKm: number;
};

const withNearest = (s: StoreDoc): StoreRecord => ({
  ...s,
  nearestKm: s.serves.length ? Math.min(...s.serves.map((p) => distanceKm(s.location, p))) : 0,
});

/**
 * Every dark store, in memory for the store choice at each placement and promise, backed by the
 * `stores` collection. The store consumer runs on one replica of the group; the others see its
 * writes (and each other's load decisions) at the next refresh, every STORE_REFRESH_MS.
 */
export class StoreDirectory {
  private stores = new Map<string, StoreRecord>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly model: Model<StoreDoc>,
    private readonly logger: Logger,
  ) {}

  async start(refreshMs: number): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch((e) => this.logger.warn({ err: (e as Error).message }, 'stores not reloaded')), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async reload(): Promise<void> {
    const docs = await this.model.find().lean<StoreDoc[]>();
    this.stores = new Map(docs.map((d) => [d._id, withNearest(d)]));
  }

  /** One-store mode (ADR 0007) while no dark store is known. */
  get perStore(): boolean {
    return this.stores.size > 0;
  }

  all(): StoreRecord[] {
    return [...this.stores.values()];
  }

  get(id: string): StoreRecord | undefined {
    return this.stores.get(id);
  }

  /**
   * Applies a store snapshot: a newer one replaces the store (its load stays, that is ours), an
   * older or repeated one changes nothing. Safe to call any number of times.
   */
  async upsert(snapshot: DarkStoreSnapshot): Promise<void> {
    const { _id, updatedAt, ...fields } = snapshot;
    const at = new Date(updatedAt);
    try {
      await this.model.updateOne(
        { _id, updatedAt: { $lt: at } },
        { $set: { ...fields, updatedAt: at }, $setOnInsert: { load: { pausedByLoad: false, since: null, minutes: 0, queue: 0, checkedAt: null } } },
        { upsert: true },
      );
    } catch (e) {
      // The store exists with a snapshot as new or newer: the filter missed it and the upsert collided.
      if ((e as { code?: number }).code !== 11000) throw e;
    }
    await this.refreshOne(_id);
  }

  /** Writes a load decision if the stored one is still what it was based on; memory follows. */
  async setLoad(id: string, wasPaused: boolean, load: StoreDoc['load']): Promise<void> {
    await this.model.updateOne({ _id: id, 'load.pausedByLoad': wasPaused }, { $set: { load } });
    await this.refreshOne(id);
  }

  /** Switches rider capacity on or off for a store (ADR 0027), with the change's audit entries. */
  async setRiderCapacity(id: string, on: boolean, audit: OutboxEntry[]): Promise<StoreRecord | undefined> {
    await this.model.updateOne({ _id: id }, { $set: { riderCapacity: on }, ...(audit.length ? { $push: { _outbox: { $each: audit } } } : {}) });
    await this.refreshOne(id);
    return this.get(id);
  }

  private async refreshOne(id: string): Promise<void> {
    const doc = await this.model.findById(id).lean<StoreDoc>();
    if (doc) this.stores.set(id, withNearest(doc));
  }
}
