import type { Request } from 'express';
import { withinStores, type Permission } from '@minutemart/contracts';
import { forbidden, storeScope, userId } from '@minutemart/kit';
import type { StaffCaller, StaffMember } from '../domain/dark-store/store-steps.js';

/** The staff member calling, with the role from their token: what the order's timeline records as who did it. Only behind requirePermission. */
export function staffMember(req: Request): StaffMember {
  const id = userId(req);
  const role = req.auth!.role;
  // No permission of the table is held by USER: requirePermission has refused a shopper already.
  if (role === 'USER') throw forbidden('Permission denied');
  return { id, role };
}

/** The staff member and the stores their permission covers (the kit's storeScope). */
export const staffCaller = (req: Request, permission: Permission): StaffCaller => ({ ...staffMember(req), stores: storeScope(req, permission) });

/**
 * The stores a store-scoped read covers: the one named (403 when it is not the caller's), else
 * every store the caller may see (undefined: all of them).
 */
export function readableStores(req: Request, permission: Permission, store: string | undefined): readonly string[] | undefined {
  const scope = storeScope(req, permission);
  if (store && !withinStores(scope, store)) throw forbidden('Permission denied: not one of your stores');
  return store ? [store] : scope === 'all' ? undefined : scope;
}
