import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { withOutbox } from '@minutemart/kit';

export interface SubCategoryDoc {
  _id: Types.ObjectId;
  name: string;
  name_key: string;
  image: string;
  category: Types.ObjectId[];
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const subCategorySchema = withOutbox(
  new Schema<SubCategoryDoc>(
    {
      name: { type: String, required: true, trim: true },
      name_key: { type: String, required: true },
      image: { type: String, default: '' },
      category: [{ type: Schema.Types.ObjectId, ref: 'category' }],
      deletedAt: { type: Date, default: null },
    },
    { timestamps: true },
  ),
);
subCategorySchema.index({ name_key: 1, deletedAt: 1 }, { unique: true });
subCategorySchema.index({ category: 1, deletedAt: 1 });
subCategorySchema.index({ updatedAt: 1 });

export const subCategoryModel = (db: Connection): Model<SubCategoryDoc> =>
  (db.models['subCategory'] as Model<SubCategoryDoc>) ?? db.model<SubCategoryDoc>('subCategory', subCategorySchema);
