import { Schema, type Connection, type Model } from 'mongoose';
import { withOutbox } from '@minutemart/kit';

/**
 * A rider's shift (ADR 0027): one document per rider, `_id` the rider's user id, saying whether they
 * are signed in and for which store, since when. Signing in and out is a compare-and-set on
 * `onShift`, so a rider is on shift at one store at a time. The outbox carries the audit entry of
 * each sign-in and sign-out, written with it.
 */
export interface RiderShiftDoc {
  _id: string;
  storeId: string;
  onShift: boolean;
  /** The rider's name when they signed in, for the admins' list. */
  name: string;
  /** The last sign-in. */
  since: Date;
  /** The last sign-out (null while on the first shift). */
  endedAt: Date | null;
  /** Who signed them out: the rider, or an admin. */
  endedBy: string | null;
}

const riderShiftSchema = withOutbox(
  new Schema<RiderShiftDoc>(
    {
      _id: { type: String, required: true },
      storeId: { type: String, required: true },
      onShift: { type: Boolean, required: true },
      name: { type: String, default: '' },
      since: { type: Date, required: true },
      endedAt: { type: Date, default: null },
      endedBy: { type: String, default: null },
    },
    { versionKey: false, minimize: false },
  ),
);
riderShiftSchema.index({ storeId: 1, onShift: 1 });

export const riderShiftModel = (db: Connection): Model<RiderShiftDoc> =>
  (db.models['rider_shift'] as Model<RiderShiftDoc>) ?? db.model<RiderShiftDoc>('rider_shift', riderShiftSchema, 'rider_shifts');
