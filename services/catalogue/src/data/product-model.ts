import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { withOutbox } from '@minutemart/kit';
import { GST_RATES } from '@minutemart/contracts';

export interface ProductDoc {
  _id: Types.ObjectId;
  name: string;
  image: string[];
  category: Types.ObjectId[];
  subCategory: Types.ObjectId[];
  unit: string;
  /** Units on every shelf together: the dark stores' (storeStock) plus those no store holds. */
  stock: number;
  /**
   * Units per dark store, by store id (ADR 0007). A store without a key does not sell the product.
   * Absent while the catalogue runs as one default store. Every change to it changes `stock` by
   * the same amount in the same update, so `stock − Σ storeStock` (the default shelf) never moves by itself.
   */
  storeStock?: Record<string, number>;
  /**
   * Bumped by every write that publishes a product snapshot; those writes compare-and-set on it, so
   * the last snapshot on the compacted product topic is always the document's real state.
   */
  rev?: number;
  price: number;
  discount: number;
  /** HSN code (4, 6 or 8 digits) and GST rate (percent) for invoices; absent on products made before tax data. */
  hsn?: string;
  gstRate?: number;
  description: string;
  more_details: Record<string, string>;
  publish: boolean;
  /** normalise(name): prefix ranking and stable ordering. */
  name_key: string;
  /** Lower-case name tokens, multikey-indexed for anchored prefix matching (no `$text`). */
  search_tokens: string[];
  /** Set by the seed and the CSV import: the stable key they upsert by, so re-runs add nothing. */
  source_key?: string;
  deletedAt: Date | null;
  /** Stock held for orders not yet delivered (see domain/stock-reservation.ts); never shown. */
  holds?: StockHold[];
  createdAt: Date;
  updatedAt: Date;
}

/** Units of this product held by one order; stock already excludes them. */
export interface StockHold {
  orderId: string;
  storeId: string;
  quantity: number;
  at: Date;
}

const holdSchema = new Schema<StockHold>(
  {
    orderId: { type: String, required: true },
    storeId: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    at: { type: Date, required: true },
  },
  { _id: false },
);

const productSchema = withOutbox(
  new Schema<ProductDoc>(
    {
      name: { type: String, required: true, trim: true },
      image: { type: [String], default: [] },
      category: [{ type: Schema.Types.ObjectId, ref: 'category' }],
      subCategory: [{ type: Schema.Types.ObjectId, ref: 'subCategory' }],
      unit: { type: String, default: '' },
      stock: { type: Number, default: 0, min: 0 },
      storeStock: { type: Schema.Types.Mixed, default: undefined },
      rev: { type: Number },
      price: { type: Number, required: true, min: 0 },
      discount: { type: Number, default: 0, min: 0, max: 100 },
      hsn: { type: String },
      gstRate: { type: Number, enum: GST_RATES },
      description: { type: String, default: '' },
      more_details: { type: Schema.Types.Mixed, default: {} },
      publish: { type: Boolean, default: true },
      name_key: { type: String, required: true },
      search_tokens: { type: [String], default: [] },
      source_key: { type: String },
      deletedAt: { type: Date, default: null },
      holds: { type: [holdSchema], default: undefined, select: false },
    },
    { timestamps: true, minimize: false },
  ),
);
productSchema.index({ search_tokens: 1 });
productSchema.index({ category: 1, deletedAt: 1 });
productSchema.index({ subCategory: 1, deletedAt: 1 });
productSchema.index({ updatedAt: 1 });
productSchema.index({ createdAt: -1 });
productSchema.index({ source_key: 1 }, { unique: true, sparse: true });
productSchema.index({ 'holds.orderId': 1 }, { sparse: true });

export const productModel = (db: Connection): Model<ProductDoc> =>
  (db.models['product'] as Model<ProductDoc>) ?? db.model<ProductDoc>('product', productSchema);

/** What a client may store through create/update; everything else in a request body is ignored. */
export const PRODUCT_WRITABLE = [
  'name',
  'image',
  'category',
  'subCategory',
  'unit',
  'stock',
  'price',
  'discount',
  'hsn',
  'gstRate',
  'description',
  'more_details',
  'publish',
] as const;
