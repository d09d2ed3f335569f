import { Schema, Types, type Connection, type Model } from 'mongoose';
import { ORDER_STATES, PAYMENT_METHODS, PAYMENT_STATES, type OrderState, type PaymentMethod, type PaymentState, type Totals } from '@minutemart/contracts';
import { withOutbox } from '@minutemart/kit';
import type { OrderAddress, OrderPricing, OrderHistoryEntry, OrderItem, OrderRating, RefundLine, StaffAssignment, Unavailable } from '@minutemart/contracts';

/**
 * The shapes an order carries are the wire's own (contracts' OrderView): the address is a copy
 * taken at order time (editing or removing it later must not rewrite history), the items are the
 * lines as the catalogue priced them when it held the stock.
 */
export type AddressSnapshot = OrderAddress;
export type { OrderItem, Unavailable };
export type StoredRefund = RefundLine<Date>;
export type StoredStaff = StaffAssignment<Date>;
export type StoredRating = OrderRating<Date>;

/** A timeline entry as stored (the wire adds the `status` label). */
export type HistoryEntry = Omit<OrderHistoryEntry<Date>, 'status'>;

/**
 * The order aggregate: one document per checkout, with its lines, its state machine position
 * (`state`, `seq`), its timeline and its outbox, so every transition and its event are one write.
 */
export interface OrderDoc {
  _id: Types.ObjectId;
  /** Public order number, `ORD-<24 hex>`. */
  orderId: string;
  userId: Types.ObjectId;
  /** The dark store chosen at placement (ADR 0007), `default` in one-store mode, and its name then. */
  storeId: string;
  storeName: string;
  state: OrderState;
  /** Number of transitions and store steps so far; every change is a compare-and-set on it. */
  seq: number;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  /** The payment provider's checkout session id (card orders). */
  paymentId: string;
  paymentUrl: string;
  /** What the shopper asked for; `items` is the priced result once stock is held. */
  lines: { productId: string; quantity: number }[];
  items: OrderItem[];
  totals: Totals | null;
  /** Fees, offers and the terms they were computed with, fixed at placement (ADR 0018); null on older orders. */
  pricing: OrderPricing | null;
  delivery_address: AddressSnapshot | null;
  /** `<userId>:<Idempotency-Key>`, or `auto:<orderId>` when the client sent none. */
  idempotencyKey: string;
  /** Hash of what was asked, so a key reused for a different order is refused. */
  requestHash: string;
  history: HistoryEntry[];
  unavailable: Unavailable[];
  /** Stripe event ids already applied (webhooks are delivered at least once). */
  paymentEvents: string[];
  /** The promise made at placement; the clock starts at confirmation (promisedAt = confirmedAt + it). */
  promisedMinutes: number | null;
  distanceKm: number | null;
  confirmedAt: Date | null;
  promisedAt: Date | null;
  deliveredAt: Date | null;
  picker: StoredStaff | null;
  rider: StoredStaff | null;
  refunds: StoredRefund[];
  /** The shopper's rating of the delivered order (ADR 0026), given once; null (or absent on older orders) before. */
  rating?: StoredRating | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The rider's instructions (contracts' DeliveryInstructions); absent on orders placed before them. */
const instructionsSchema = new Schema({ leaveAtDoor: Boolean, doNotRing: Boolean, callOnArrival: Boolean, pets: Boolean, note: String }, { _id: false });

const addressSchema = new Schema<AddressSnapshot>(
  {
    _id: { type: String, required: true },
    address_line: { type: String, default: '' },
    city: { type: String, default: '' },
    state: { type: String, default: '' },
    country: { type: String, default: '' },
    pincode: { type: String, default: '' },
    mobile: { type: String, default: '' },
    instructions: { type: instructionsSchema, default: undefined },
  },
  { _id: false },
);

const itemSchema = new Schema<OrderItem>(
  {
    productId: String,
    name: String,
    image: [String],
    unit: String,
    quantity: Number,
    price: Number,
    discount: Number,
    unitPricePaise: Number,
    lineSubTotalPaise: Number,
    lineTotalPaise: Number,
    picked: { type: Number, default: 0 },
    missing: { type: Number, default: 0 },
    substituteFor: { type: { productId: String, name: String, _id: false }, default: undefined },
    substitution: { type: { productId: String, name: String, quantity: Number, state: String, reason: String, _id: false }, default: undefined },
  },
  { _id: false },
);

const actorSchema = { kind: String, id: String, name: String, role: String };
const staffSchema = new Schema<StoredStaff>({ id: String, name: String, role: String, at: Date }, { _id: false });

const orderSchema = withOutbox(
  new Schema<OrderDoc>(
    {
      orderId: { type: String, required: true, unique: true },
      userId: { type: Schema.Types.ObjectId, required: true },
      storeId: { type: String, required: true },
      storeName: { type: String, default: '' },
      state: { type: String, enum: ORDER_STATES, required: true },
      seq: { type: Number, required: true, default: 1 },
      paymentMethod: { type: String, enum: PAYMENT_METHODS, required: true },
      paymentState: { type: String, enum: PAYMENT_STATES, required: true },
      paymentId: { type: String, default: '' },
      paymentUrl: { type: String, default: '' },
      lines: { type: [{ productId: String, quantity: Number, _id: false }], default: [] },
      items: { type: [itemSchema], default: [] },
      totals: { type: Schema.Types.Mixed, default: null },
      pricing: { type: Schema.Types.Mixed, default: null },
      delivery_address: { type: addressSchema, default: null },
      idempotencyKey: { type: String, required: true, unique: true },
      requestHash: { type: String, required: true },
      history: { type: [{ seq: Number, state: String, at: Date, by: actorSchema, reason: String, _id: false }], default: [] },
      unavailable: {
        type: [{ productId: String, name: String, requested: Number, available: Number, reason: String, scope: String, _id: false }],
        default: [],
      },
      paymentEvents: { type: [String], default: [], select: false },
      promisedMinutes: { type: Number, default: null },
      distanceKm: { type: Number, default: null },
      confirmedAt: { type: Date, default: null },
      promisedAt: { type: Date, default: null },
      deliveredAt: { type: Date, default: null },
      picker: { type: staffSchema, default: null },
      rider: { type: staffSchema, default: null },
      refunds: {
        type: [{ productId: String, name: String, substituteId: String, quantity: Number, amountPaise: Number, at: Date, by: actorSchema, _id: false }],
        default: [],
      },
      rating: {
        type: new Schema<StoredRating>(
          { orderScore: Number, deliveryScore: Number, orderTags: [String], deliveryTags: [String], comment: String, at: Date },
          { _id: false },
        ),
        default: null,
      },
    },
    { timestamps: true, minimize: false },
  ),
);
orderSchema.index({ userId: 1, createdAt: -1 });
orderSchema.index({ state: 1, createdAt: -1 });
orderSchema.index({ createdAt: -1 });
orderSchema.index({ paymentId: 1 });
orderSchema.index({ updatedAt: 1 });
// A store's queue (its promise counts it at every placement) and its screens.
orderSchema.index({ storeId: 1, state: 1, confirmedAt: 1 });
// The dashboard's time range.
orderSchema.index({ confirmedAt: 1 });
// Ratings per store and rider over the last days (ADR 0026).
orderSchema.index({ 'rating.at': 1 });

export const orderModel = (db: Connection): Model<OrderDoc> => (db.models['order'] as Model<OrderDoc>) ?? db.model<OrderDoc>('order', orderSchema);

/** A new public order number; ObjectId hex keeps it unique and roughly time-ordered. */
export const newOrderId = (): string => `ORD-${new Types.ObjectId().toHexString()}`;
