import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { OfferTerms } from '@minutemart/contracts';
import { withOutbox } from '@minutemart/kit';

/**
 * An offer, with its own counters: `redemptions` and `spentPaise` move by a conditional `$inc`
 * (the limit and the budget are in the filter), so two shoppers taking the last redemption at the
 * same moment cannot both get it. They count what open and confirmed orders hold; a cancelled,
 * refused or expired order gives its share back (ADR 0018).
 */
export interface OfferDoc extends Omit<OfferTerms, 'startsAt' | 'endsAt'> {
  _id: Types.ObjectId;
  startsAt: Date;
  endsAt: Date | null;
  status: 'active' | 'paused';
  redemptions: number;
  spentPaise: number;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

// The outbox carries the audit entry of each admin's change, written with it.
const offerSchema = withOutbox(
  new Schema<OfferDoc>(
    {
      title: { type: String, required: true },
      description: { type: String, default: '' },
      // Left out (not null) on an automatic offer, so the sparse unique index skips it.
      code: { type: String },
      automatic: { type: Boolean, default: false },
      kind: { type: String, enum: ['flat', 'percent'], required: true },
      amountPaise: { type: Number, default: 0 },
      percent: { type: Number, default: 0 },
      capPaise: { type: Number, default: null },
      minBasketPaise: { type: Number, default: 0 },
      startsAt: { type: Date, required: true },
      endsAt: { type: Date, default: null },
      firstOrderOnly: { type: Boolean, default: false },
      perShopperLimit: { type: Number, default: null },
      totalLimit: { type: Number, default: null },
      budgetPaise: { type: Number, default: null },
      scope: { kind: { type: String, required: true }, ids: { type: [String], default: [] } },
      stackable: { type: Boolean, default: false },
      status: { type: String, enum: ['active', 'paused'], default: 'active' },
      redemptions: { type: Number, default: 0 },
      spentPaise: { type: Number, default: 0 },
      createdBy: { type: String, default: '' },
    },
    { timestamps: true, versionKey: false, minimize: false },
  ),
);
// One offer per code (automatic offers have none).
offerSchema.index({ code: 1 }, { unique: true, sparse: true });
offerSchema.index({ automatic: 1, status: 1 });

/**
 * One redemption: an order's use of an offer, keyed `<orderId>:<offerId>`. Written before the
 * counters move and released at most once (a conditional update on `state`), so a retried or
 * repeated release never gives a redemption back twice.
 */
export interface RedemptionDoc {
  _id: string;
  orderId: string;
  offerId: string;
  userId: string;
  code: string | null;
  amountPaise: number;
  /** `claiming` until every counter moved; `held` for an open order; `confirmed`; `released`; `refused` (a counter said no). */
  state: 'claiming' | 'held' | 'confirmed' | 'released' | 'refused';
  /** Which counters this redemption moved, so a release undoes exactly those. */
  counted: { offer: boolean; shopper: boolean; firstOrder: boolean };
  createdAt: Date;
  updatedAt: Date;
}

const redemptionSchema = new Schema<RedemptionDoc>(
  {
    _id: { type: String, required: true },
    orderId: { type: String, required: true },
    offerId: { type: String, required: true },
    userId: { type: String, required: true },
    code: { type: String, default: null },
    amountPaise: { type: Number, required: true },
    state: { type: String, required: true },
    counted: { offer: Boolean, shopper: Boolean, firstOrder: Boolean },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
redemptionSchema.index({ orderId: 1 });
redemptionSchema.index({ offerId: 1, state: 1 });
redemptionSchema.index({ state: 1, createdAt: 1 });

/**
 * A shopper's count for a per-shopper limit (`offer:<offerId>:<userId>`) or the first-order claim
 * (`first:<userId>`): raised by an upsert whose filter holds the limit, so past the limit the
 * upsert collides on `_id` and is refused.
 */
export interface UsageDoc {
  _id: string;
  count: number;
}

const usageSchema = new Schema<UsageDoc>({ _id: { type: String, required: true }, count: { type: Number, default: 0 } }, { versionKey: false });

export const offerModel = (db: Connection): Model<OfferDoc> => (db.models['offer'] as Model<OfferDoc>) ?? db.model<OfferDoc>('offer', offerSchema, 'offers');
export const redemptionModel = (db: Connection): Model<RedemptionDoc> =>
  (db.models['redemption'] as Model<RedemptionDoc>) ?? db.model<RedemptionDoc>('redemption', redemptionSchema, 'offer_redemptions');
export const usageModel = (db: Connection): Model<UsageDoc> =>
  (db.models['offer_usage'] as Model<UsageDoc>) ?? db.model<UsageDoc>('offer_usage', usageSchema, 'offer_usage');
