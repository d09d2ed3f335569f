import { Schema, Types, type Connection, type Model } from 'mongoose';
import { withOutbox } from '@minutemart/kit';

/** How the line is paid; the value the original client knows for cash on delivery is kept. */
export const PAYMENT_STATUSES = ['CASH ON DELIVERY', 'PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Copy of the chosen address at order time: editing or removing it later must not rewrite history. */
export interface AddressSnapshot {
  _id: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}

/**
 * One order line, the unit the existing client lists ("My Orders": image, name, price × quantity,
 * total). Amounts are the line's own, computed by this service from its product data, never taken
 * from the client and never the whole cart's totals. Lines placed together (one cash-on-delivery
 * call, one card checkout) share `checkoutId`; a card payment's provider session is `paymentId`.
 */
export interface OrderDoc {
  _id: Types.ObjectId;
  /** Public order number, `ORD-<24 hex>`. */
  orderId: string;
  userId: Types.ObjectId;
  checkoutId: string;
  productId: string;
  product_details: { name: string; image: string[]; /** unit price paid, after discount */ price: number };
  quantity: number;
  /** quantity × unit price before discount. */
  subTotalAmt: number;
  /** quantity × product_details.price: what the shopper pays for the line (delivery is free). */
  totalAmt: number;
  /** 'Processing' until fulfilment exists; the spec names no other value yet. */
  status: string;
  payment_status: PaymentStatus;
  paymentId: string;
  delivery_address: AddressSnapshot | null;
  createdAt: Date;
  updatedAt: Date;
}

const addressSchema = new Schema<AddressSnapshot>(
  {
    _id: { type: String, required: true },
    address_line: { type: String, default: '' },
    city: { type: String, default: '' },
    state: { type: String, default: '' },
    country: { type: String, default: '' },
    pincode: { type: String, default: '' },
    mobile: { type: String, default: '' },
  },
  { _id: false },
);

const orderSchema = withOutbox(
  new Schema<OrderDoc>(
    {
      orderId: { type: String, required: true, unique: true },
      userId: { type: Schema.Types.ObjectId, required: true },
      checkoutId: { type: String, required: true },
      productId: { type: String, required: true },
      product_details: {
        name: { type: String, required: true },
        image: { type: [String], default: [] },
        price: { type: Number, required: true, min: 0 },
      },
      quantity: { type: Number, required: true, min: 1 },
      subTotalAmt: { type: Number, required: true, min: 0 },
      totalAmt: { type: Number, required: true, min: 0 },
      status: { type: String, default: 'Processing' },
      payment_status: { type: String, enum: PAYMENT_STATUSES, default: 'PENDING' },
      paymentId: { type: String, default: '' },
      delivery_address: { type: addressSchema, default: null },
    },
    { timestamps: true },
  ),
);
orderSchema.index({ userId: 1, createdAt: -1 });
orderSchema.index({ checkoutId: 1 });
orderSchema.index({ paymentId: 1 });

export const orderModel = (db: Connection): Model<OrderDoc> =>
  (db.models['order'] as Model<OrderDoc>) ?? db.model<OrderDoc>('order', orderSchema);

/** A new public order number; ObjectId hex keeps it unique and roughly time-ordered. */
export const newOrderId = (): string => `ORD-${new Types.ObjectId().toHexString()}`;
