/**
 * Who may do what: the one permission table of the platform (README, "Roles and permissions").
 * Every service enforces it itself through the kit's guards (requirePermission), whatever the
 * gateway does; the frontends read it to decide what to offer. Plain data, no imports: the browser
 * bundles use it too.
 */

export const ROLES = ['USER', 'SUPPORT', 'PICKER', 'RIDER', 'STORE_MANAGER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that only ever act for the dark stores their account names (the token's `stores`). */
export const STORE_BOUND_ROLES = ['PICKER', 'RIDER', 'STORE_MANAGER'] as const satisfies readonly Role[];
/** Every role but USER: the people who run the platform, with accounts an admin (or a store's manager) created. */
export const STAFF_ROLES = ['SUPPORT', 'PICKER', 'RIDER', 'STORE_MANAGER', 'ADMIN'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How screens name each role. */
export const ROLE_LABELS: Record<Role, string> = {
  USER: 'Shopper',
  SUPPORT: 'Support',
  PICKER: 'Picker',
  RIDER: 'Rider',
  STORE_MANAGER: 'Store manager',
  ADMIN: 'Admin',
};

export const isRole = (v: unknown): v is Role => typeof v === 'string' && (ROLES as readonly string[]).includes(v);
export const isStoreBound = (role: Role): boolean => (STORE_BOUND_ROLES as readonly Role[]).includes(role);
export const isStaff = (role: Role): boolean => role !== 'USER';

export interface PermissionRule {
  /** Held by these roles; a store-bound role holds a store-scoped permission for its own stores only. */
  roles: readonly Role[];
  /** The action is on one dark store (named by the request, or the store of the order it names). */
  storeScoped: boolean;
  description: string;
}

/**
 * The table. A permission that is not store-scoped is held by global roles only (a store-bound role
 * could not be limited in it): contracts/test/permissions.test.ts checks that.
 */
export const PERMISSIONS = {
  'catalogue.write': { roles: ['ADMIN'], storeScoped: false, description: 'Products, prices, categories and sub-categories, CSV import, product images' },
  'store.manage': { roles: ['ADMIN'], storeScoped: false, description: "Add dark stores; change a store's name, city, location and the pincodes it serves" },
  'store.operate': {
    roles: ['STORE_MANAGER', 'ADMIN'],
    storeScoped: true,
    description: "A store's hours, pausing and reopening it, its pickers on shift, whether its riders on shift join its promise",
  },
  'store.stock': { roles: ['STORE_MANAGER', 'ADMIN'], storeScoped: true, description: "A store's shelf stock" },
  'store.dashboard': {
    roles: ['STORE_MANAGER', 'ADMIN'],
    storeScoped: true,
    description: "A store's load, its per-hour dashboard and its ratings per store and rider",
  },
  'store.pick': { roles: ['PICKER', 'ADMIN'], storeScoped: true, description: "A store's pick queue: claim, tick, mark missing, substitute, pack" },
  'store.deliver': {
    roles: ['RIDER', 'ADMIN'],
    storeScoped: true,
    description: "A store's packed orders and the ones the rider took: take, leave, deliver; the rider's own shift: sign in, sign out",
  },
  'orders.read': {
    roles: ['SUPPORT', 'ADMIN'],
    storeScoped: false,
    description: "Every order (the board, any order's details and the shopper's contact on it, every order's live changes)",
  },
  'orders.advance': { roles: ['ADMIN'], storeScoped: false, description: "The orders board's one-click steps" },
  'orders.cancel': { roles: ['SUPPORT', 'ADMIN'], storeScoped: false, description: 'Cancel any open order; a paid one becomes due for refund' },
  'staff.manage': {
    roles: ['STORE_MANAGER', 'ADMIN'],
    storeScoped: true,
    description: 'Invite staff, change their roles and stores, deactivate them (a store manager: pickers and riders of their store)',
  },
  'audit.read': { roles: ['ADMIN'], storeScoped: false, description: 'The audit trail' },
  'fees.manage': {
    roles: ['ADMIN'],
    storeScoped: false,
    description: 'Delivery, small-cart, handling, late-night and surge fees and the minimum order, per city and store',
  },
  'offers.manage': { roles: ['ADMIN'], storeScoped: false, description: 'Offers and codes: create, pause, resume, their usage and spend' },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** The roles a store manager may give (and take away) within their store. */
export const STORE_MANAGER_GRANTS = ['PICKER', 'RIDER'] as const satisfies readonly StaffRole[];

/** What a caller presents: the access token's role and, for store-bound roles, its stores. */
export interface Grant {
  role: Role;
  stores?: readonly string[];
}

export const holds = (role: Role, permission: Permission): boolean => (PERMISSIONS[permission].roles as readonly Role[]).includes(role);

/**
 * Which stores the caller holds a permission for: `all`, a list (store-bound roles), or none (an
 * empty list). The filter for reads that list many stores' things.
 */
export function storesFor(grant: Grant | null | undefined, permission: Permission): 'all' | readonly string[] {
  if (!grant || !holds(grant.role, permission)) return [];
  return isStoreBound(grant.role) ? (grant.stores ?? []) : 'all';
}

/** Whether the caller may do `permission` (for `store`, when the permission is store-scoped). */
export function can(grant: Grant | null | undefined, permission: Permission, store?: string): boolean {
  const stores = storesFor(grant, permission);
  if (stores === 'all') return true;
  if (!PERMISSIONS[permission].storeScoped || store === undefined) return false;
  return stores.includes(store);
}

/** Whether a store is within a scope from storesFor. */
export const withinStores = (scope: 'all' | readonly string[], storeId: string): boolean => scope === 'all' || scope.includes(storeId);

/** The roles holding a permission at all: for docs and the frontends' menus. */
export const rolesWith = (permission: Permission): readonly Role[] => PERMISSIONS[permission].roles;
