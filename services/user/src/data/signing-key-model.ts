import { Schema, type Connection, type Model } from 'mongoose';

export interface SigningKeyDoc {
  _id: string; // kid
  alg: 'EdDSA';
  /** Rotation slot (days since epoch / rotate days); unique so replicas agree on one key per slot. */
  slot: number;
  publicJwk: Record<string, unknown>;
  privateJwkSealed: string;
  createdAt: Date;
}

const schema = new Schema<SigningKeyDoc>({
  _id: { type: String, required: true },
  alg: { type: String, required: true },
  slot: { type: Number, required: true, unique: true },
  publicJwk: { type: Schema.Types.Mixed, required: true },
  privateJwkSealed: { type: String, required: true },
  createdAt: { type: Date, required: true },
});

export const signingKeyModel = (db: Connection): Model<SigningKeyDoc> =>
  (db.models['signing_key'] as Model<SigningKeyDoc>) ?? db.model<SigningKeyDoc>('signing_key', schema);
