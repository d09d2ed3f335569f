import { can, isStoreBound, type Permission } from '@minutemart/contracts/permissions';
import type { User } from '../api/types';

/** What the permission table reads of a person. */
type Person = Pick<User, 'role' | 'stores'>;

/**
 * What the signed-in person may do, from the permission table the services enforce: the screens
 * only offer what the API would allow (the API decides either way).
 */
export const userCan = (user: Person | null | undefined, permission: Permission, store?: string): boolean =>
  Boolean(user) && can({ role: user!.role, stores: user!.stores }, permission, store);

/** Whether the person holds a permission at all: for a store-bound one, for any of their stores (which page to offer). */
export const userHolds = (user: Person | null | undefined, permission: Permission): boolean =>
  userCan(user, permission) || Boolean(user?.stores.some((s) => userCan(user, permission, s)));

/** The stores a store-bound person works for; null: every store (or none, for a shopper). */
export const storesOf = (user: Person | null | undefined): readonly string[] | null => (user && isStoreBound(user.role) ? user.stores : null);

/** Where a person lands after signing in: a picker on the store floor, a rider on the rider screen. */
export function landingFor(user: Person | null | undefined): string | null {
  switch (user?.role) {
    case 'PICKER':
      return '/dashboard/store-floor';
    case 'RIDER':
      return '/dashboard/rider';
    case 'STORE_MANAGER':
      return '/dashboard/store-dashboard';
    case 'SUPPORT':
      return '/dashboard/orders';
    default:
      return null;
  }
}
