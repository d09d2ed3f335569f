import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { withOutbox } from '@minutemart/kit';
import { ROLES } from '@minutemart/contracts';

const userSchema = withOutbox(
  new Schema(
    {
      name: { type: String, required: true, trim: true },
      email: { type: String, required: true, unique: true, lowercase: true, trim: true },
      password: { type: String, required: true, select: false },
      avatar: { type: String, default: '' },
      mobile: { type: String, default: null },
      refresh_token: { type: String, default: '', select: false },
      verify_email: { type: Boolean, default: false },
      last_login_date: { type: Date, default: null },
      /** Inactive: a deactivated staff account (or a closed one); only Active accounts sign in. */
      status: { type: String, enum: ['Active', 'Inactive', 'Suspended'], default: 'Active' },
      address_details: [{ type: Schema.Types.ObjectId, ref: 'address' }],
      shopping_cart: [{ type: Schema.Types.ObjectId }],
      orderHistory: [{ type: Schema.Types.ObjectId }],
      role: { type: String, enum: ROLES, default: 'USER' },
      /** The dark stores a PICKER, RIDER or STORE_MANAGER works for (the permission table's store scope). */
      stores: { type: [String], default: [] },
      /** Brute-force protection: consecutive failed logins and the lock they caused. */
      failed_logins: { type: Number, default: 0, select: false },
      locked_until: { type: Date, default: null, select: false },
      /** Forgot-password OTP: only its HMAC is kept, with its expiry and failed guesses. */
      otp_hash: { type: String, default: null, select: false },
      otp_expires_at: { type: Date, default: null, select: false },
      otp_attempts: { type: Number, default: 0, select: false },
      /** Set by a verified OTP; one password reset may happen before this instant. */
      reset_allowed_until: { type: Date, default: null, select: false },
      /** Bumped by every profile write, so the user.updated event always describes the state written. */
      profile_rev: { type: Number, default: 0, select: false },
    },
    { timestamps: true },
  ),
);

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: import('mongoose').Types.ObjectId };

export const userModel = (db: Connection): Model<UserDoc> => (db.models['user'] as Model<UserDoc>) ?? db.model<UserDoc>('user', userSchema);

/**
 * What any response may contain (a whitelist): never the password hash, refresh tokens, OTP hash,
 * expiry or attempts, reset_allowed_until, lock state, profile_rev or the outbox.
 */
export const PUBLIC_USER_FIELDS =
  '_id name email avatar mobile verify_email last_login_date status address_details shopping_cart orderHistory role stores createdAt updatedAt';
