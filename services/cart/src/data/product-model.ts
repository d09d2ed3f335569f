import { Schema, type Connection, type Model } from 'mongoose';
import type { ProductSnapshot } from '@minutemart/contracts';

/**
 * The cart's own copy of each product, built from the catalogue's product events, so reading a
 * cart never calls the catalogue. A deleted product stays as a tombstone (`deleted: true`) with the
 * version of its deletion, so a late or replayed older event cannot bring it back.
 */
export interface ProductDoc extends Omit<ProductSnapshot, '_id'> {
  _id: string;
  deleted: boolean;
  /** Sortable version of the last event applied: `<event time, ISO>#<rank>`; see domain/versions.ts. */
  version: string;
  updatedAt: Date;
}

const ref = new Schema({ _id: { type: String, required: true }, name: { type: String, default: '' } }, { _id: false });

const productSchema = new Schema<ProductDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    image: { type: [String], default: [] },
    unit: { type: String, default: '' },
    price: { type: Number, default: 0 },
    discount: { type: Number, default: 0 },
    stock: { type: Number, default: 0 },
    publish: { type: Boolean, default: false },
    category: { type: [ref], default: [] },
    subCategory: { type: [ref], default: [] },
    deleted: { type: Boolean, default: false },
    version: { type: String, required: true },
    updatedAt: { type: Date },
  },
  { versionKey: false },
);

export const productModel = (db: Connection): Model<ProductDoc> =>
  (db.models['product'] as Model<ProductDoc>) ?? db.model<ProductDoc>('product', productSchema);
