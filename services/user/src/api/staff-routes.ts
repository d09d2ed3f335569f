import { Router, type Request } from 'express';
import { handle, ok, parseInput, requirePermission, storeScope, userId } from '@minutemart/kit';
import type { StaffAccounts, StaffManager } from '../domain/staff.js';
import { acceptInviteBody, staffAssignBody, staffInviteBody, staffUserBody } from './schemas.js';

const manager = (req: Request): StaffManager => ({ id: userId(req), scope: storeScope(req, 'staff.manage') });

/**
 * /api/user/staff: staff accounts (the permission table's staff.manage: admins, and a store manager
 * for the pickers and riders of their stores), enforced here whatever the gateway does. Accepting
 * an invitation needs only its one-time token.
 */
export function staffRoutes(staff: StaffAccounts): Router {
  const r = Router();

  r.post(
    '/accept-invite',
    handle(async (req, res) => {
      const { token, password, confirmPassword } = parseInput(acceptInviteBody, req.body);
      ok(res, await staff.accept({ token, password, confirmPassword }), 'Your staff account is ready: sign in with your email and password', {}, 201);
    }),
  );

  r.use(requirePermission('staff.manage'));

  r.get(
    '/',
    handle(async (req, res) => {
      const { staff: people, invites } = await staff.list(manager(req));
      ok(res, people, 'staff', { invites });
    }),
  );

  r.post(
    '/invite',
    handle(async (req, res) => {
      const body = parseInput(staffInviteBody, req.body);
      ok(res, await staff.invite(manager(req), body), `Invitation sent to ${body.email}`, {}, 201);
    }),
  );

  r.put(
    '/update',
    handle(async (req, res) => {
      const { userId: id, role, stores } = parseInput(staffAssignBody, req.body);
      ok(res, await staff.assign(manager(req), id, { role, stores }), 'Roles updated');
    }),
  );

  r.post(
    '/deactivate',
    handle(async (req, res) => {
      const { userId: id } = parseInput(staffUserBody, req.body);
      ok(res, await staff.deactivate(manager(req), id), 'Deactivated: signed out everywhere');
    }),
  );

  r.post(
    '/reactivate',
    handle(async (req, res) => {
      const { userId: id } = parseInput(staffUserBody, req.body);
      ok(res, await staff.reactivate(manager(req), id), 'Reactivated');
    }),
  );

  return r;
}
