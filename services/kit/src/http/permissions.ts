import type { NextFunction, Request, Response } from 'express';
import { PERMISSIONS, can, holds, storesFor, type Permission } from '@minutemart/contracts';
import { forbidden, unauthorized } from './errors.js';

/** Reads, from a request, the store it acts on, as sent: a string or a `{ _id }` object. */
export type StoreLocator = (req: Request) => unknown;

export interface PermissionOptions {
  /**
   * Where the request names its store, for a store-scoped permission: a store-bound caller
   * (picker, rider, store manager) passes only for one of their own stores. Leave it out when the
   * store is only known once the thing is read (an order): the domain checks it against
   * `storeScope` then.
   */
  store?: StoreLocator;
}

export const storeFromQuery =
  (name = 'store'): StoreLocator =>
  (req) =>
    req.query[name];
export const storeFromBody =
  (name = 'storeId'): StoreLocator =>
  (req) =>
    (req.body as Record<string, unknown> | undefined)?.[name];

/** Store ids are lower-case slugs; what the request sent is compared the way the services read it. */
function storeIdOf(raw: unknown): string | undefined {
  const v = raw !== null && typeof raw === 'object' && !Array.isArray(raw) && '_id' in raw ? (raw as { _id: unknown })._id : raw;
  if (typeof v !== 'string') return undefined;
  const id = v.trim().toLowerCase();
  return id || undefined;
}

const NOT_YOURS = 'Permission denied: not one of your stores';

/**
 * The guard of every staff and admin operation, from the permission table in contracts: 401
 * without a (valid, unrevoked) token, 403 when the caller's role does not hold the permission or,
 * for a store-scoped one with `store`, the store named is not theirs.
 */
export function requirePermission(permission: Permission, opts: PermissionOptions = {}) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.auth) return next(unauthorized());
    if (!holds(req.auth.role, permission)) return next(forbidden(`Permission denied: ${permission}`));
    if (opts.store && PERMISSIONS[permission].storeScoped && !can(req.auth, permission, storeIdOf(opts.store(req)))) return next(forbidden(NOT_YOURS));
    next();
  };
}

/** Which stores the caller holds a permission for: `all`, or a list (empty: none). Filters reads of many stores. */
export function storeScope(req: Request, permission: Permission): 'all' | readonly string[] {
  return storesFor(req.auth, permission);
}

export const mayAct = (req: Request, permission: Permission, storeId?: string): boolean => can(req.auth, permission, storeId);
