import { Schema, type Connection, type Model } from 'mongoose';
import { withOutbox } from '@minutemart/kit';

export type ReservationState = 'reserved' | 'rejected' | 'released' | 'committed';

export interface ReservedLine {
  productId: string;
  quantity: number;
}

/**
 * The catalogue's record of its answer to one order (`_id` = order id). Its outbox carries that
 * answer (stock.reserved / stock.rejected / stock.released), written in the same single-document
 * update as the state, so a redelivered order event finds the answer already given.
 */
/** A substitute the order asked for, answered once per request (`key`: missing product @ order seq). */
export interface SubstituteAnswer {
  key: string;
  forProductId: string;
  productId: string;
  quantity: number;
  held: boolean;
}

export interface ReservationDoc {
  _id: string;
  storeId: string;
  state: ReservationState;
  lines: ReservedLine[];
  substitutes: SubstituteAnswer[];
  createdAt: Date;
  updatedAt: Date;
}

const reservationSchema = withOutbox(
  new Schema<ReservationDoc>(
    {
      _id: { type: String, required: true },
      storeId: { type: String, required: true },
      state: { type: String, required: true, enum: ['reserved', 'rejected', 'released', 'committed'] },
      lines: { type: [{ productId: String, quantity: Number, _id: false }], default: [] },
      substitutes: { type: [{ key: String, forProductId: String, productId: String, quantity: Number, held: Boolean, _id: false }], default: [] },
    },
    { timestamps: true },
  ),
);

export const reservationModel = (db: Connection): Model<ReservationDoc> =>
  (db.models['stock_reservation'] as Model<ReservationDoc>) ?? db.model<ReservationDoc>('stock_reservation', reservationSchema, 'stock_reservations');
