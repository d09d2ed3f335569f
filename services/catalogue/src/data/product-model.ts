import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { withOutbox } from '@minutemart/kit';

export interface ProductDoc {
  _id: Types.ObjectId;
  name: string;
  image: string[];
  category: Types.ObjectId[];
  subCategory: Types.ObjectId[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
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
  createdAt: Date;
  updatedAt: Date;
}

const productSchema = withOutbox(
  new Schema<ProductDoc>(
    {
      name: { type: String, required: true, trim: true },
      image: { type: [String], default: [] },
      category: [{ type: Schema.Types.ObjectId, ref: 'category' }],
      subCategory: [{ type: Schema.Types.ObjectId, ref: 'subCategory' }],
      unit: { type: String, default: '' },
      stock: { type: Number, default: 0, min: 0 },
      price: { type: Number, required: true, min: 0 },
      discount: { type: Number, default: 0, min: 0, max: 100 },
      description: { type: String, default: '' },
      more_details: { type: Schema.Types.Mixed, default: {} },
      publish: { type: Boolean, default: true },
      name_key: { type: String, required: true },
      search_tokens: { type: [String], default: [] },
      source_key: { type: String },
      deletedAt: { type: Date, default: null },
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

export const productModel = (db: Connection): Model<ProductDoc> =>
  (db.models['product'] as Model<ProductDoc>) ?? db.model<ProductDoc>('product', productSchema);

/** What a client may store through create/update; everything else in a request body is ignored. */
export const PRODUCT_WRITABLE = ['name', 'image', 'category', 'subCategory', 'unit', 'stock', 'price', 'discount', 'description', 'more_details', 'publish'] as const;
