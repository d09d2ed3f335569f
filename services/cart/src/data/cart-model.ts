import { Schema, Types, type Connection, type Model } from 'mongoose';
import { withOutbox } from '@minutemart/kit';

export interface CartItem {
  _id: Types.ObjectId;
  /** The catalogue's product id (24 hex); the product itself lives in the local read model. */
  productId: string;
  quantity: number;
  addedAt: Date;
}

/** One cart document per shopper: every change is a single-document atomic update. */
export interface CartDoc {
  _id: Types.ObjectId; // = userId
  email: string;
  items: CartItem[];
  /** The last orders whose confirmation emptied this cart: a redelivered confirmation changes nothing. */
  checkedOut?: string[];
  createdAt: Date;
  updatedAt: Date;
}

const itemSchema = new Schema<CartItem>({
  productId: { type: String, required: true },
  quantity: { type: Number, required: true, min: 1 },
  addedAt: { type: Date, required: true },
});

const cartSchema = withOutbox(
  new Schema<CartDoc>(
    {
      _id: { type: Schema.Types.ObjectId, required: true },
      email: { type: String, default: '' },
      items: { type: [itemSchema], default: [] },
      checkedOut: { type: [String], default: undefined, select: false },
    },
    { timestamps: true },
  ),
);
// Finds the carts holding a product when it leaves the catalogue.
cartSchema.index({ 'items.productId': 1 });

export const cartModel = (db: Connection): Model<CartDoc> => (db.models['cart'] as Model<CartDoc>) ?? db.model<CartDoc>('cart', cartSchema);
