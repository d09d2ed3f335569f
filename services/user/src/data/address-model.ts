import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import type { DeliveryInstructions } from '@minutemart/contracts';

/** What the rider is told (contracts' DeliveryInstructions, validated there); absent on older addresses. */
const instructionsSchema = new Schema(
  {
    leaveAtDoor: Boolean,
    doNotRing: Boolean,
    callOnArrival: Boolean,
    pets: Boolean,
    note: String,
  },
  { _id: false },
);

/** A saved delivery address. Removing one only sets status false: past orders may point at it. */
const addressSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'user', required: true },
    address_line: { type: String, required: true, trim: true },
    city: { type: String, required: true, trim: true },
    state: { type: String, required: true, trim: true },
    pincode: { type: String, required: true, trim: true },
    country: { type: String, required: true, trim: true },
    mobile: { type: String, required: true, trim: true },
    instructions: { type: instructionsSchema, default: undefined },
    status: { type: Boolean, default: true },
  },
  { timestamps: true },
);
addressSchema.index({ userId: 1, status: 1, createdAt: -1 });

export type AddressDoc = InferSchemaType<typeof addressSchema> & { _id: import('mongoose').Types.ObjectId };

export const addressModel = (db: Connection): Model<AddressDoc> =>
  (db.models['address'] as Model<AddressDoc>) ?? db.model<AddressDoc>('address', addressSchema);

/** The fields a client may set; everything else in a request body is ignored. */
export const ADDRESS_FIELDS = ['address_line', 'city', 'state', 'pincode', 'country', 'mobile'] as const;
export type AddressFields = Record<(typeof ADDRESS_FIELDS)[number], string> & { instructions?: DeliveryInstructions };
