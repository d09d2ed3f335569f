import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One confirmed order as "often bought together" counted it (ADR 0024), `_id` = order id: the
 * unit of idempotence. `productIds` is fixed by the first delivery; `applied` lists the products
 * whose counts already include this order, so a redelivery (or a retry after a crash) only adds
 * what is missing.
 */
export interface TogetherBasketDoc {
  _id: string;
  storeId: string;
  productIds: string[];
  applied: string[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Per product (`_id`): in how many confirmed orders each other product was with it. `seen` holds
 * the last orders applied here (capped), the guard that makes the increment happen once per order.
 */
export interface TogetherCountsDoc {
  _id: string;
  counts: Map<string, number>;
  seen: string[];
  createdAt: Date;
  updatedAt: Date;
}

const basketSchema = new Schema<TogetherBasketDoc>(
  {
    _id: { type: String, required: true },
    storeId: { type: String, required: true },
    productIds: { type: [String], default: [] },
    applied: { type: [String], default: [] },
  },
  { timestamps: true },
);

const countsSchema = new Schema<TogetherCountsDoc>(
  {
    _id: { type: String, required: true },
    counts: { type: Map, of: Number, default: {} },
    seen: { type: [String], default: [] },
  },
  { timestamps: true },
);

export const togetherBasketModel = (db: Connection): Model<TogetherBasketDoc> =>
  (db.models['together_basket'] as Model<TogetherBasketDoc>) ?? db.model<TogetherBasketDoc>('together_basket', basketSchema, 'together_baskets');

export const togetherCountsModel = (db: Connection): Model<TogetherCountsDoc> =>
  (db.models['together_counts'] as Model<TogetherCountsDoc>) ?? db.model<TogetherCountsDoc>('together_counts', countsSchema, 'together_counts');
