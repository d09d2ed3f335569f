import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** A refresh token is stored only as its SHA-256; `family` links every rotation of one login. */
export interface RefreshTokenDoc {
  _id: string; // sha256(token)
  userId: Types.ObjectId;
  family: string;
  /** The `sid` of the access token issued with this refresh token; revoking it refuses that token. */
  sid: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

const schema = new Schema<RefreshTokenDoc>({
  _id: { type: String, required: true },
  userId: { type: Schema.Types.ObjectId, required: true, index: true },
  family: { type: String, required: true, index: true },
  sid: { type: String, default: null, index: true },
  expiresAt: { type: Date, required: true, index: true },
  usedAt: { type: Date, default: null },
  revokedAt: { type: Date, default: null },
  createdAt: { type: Date, required: true },
});

export const refreshTokenModel = (db: Connection): Model<RefreshTokenDoc> =>
  (db.models['refresh_token'] as Model<RefreshTokenDoc>) ?? db.model<RefreshTokenDoc>('refresh_token', schema);
