import type { Model, Types } from 'mongoose';
import { userRegisteredV1 } from '@minutemart/contracts';
import { badRequest, conflict, newEvent, notFound, tooManyRequests, unauthorized } from '@minutemart/kit';
import { PUBLIC_USER_FIELDS, type UserDoc } from '../data/user-model.js';
import { assertPasswordPolicy, decoyHash, hashPassword, verifyPassword } from './passwords.js';

export const SERVICE = 'user-service';

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
    doc.set('_outbox', [
      newEvent(userRegisteredV1, SERVICE, doc._id.toString(), {
        userId: doc._id.toString(),
        name: doc.name,
        email,
        role: 'USER',
        registeredAt: new Date().toISOString(),
      }),
    ]);
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
   * account for a while after repeated failures so passwords cannot be guessed online.
   */
  async authenticate(emailRaw: string, password: string): Promise<UserDoc> {
    const email = normaliseEmail(emailRaw);
    const user = await this.users.findOne({ email }).select('+password +failed_logins +locked_until');
    if (!user) {
      await verifyPassword(await decoyHash(), password);
      throw badRequest('Invalid email or password');
    }
    if (user.locked_until && user.locked_until > new Date()) {
      const minutes = Math.ceil((user.locked_until.getTime() - Date.now()) / 60_000);
      throw tooManyRequests(`Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    if (!(await verifyPassword(user.password, password))) {
      const failures = (user.failed_logins ?? 0) + 1;
      const update: Record<string, unknown> = { failed_logins: failures };
      if (failures >= this.lock.maxFailures) {
        update['locked_until'] = new Date(Date.now() + this.lock.lockMinutes * 60_000);
        update['failed_logins'] = 0;
      }
      await this.users.updateOne({ _id: user._id }, { $set: update });
      throw badRequest('Invalid email or password');
    }
    if (user.status !== 'Active') throw unauthorized('Your account is not active. Contact support.');
    await this.users.updateOne(
      { _id: user._id },
      { $set: { failed_logins: 0, locked_until: null, last_login_date: new Date() } },
    );
    return user;
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
