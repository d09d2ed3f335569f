import { Schema, type Connection, type Model } from 'mongoose';
import { DARK_STORE_STATUSES, type DarkStoreSnapshot } from '@minutemart/contracts';
import { withOutbox } from '@minutemart/kit';

/**
 * The order service's copy of the dark stores (the catalogue owns them; `store.upserted` carries
 * each whole), plus what only the order service decides: whether the store paused its intake
 * because of its queue (`load`), and whether its riders on shift join its promise (`riderCapacity`,
 * ADR 0027; the outbox carries the audit entry of that setting's changes).
 */
export interface StoreDoc extends Omit<DarkStoreSnapshot, 'updatedAt'> {
  /** The snapshot's own time: an older snapshot arriving late never overwrites a newer one. */
  updatedAt: Date;
  load: {
    pausedByLoad: boolean;
    since: Date | null;
    /** The promise and queue the last decision was taken on, for the admin's load screen. */
    minutes: number;
    queue: number;
    checkedAt: Date | null;
  };
  /** Off (absent) until an admin switches it on for the store. */
  riderCapacity?: boolean;
}

const storeSchema = withOutbox(
  new Schema<StoreDoc>(
    {
      _id: { type: String, required: true },
      name: { type: String, required: true },
      city: { type: String, default: '' },
      location: { lat: Number, lng: Number },
      serves: { type: [{ pincode: String, area: String, lat: Number, lng: Number, _id: false }], default: [] },
      hours: { open: String, close: String },
      pickers: { type: Number, default: 0 },
      status: { type: String, enum: DARK_STORE_STATUSES, required: true },
      legal: { type: { name: String, gstin: String, stateCode: String, address: String, _id: false }, default: undefined },
      updatedAt: { type: Date, required: true },
      load: {
        pausedByLoad: { type: Boolean, default: false },
        since: { type: Date, default: null },
        minutes: { type: Number, default: 0 },
        queue: { type: Number, default: 0 },
        checkedAt: { type: Date, default: null },
      },
      riderCapacity: { type: Boolean, default: false },
    },
    { minimize: false, versionKey: false },
  ),
);

export const storeModel = (db: Connection): Model<StoreDoc> => (db.models['store'] as Model<StoreDoc>) ?? db.model<StoreDoc>('store', storeSchema, 'stores');
