import type { Model, Types } from 'mongoose';
import type { Role } from '@minutemart/contracts';
import { auditEntries, auditState, conflict, notFound } from '@minutemart/kit';
import { PUBLIC_USER_FIELDS, type UserDoc } from '../data/user-model.js';
import { normaliseEmail } from './accounts.js';
import { SERVICE, updatedEvents } from './account-events.js';

/** What an audit entry of a staff change shows of the account. */
const AUDITED = ['name', 'email', 'role', 'stores', 'status'] as const;

/**
 * The profile fields a write may change. Role, stores and status come only from staff management
 * (or the admin seed), never from a shopper's request body; the password never changes here.
 */
export interface ProfileChanges {
  name?: string;
  email?: string;
  mobile?: string;
  avatar?: string;
  role?: Role;
  stores?: string[];
  status?: 'Active' | 'Inactive';
}

type PublicUser = Pick<UserDoc, '_id' | 'name' | 'email' | 'avatar' | 'mobile' | 'role' | 'stores' | 'status'> & Record<string, unknown>;

const MAX_RACES = 5;

const isDuplicateKey = (e: unknown) => (e as { code?: number })?.code === 11000;

/**
 * Profile writes with their user.updated event in the same single-document update. The event must
 * describe the state actually written, so each write is guarded by profile_rev (optimistic
 * concurrency): if another write slipped in between read and update, read again and retry.
 */
export class Profiles {
  constructor(
    private readonly users: Model<UserDoc>,
    private readonly onWrite: () => void,
    /** Called after the role or stores changed: tokens carrying the old ones must stop working now. */
    private readonly onAccessChange: (userId: Types.ObjectId) => Promise<void> = async () => undefined,
  ) {}

  /** `audit`: the staff action this write is (invite, assign, deactivate…), recorded with it when staff make it. */
  async update(id: Types.ObjectId | string, changes: ProfileChanges, audit?: string): Promise<PublicUser> {
    const set: Record<string, unknown> = { ...changes };
    if (changes.email !== undefined) set['email'] = normaliseEmail(changes.email);

    for (let race = 0; race < MAX_RACES; race++) {
      const current = await this.users.findById(id).select(`${PUBLIC_USER_FIELDS} +profile_rev`).lean();
      if (!current) throw notFound('User not found');
      if (set['email'] !== undefined && set['email'] !== current.email) {
        if (await this.users.exists({ email: set['email'], _id: { $ne: current._id } })) throw conflict('This email is already in use');
        set['verify_email'] = false; // a new address has not been verified yet
      }

      const next = { ...current, ...set } as typeof current;
      const now = new Date();
      const events = updatedEvents(
        {
          userId: String(current._id),
          name: next.name,
          email: next.email,
          mobile: next.mobile ?? null,
          avatar: next.avatar ?? '',
          role: next.role as Role,
          stores: next.stores ?? [],
          status: next.status,
        },
        now,
      );
      if (audit)
        events.push(
          ...auditEntries(SERVICE, {
            entity: 'staff',
            entityId: String(current._id),
            action: audit,
            before: auditState(current, AUDITED),
            after: auditState(next, AUDITED),
          }),
        );
      const rev = current.profile_rev ?? 0;
      let written: PublicUser | null;
      try {
        written = await this.users
          .findOneAndUpdate(
            { _id: current._id, profile_rev: rev === 0 ? { $in: [0, null] } : rev },
            { $set: { ...set, updatedAt: now }, $inc: { profile_rev: 1 }, $push: { _outbox: { $each: events } } },
            { returnDocument: 'after', projection: PUBLIC_USER_FIELDS, timestamps: false },
          )
          .lean<PublicUser>();
      } catch (e) {
        if (isDuplicateKey(e)) throw conflict('This email is already in use');
        throw e;
      }
      if (written) {
        this.onWrite();
        const storesChanged = set['stores'] !== undefined && JSON.stringify(set['stores']) !== JSON.stringify(current.stores ?? []);
        if ((set['role'] !== undefined && set['role'] !== current.role) || storesChanged) await this.onAccessChange(current._id);
        return written;
      }
    }
    throw conflict('Your profile changed at the same time. Please try again.');
  }
}
