import { Schema, type Connection, type Model } from 'mongoose';
import { withOutbox } from '@minutemart/kit';
import { DARK_STORE_STATUSES, type DarkStoreStatus } from '@minutemart/contracts';

export interface ServedPincode {
  pincode: string;
  area: string;
  lat: number;
  lng: number;
}

export interface StoreLegal {
  name: string;
  gstin: string;
  /** GST state code: the GSTIN's first two digits. */
  stateCode: string;
  address: string;
}

/** A dark store (ADR 0007). `_id` is a readable slug (`blr-indiranagar`): it keys per-store stock and events. */
export interface DarkStoreDoc {
  _id: string;
  name: string;
  city: string;
  location: { lat: number; lng: number };
  serves: ServedPincode[];
  hours: { open: string; close: string };
  pickers: number;
  status: DarkStoreStatus;
  /** The store as the seller on tax invoices; absent until an admin (or the seed) sets it. */
  legal?: StoreLegal;
  createdAt: Date;
  updatedAt: Date;
}

const servedSchema = new Schema<ServedPincode>(
  {
    pincode: { type: String, required: true },
    area: { type: String, required: true },
    lat: { type: Number, required: true },
    lng: { type: Number, required: true },
  },
  { _id: false },
);

const storeSchema = withOutbox(
  new Schema<DarkStoreDoc>(
    {
      _id: { type: String, required: true },
      name: { type: String, required: true, trim: true },
      city: { type: String, required: true, trim: true },
      location: { lat: { type: Number, required: true }, lng: { type: Number, required: true } },
      serves: { type: [servedSchema], default: [] },
      hours: { open: { type: String, required: true }, close: { type: String, required: true } },
      pickers: { type: Number, required: true, min: 0 },
      status: { type: String, required: true, enum: DARK_STORE_STATUSES },
      legal: { type: { name: String, gstin: String, stateCode: String, address: String, _id: false }, default: undefined },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    // Timestamps are set by the domain: the event's updatedAt must be the document's.
    { timestamps: false, minimize: false },
  ),
);
storeSchema.index({ updatedAt: 1 });

export const storeModel = (db: Connection): Model<DarkStoreDoc> =>
  (db.models['darkStore'] as Model<DarkStoreDoc>) ?? db.model<DarkStoreDoc>('darkStore', storeSchema, 'dark_stores');
