import { Types, type Model } from 'mongoose';
import { notFound } from '@minutemart/kit';
import type { AddressDoc, AddressFields } from '../data/address-model.js';
import type { UserDoc } from '../data/user-model.js';

const NOT_FOUND = 'Address not found';
const MAX_LISTED = 200;

/**
 * A user's saved addresses. Every query is scoped by the caller's id, so another user's address
 * is indistinguishable from a missing one (404), never a 403 that would confirm it exists.
 */
export class Addresses {
  constructor(
    private readonly addresses: Model<AddressDoc>,
    private readonly users: Model<UserDoc>,
  ) {}

  async create(userId: string, fields: AddressFields) {
    const owner = new Types.ObjectId(userId);
    const doc = await this.addresses.create({ ...fields, userId: owner, status: true });
    // The user's list of address ids is informational (the client reads it); addresses are the truth.
    await this.users.updateOne({ _id: owner }, { $addToSet: { address_details: doc._id } });
    return doc.toObject();
  }

  /** Active addresses only, newest first: the checkout page preselects the first one. */
  async list(userId: string) {
    return this.addresses
      .find({ userId: new Types.ObjectId(userId), status: true })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MAX_LISTED)
      .lean();
  }

  async update(userId: string, id: string, fields: Partial<AddressFields>) {
    const updated = await this.addresses
      .findOneAndUpdate({ _id: new Types.ObjectId(id), userId: new Types.ObjectId(userId), status: true }, { $set: fields }, { returnDocument: 'after' })
      .lean();
    if (!updated) throw notFound(NOT_FOUND);
    return updated;
  }

  /** Soft delete; removing an already removed address of one's own succeeds again. */
  async disable(userId: string, id: string) {
    const disabled = await this.addresses
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), userId: new Types.ObjectId(userId) },
        { $set: { status: false } },
        { returnDocument: 'after', projection: { _id: 1, status: 1 } },
      )
      .lean();
    if (!disabled) throw notFound(NOT_FOUND);
    return disabled;
  }
}
