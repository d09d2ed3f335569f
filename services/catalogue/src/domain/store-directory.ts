import type { Model } from 'mongoose';
import { notFound } from '@minutemart/kit';
import type { DarkStoreDoc } from '../data/store-model.js';
import { DEFAULT_SHELF } from './shelves.js';

/**
 * Which dark stores exist, for reads that show one store's shelf. With the cache on it is kept in
 * memory like the products (reloaded on this replica's store writes, on store events from the
 * others and by the periodic resync); with the cache off it asks Mongo on every read.
 */
export class StoreDirectory {
  private ids = new Set<string>();

  constructor(
    private readonly stores: Model<DarkStoreDoc>,
    private readonly inMemory: boolean,
  ) {}

  async reload(): Promise<void> {
    this.ids = new Set((await this.stores.find().select('_id').lean()).map((s) => s._id));
  }

  /**
   * The shelf a read's optional `store` shows: none (the total, as the original client sees it),
   * a dark store's, or — for `default` once dark stores exist — the default shelf, which sells
   * nothing then. An unknown store is a 404.
   */
  async shelf(store: string | undefined): Promise<string | undefined> {
    if (store === undefined) return undefined;
    if (!this.inMemory) await this.reload();
    if (store === DEFAULT_SHELF) return this.ids.size === 0 ? undefined : DEFAULT_SHELF;
    if (!this.ids.has(store)) throw notFound('Store not found');
    return store;
  }
}
