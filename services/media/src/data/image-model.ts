import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface ImageVariantRecord {
  key: string;
  width: number;
  height: number;
}

/**
 * Who uploaded which image, for audits and "my uploads" lists. One record per (image, kind,
 * uploader): re-uploading the same picture bumps `uploads` instead of adding a record.
 */
export interface ImageDoc {
  _id: Types.ObjectId;
  /** Object key of the largest variant (the one `data.url` points at). */
  key: string;
  /** sha256 of the normalised pixels; every variant key starts with it. */
  sha256: string;
  kind: 'product' | 'avatar';
  ownerId: string;
  source: { format: string; width: number; height: number; bytes: number };
  variants: ImageVariantRecord[];
  uploads: number;
  createdAt: Date;
  lastUploadedAt: Date;
}

const variantSchema = new Schema<ImageVariantRecord>(
  { key: { type: String, required: true }, width: { type: Number, required: true }, height: { type: Number, required: true } },
  { _id: false },
);

const imageSchema = new Schema<ImageDoc>(
  {
    key: { type: String, required: true },
    sha256: { type: String, required: true },
    kind: { type: String, enum: ['product', 'avatar'], required: true },
    ownerId: { type: String, required: true },
    source: {
      format: { type: String, required: true },
      width: { type: Number, required: true },
      height: { type: Number, required: true },
      bytes: { type: Number, required: true },
    },
    variants: { type: [variantSchema], default: [] },
    uploads: { type: Number, default: 1 },
    createdAt: { type: Date, required: true },
    lastUploadedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
imageSchema.index({ sha256: 1, kind: 1, ownerId: 1 }, { unique: true });
imageSchema.index({ ownerId: 1, createdAt: -1 });
imageSchema.index({ key: 1 });

export const imageModel = (db: Connection): Model<ImageDoc> => (db.models['image'] as Model<ImageDoc>) ?? db.model<ImageDoc>('image', imageSchema, 'images');
