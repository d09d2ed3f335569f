import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { withOutbox } from '@minutemart/kit';

export interface CategoryDoc {
  _id: Types.ObjectId;
  name: string;
  /** normalise(name): duplicate check and case-insensitive lookups (the stand-in ignores collations). */
  name_key: string;
  image: string;
  /** Soft delete: the outbox lives in this document, so deleting is an update that also carries the event. */
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const categorySchema = withOutbox(
  new Schema<CategoryDoc>(
    {
      name: { type: String, required: true, trim: true },
      name_key: { type: String, required: true },
      image: { type: String, default: '' },
      deletedAt: { type: Date, default: null },
    },
    { timestamps: true },
  ),
);
// Live names are unique; deleted ones carry their deletion time, so a name can be reused afterwards.
categorySchema.index({ name_key: 1, deletedAt: 1 }, { unique: true });
categorySchema.index({ updatedAt: 1 });

export const categoryModel = (db: Connection): Model<CategoryDoc> =>
  (db.models['category'] as Model<CategoryDoc>) ?? db.model<CategoryDoc>('category', categorySchema);
