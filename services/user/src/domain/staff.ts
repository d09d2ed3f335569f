import { createHash, randomBytes } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import { STAFF_ROLES, STORE_MANAGER_GRANTS, isStoreBound, type Role, type StaffRole } from '@minutemart/contracts';
import { auditEntries, badRequest, conflict, forbidden, notFound } from '@minutemart/kit';
import { PUBLIC_USER_FIELDS, type UserDoc } from '../data/user-model.js';
import type { StaffInviteDoc } from '../data/staff-invite-model.js';
import { normaliseEmail } from './accounts.js';
import { SERVICE, registeredEvents } from './account-events.js';
import { assertPasswordPolicy, hashPassword } from './passwords.js';
import type { Profiles } from './profiles.js';

/** Who manages staff, and over which stores (the kit's storeScope for staff.manage). */
export interface StaffManager {
  id: string;
  scope: 'all' | readonly string[];
}

export interface StaffGrant {
  role: StaffRole | 'USER';
  stores: string[];
}

export interface InviteMail {
  to: string;
  name: string;
  role: StaffRole;
  stores: string[];
  link: string;
  validHours: number;
}

export interface StaffDeps {
  users: Model<UserDoc>;
  invites: Model<StaffInviteDoc>;
  profiles: Profiles;
  /** Ends every login of a user and refuses the access tokens already out (deactivation, a password set). */
  endAllLogins: (userId: Types.ObjectId) => Promise<void>;
  sendInvite: (mail: InviteMail) => Promise<void>;
  inviteTtlHours: number;
  /** The page the mail links to, with the one-time token. */
  inviteLink: (token: string) => string;
  onWrite: () => void;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const STAFF_FIELDS = '_id name email role stores status last_login_date createdAt updatedAt';
/** One screen of a big city's staff; the list is for people, not for export. */
const LIST_LIMIT = 500;
const LINK_GONE = 'This invitation link is invalid, used or expired. Ask for a new one.';

const within = (scope: StaffManager['scope'], stores: readonly string[]) => scope === 'all' || stores.every((s) => scope.includes(s));

/**
 * Staff accounts: admins (and a store manager, for pickers and riders of their own stores) invite
 * people by e-mail, change their roles and stores, and deactivate them. A role or store change
 * refuses the access tokens already out at once (the revocation list), so the next request runs
 * with the new permissions; deactivation also ends every login.
 */
export class StaffAccounts {
  constructor(private readonly d: StaffDeps) {}

  /** What this manager may give: a store manager gives pickers and riders of their stores only. */
  private assertGrant(by: StaffManager, grant: StaffGrant): void {
    if (isStoreBound(grant.role as Role) && grant.stores.length === 0) throw badRequest('Choose at least one store for a picker, rider or store manager');
    if (by.scope === 'all') return;
    if (!(STORE_MANAGER_GRANTS as readonly string[]).includes(grant.role))
      throw forbidden('Permission denied: a store manager gives the picker and rider roles only');
    if (!within(by.scope, grant.stores)) throw forbidden('Permission denied: not one of your stores');
  }

  /** A store manager's staff are the pickers and riders working only for the manager's stores; nobody changes their own access. */
  private async target(by: StaffManager, userId: string): Promise<UserDoc> {
    if (userId === by.id) throw forbidden('You cannot change your own role or deactivate yourself');
    const user = await this.d.users.findById(userId).select(PUBLIC_USER_FIELDS).lean<UserDoc>();
    const theirs =
      user &&
      (by.scope === 'all' ||
        ((STORE_MANAGER_GRANTS as readonly string[]).includes(user.role) && (user.stores ?? []).length > 0 && within(by.scope, user.stores ?? [])));
    if (!user || !theirs) throw notFound('Staff member not found');
    return user;
  }

  async invite(by: StaffManager, input: { email: string; name: string } & StaffGrant & { role: StaffRole }) {
    const grant = this.grantOf(input);
    this.assertGrant(by, grant);
    const email = normaliseEmail(input.email);
    const existing = await this.d.users.findOne({ email }).select('role').lean();
    if (existing && existing.role !== 'USER') throw conflict('This email already has a staff account: change its role instead');

    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.d.inviteTtlHours * 3_600_000);
    // A newer invitation replaces any earlier one to the same address.
    await this.d.invites.updateMany({ email, usedAt: null, revokedAt: null }, { $set: { revokedAt: now } });
    const invite = { email, name: input.name.trim(), role: input.role, stores: grant.stores };
    const audit = auditEntries(SERVICE, {
      entity: 'staff',
      entityId: email,
      action: 'invite',
      storeId: grant.stores.length === 1 ? grant.stores[0]! : null,
      before: null,
      after: { ...invite, expiresAt: expiresAt.toISOString() },
    });
    const doc = new this.d.invites({
      _id: sha256(token),
      ...invite,
      invitedBy: new Types.ObjectId(by.id),
      expiresAt,
      usedAt: null,
      revokedAt: null,
      createdAt: now,
    });
    doc.set('_outbox', audit);
    await doc.save();
    this.d.onWrite();
    await this.d.sendInvite({
      to: email,
      name: input.name,
      role: input.role,
      stores: grant.stores,
      link: this.d.inviteLink(token),
      validHours: this.d.inviteTtlHours,
    });
    return { email, name: input.name.trim(), role: input.role, stores: grant.stores, expiresAt };
  }

  /**
   * Accepting sets the password (and makes the account, or turns the shopper account of that
   * address into the staff one). The link is spent first, atomically, so a second use fails even
   * when both arrive together; if the account cannot be written the link is given back.
   */
  async accept(input: { token: string; password: string; confirmPassword: string }) {
    if (input.password !== input.confirmPassword) throw badRequest('password and confirm password must be same');
    assertPasswordPolicy(input.password);
    const now = new Date();
    const invite = await this.d.invites
      .findOneAndUpdate(
        { _id: sha256(input.token), usedAt: null, revokedAt: null, expiresAt: { $gt: now } },
        { $set: { usedAt: now } },
        { returnDocument: 'after' },
      )
      .lean<StaffInviteDoc>();
    if (!invite) throw badRequest(LINK_GONE);
    try {
      const password = await hashPassword(input.password);
      const existing = await this.d.users.findOne({ email: invite.email }).select('_id').lean();
      if (existing) {
        await this.d.profiles.update(existing._id, { role: invite.role, stores: invite.stores, status: 'Active' });
        await this.d.users.updateOne({ _id: existing._id }, { $set: { password, verify_email: true, failed_logins: 0, locked_until: null } });
        // A new password: whoever held the old one is signed out.
        await this.d.endAllLogins(existing._id);
        return this.details(existing._id);
      }
      const doc = new this.d.users({ name: invite.name, email: invite.email, password, role: invite.role, stores: invite.stores, verify_email: true });
      doc.set(
        '_outbox',
        registeredEvents({ userId: doc._id.toString(), name: invite.name, email: invite.email, role: invite.role, stores: invite.stores }, now),
      );
      await doc.save();
      this.d.onWrite();
      return this.details(doc._id);
    } catch (e) {
      await this.d.invites.updateOne({ _id: invite._id, usedAt: now }, { $set: { usedAt: null } });
      if ((e as { code?: number }).code === 11000) throw conflict('An account with this email was created at the same time. Open the link again.');
      throw e;
    }
  }

  async list(by: StaffManager) {
    const roles = { $in: by.scope === 'all' ? [...STAFF_ROLES] : [...STORE_MANAGER_GRANTS] };
    const storeFilter = by.scope === 'all' ? {} : { stores: { $in: [...by.scope] } };
    const [people, invites] = await Promise.all([
      this.d.users
        .find({ role: roles, ...storeFilter })
        .select(STAFF_FIELDS)
        .sort({ name: 1, _id: 1 })
        .limit(LIST_LIMIT)
        .lean<UserDoc[]>(),
      this.d.invites
        .find({ usedAt: null, revokedAt: null, expiresAt: { $gt: new Date() }, role: roles, ...storeFilter })
        .select('-_id email name role stores expiresAt createdAt')
        .sort({ createdAt: -1 })
        .limit(LIST_LIMIT)
        .lean(),
    ]);
    const mine = <T extends { stores?: string[] | null }>(list: T[]) => list.filter((x) => within(by.scope, x.stores ?? []));
    return { staff: mine(people), invites: mine(invites) };
  }

  async assign(by: StaffManager, userId: string, input: StaffGrant) {
    const grant = this.grantOf(input);
    this.assertGrant(by, grant);
    await this.target(by, userId);
    return this.d.profiles.update(userId, { role: grant.role, stores: grant.stores }, 'assign');
  }

  /** Refused at once: no refresh from now on, and the access tokens out there stop working. */
  async deactivate(by: StaffManager, userId: string) {
    const user = await this.target(by, userId);
    const written = await this.d.profiles.update(user._id, { status: 'Inactive' }, 'deactivate');
    await this.d.endAllLogins(user._id);
    return written;
  }

  async reactivate(by: StaffManager, userId: string) {
    const user = await this.target(by, userId);
    return this.d.profiles.update(user._id, { status: 'Active' }, 'reactivate');
  }

  /** Stores as the permission table reads them; a role bound to no store keeps none. */
  private grantOf(input: StaffGrant): StaffGrant {
    const stores = isStoreBound(input.role as Role) ? [...new Set(input.stores.map((s) => s.trim().toLowerCase()))].sort() : [];
    return { role: input.role, stores };
  }

  private async details(id: Types.ObjectId) {
    const user = await this.d.users.findById(id).select(STAFF_FIELDS).lean();
    if (!user) throw notFound('User not found');
    return user;
  }
}
