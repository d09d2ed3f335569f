import type { Model, Types } from 'mongoose';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '@minutemart/kit';
import { PUBLIC_USER_FIELDS, type UserDoc } from '../data/user-model.js';
import { assertPasswordPolicy, decoyHash, hashPassword, verifyPassword } from './passwords.js';

import { registeredEvents } from './account-events.js';

export { SERVICE } from './account-events.js';

export interface LockPolicy {
  maxFailures: number;
  lockMinutes: number;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export class Accounts {
  constructor(
    private readonly users: Model<UserDoc>,
    private readonly lock: LockPolicy,
    private readonly onWrite: () => void,
  ) {}

  async register(input: { name: string; email: string; password: string; confirmPassword: string }) {
    if (input.password !== input.confirmPassword) throw badRequest('password and confirm password must be same');
    assertPasswordPolicy(input.password);
    const email = normaliseEmail(input.email);
    if (await this.users.exists({ email })) throw conflict('User already exists with this email');

    const password = await hashPassword(input.password);
    const doc = new this.users({ name: input.name.trim(), email, password, role: 'USER' });
    doc.set('_outbox', registeredEvents({ userId: doc._id.toString(), name: doc.name, email, role: 'USER', stores: [] }, new Date()));
    try {
      await doc.save();
    } catch (e) {
      if ((e as { code?: number }).code === 11000) throw conflict('User already exists with this email');
      throw e;
    }
    this.onWrite();
    return this.details(doc._id);
  }

  /**
   * Verify credentials with a constant-ish cost whether or not the account exists, and lock the
   * account for a while after repeated failures so passwords cannot be guessed online. Each attempt
   * is claimed atomically before the password is checked, so parallel guesses (from any number of
   * addresses) cannot get more than `maxFailures` checks between two locks.
   */
  async authenticate(emailRaw: string, password: string): Promise<UserDoc> {
    const email = normaliseEmail(emailRaw);
    const user = await this.users.findOne({ email }).select('+password +failed_logins +locked_until');
    if (!user) {
      await verifyPassword(await decoyHash(), password);
      throw badRequest('Invalid email or password');
    }
    const now = new Date();
    if (user.locked_until && user.locked_until <= now) {
      // The lock ran out: a fresh set of attempts (only once, whoever gets here first).
      await this.users.updateOne({ _id: user._id, locked_until: user.locked_until }, { $set: { locked_until: null, failed_logins: 0 } });
    } else if (user.locked_until) {
      throw this.locked(user.locked_until);
    }
    const claimed = await this.users
      .findOneAndUpdate(
        { _id: user._id, locked_until: null, $or: [{ failed_logins: { $lt: this.lock.maxFailures } }, { failed_logins: null }] },
        { $inc: { failed_logins: 1 } },
        { returnDocument: 'after', projection: { failed_logins: 1 }, timestamps: false },
      )
      .lean();
    if (!claimed) throw this.locked(await this.lockNow(user._id));

    if (!(await verifyPassword(user.password, password))) {
      if ((claimed.failed_logins ?? 0) >= this.lock.maxFailures) await this.lockNow(user._id);
      throw badRequest('Invalid email or password');
    }
    if (user.status !== 'Active') throw unauthorized('Your account is not active. Contact support.');
    await this.users.updateOne({ _id: user._id }, { $set: { failed_logins: 0, locked_until: null, last_login_date: new Date() } });
    return user;
  }

  /** Lock the account unless it already is; returns when the lock ends. */
  private async lockNow(id: Types.ObjectId): Promise<Date> {
    const until = new Date(Date.now() + this.lock.lockMinutes * 60_000);
    await this.users.updateOne({ _id: id, locked_until: null }, { $set: { locked_until: until } }, { timestamps: false });
    const current = await this.users.findById(id).select('+locked_until').lean();
    return current?.locked_until ?? until;
  }

  private locked(until: Date) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    return tooManyRequests(`Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
  }

  async details(id: Types.ObjectId | string) {
    const user = await this.users.findById(id).select(PUBLIC_USER_FIELDS).lean();
    if (!user) throw notFound('User not found');
    return user;
  }

  async byId(id: Types.ObjectId | string): Promise<UserDoc | null> {
    return this.users.findById(id).lean<UserDoc>();
  }
}
