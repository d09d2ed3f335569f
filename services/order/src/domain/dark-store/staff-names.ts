import type { Model } from 'mongoose';
import { isRole, isStaff } from '@minutemart/contracts';
import type { StaffDoc } from '../../data/staff-model.js';

/** Staff names from the user service's events; a step by someone not (yet) known carries the id only. */
export class StaffNames {
  constructor(private readonly staff: Model<StaffDoc>) {}

  async nameOf(userId: string): Promise<string | undefined> {
    const doc = await this.staff.findOne({ _id: userId, admin: true }).lean<StaffDoc>();
    return doc?.name || undefined;
  }

  /** Idempotent; an event older than what is stored changes nothing. */
  async apply(user: { userId: string; name: string; role: string }, at: Date): Promise<void> {
    // Every staff role is named on the steps it takes; a shopper's name is not kept.
    const admin = isRole(user.role) && isStaff(user.role);
    try {
      await this.staff.updateOne({ _id: user.userId, at: { $lt: at } }, { $set: { name: admin ? user.name : '', admin, at } }, { upsert: true });
    } catch (e) {
      if ((e as { code?: number }).code !== 11000) throw e; // a newer event is already applied
    }
  }
}
