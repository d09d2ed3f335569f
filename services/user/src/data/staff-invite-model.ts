import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { STAFF_ROLES, type StaffRole } from '@minutemart/contracts';
import { withOutbox } from '@minutemart/kit';

/**
 * An invitation to a staff account: a one-time link sent by mail. Only the link's token SHA-256 is
 * stored (`_id`), so the collection alone opens no account. Used, replaced (a newer invite to the
 * same address) or expired, it opens nothing.
 */
export interface StaffInviteDoc {
  _id: string;
  email: string;
  name: string;
  role: StaffRole;
  stores: string[];
  invitedBy: Types.ObjectId;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

// The outbox carries the invitation's audit entry, written with it.
const schema = withOutbox(
  new Schema<StaffInviteDoc>(
    {
      _id: { type: String, required: true },
      email: { type: String, required: true, index: true },
      name: { type: String, required: true },
      role: { type: String, enum: STAFF_ROLES, required: true },
      stores: { type: [String], default: [] },
      invitedBy: { type: Schema.Types.ObjectId, required: true },
      expiresAt: { type: Date, required: true },
      usedAt: { type: Date, default: null },
      revokedAt: { type: Date, default: null },
      createdAt: { type: Date, required: true },
    },
    { versionKey: false },
  ),
);

export const staffInviteModel = (db: Connection): Model<StaffInviteDoc> =>
  (db.models['staff_invite'] as Model<StaffInviteDoc>) ?? db.model<StaffInviteDoc>('staff_invite', schema);
