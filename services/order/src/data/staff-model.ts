import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Names of the people who may run the store steps (staff accounts), from the user service's
 * events, so an order's timeline and events can say "picked by Ravi". Shoppers' names are not
 * copied: the order service has no use for them.
 */
export interface StaffDoc {
  _id: string;
  name: string;
  /** Staff (any role but USER; the field predates the other roles): only their names are kept (a shopper's entry is an empty name, kept for the time guard). */
  admin: boolean;
  /** Time of the user event this reflects; older events are ignored. */
  at: Date;
}

const staffSchema = new Schema<StaffDoc>(
  { _id: { type: String, required: true }, name: { type: String, default: '' }, admin: { type: Boolean, default: false }, at: { type: Date, required: true } },
  { versionKey: false },
);

export const staffModel = (db: Connection): Model<StaffDoc> => (db.models['staff'] as Model<StaffDoc>) ?? db.model<StaffDoc>('staff', staffSchema, 'staff');
