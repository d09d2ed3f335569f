import { Schema, type Connection, type Model } from 'mongoose';

/**
 * What the order service knows of each product, from the catalogue's product events: enough to
 * quote a basket (price, discount, categories for offers) before the catalogue holds the stock.
 * The order is still priced from what the catalogue held (stock.reserved); this is the quote's.
 */
export interface PricedProductDoc {
  _id: string;
  name: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  /** Category and sub-category ids. */
  categoryIds: string[];
  sellable: boolean;
  /** The event's time (ISO, ms) and kind rank: an older event never overwrites a newer one. */
  version: string;
}

const schema = new Schema<PricedProductDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    image: { type: [String], default: [] },
    unit: { type: String, default: '' },
    price: { type: Number, default: 0 },
    discount: { type: Number, default: 0 },
    categoryIds: { type: [String], default: [] },
    sellable: { type: Boolean, default: false },
    version: { type: String, required: true },
  },
  { versionKey: false },
);

export const pricedProductModel = (db: Connection): Model<PricedProductDoc> =>
  (db.models['priced_product'] as Model<PricedProductDoc>) ?? db.model<PricedProductDoc>('priced_product', schema, 'priced_products');
