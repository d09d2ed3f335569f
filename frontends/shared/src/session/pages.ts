import type { Permission } from '@minutemart/contracts/permissions';

export type PageRemote = 'storefront' | 'admin';

export interface PageDeclaration {
  /** The shell's path for it, in react-router's syntax (`:name` a parameter). */
  path: string;
  remote: PageRemote;
  /** What the remote exposes for it (`./<module>`). */
  module: string;
  /** What its fallback calls it: "<part> is temporarily unavailable". */
  part: string;
  /** Its link in the account menu (and, for a staff page, the admin navigation). */
  label?: string;
  /** A staff page: what its calls need. The shell guards its route with it; the menus offer it to holders. */
  permission?: Permission;
}

/**
 * Every federated page, declared once: the shell's routes, its fallbacks' names, the account menu
 * and the admin navigation all read this list. The original client's paths, so its links and
 * bookmarks keep working.
 */
export const PAGES: readonly PageDeclaration[] = [
  { path: '/', remote: 'storefront', module: 'Home', part: 'The storefront' },
  { path: '/search', remote: 'storefront', module: 'Search', part: 'Search' },
  { path: '/login', remote: 'storefront', module: 'Login', part: 'Login' },
  { path: '/register', remote: 'storefront', module: 'Register', part: 'Registration' },
  { path: '/forgot-password', remote: 'storefront', module: 'ForgotPassword', part: 'Password reset' },
  { path: '/verification-otp', remote: 'storefront', module: 'VerifyOtp', part: 'Password reset' },
  { path: '/reset-password', remote: 'storefront', module: 'ResetPassword', part: 'Password reset' },
  { path: '/checkout', remote: 'storefront', module: 'Checkout', part: 'Checkout' },
  { path: '/pay/mock', remote: 'storefront', module: 'MockPay', part: 'Payment' },
  { path: '/success', remote: 'storefront', module: 'Success', part: 'Your order confirmation' },
  { path: '/cancel', remote: 'storefront', module: 'Cancel', part: 'Your payment status' },
  { path: '/product/:product', remote: 'storefront', module: 'ProductDetail', part: 'The product page' },
  { path: '/:category/:subCategory', remote: 'storefront', module: 'ProductListing', part: 'This aisle' },
  { path: '/dashboard/profile', remote: 'storefront', module: 'Profile', part: 'Your profile' },
  { path: '/dashboard/category', remote: 'admin', module: 'Category', part: 'Category management', label: 'Category', permission: 'catalogue.write' },
  {
    path: '/dashboard/subcategory',
    remote: 'admin',
    module: 'SubCategory',
    part: 'Sub category management',
    label: 'Sub Category',
    permission: 'catalogue.write',
  },
  {
    path: '/dashboard/upload-product',
    remote: 'admin',
    module: 'UploadProduct',
    part: 'Product upload',
    label: 'Upload Product',
    permission: 'catalogue.write',
  },
  { path: '/dashboard/product', remote: 'admin', module: 'Product', part: 'Product management', label: 'Product', permission: 'catalogue.write' },
  { path: '/dashboard/orders', remote: 'admin', module: 'Orders', part: 'Order management', label: 'Orders', permission: 'orders.read' },
  { path: '/dashboard/stores', remote: 'admin', module: 'Stores', part: 'Store management', label: 'Stores', permission: 'store.operate' },
  { path: '/dashboard/store-floor', remote: 'admin', module: 'StoreFloor', part: 'The store floor', label: 'Store floor', permission: 'store.pick' },
  { path: '/dashboard/rider', remote: 'admin', module: 'Rider', part: 'The rider screen', label: 'Rider', permission: 'store.deliver' },
  {
    path: '/dashboard/store-dashboard',
    remote: 'admin',
    module: 'StoreDashboard',
    part: 'The store dashboard',
    label: 'Store dashboard',
    permission: 'store.dashboard',
  },
  { path: '/dashboard/staff', remote: 'admin', module: 'Staff', part: 'Staff management', label: 'Staff', permission: 'staff.manage' },
  { path: '/dashboard/audit', remote: 'admin', module: 'Audit', part: 'The audit trail', label: 'Audit', permission: 'audit.read' },
  { path: '/dashboard/offers', remote: 'admin', module: 'Offers', part: 'Offer management', label: 'Offers', permission: 'offers.manage' },
  { path: '/dashboard/fees', remote: 'admin', module: 'Fees', part: 'Fee management', label: 'Fees', permission: 'fees.manage' },
  // The shopper's own pages come after the staff ones in the account menu.
  { path: '/dashboard/myorders', remote: 'storefront', module: 'MyOrders', part: 'Your order history', label: 'My Orders' },
  { path: '/dashboard/buy-again', remote: 'storefront', module: 'BuyAgain', part: 'Buy again', label: 'Buy Again' },
  { path: '/dashboard/address', remote: 'storefront', module: 'Address', part: 'Your address book', label: 'Saved Address' },
];

/**
 * Remote modules that are parts of the shell's own screens, not pages (a component, default export):
 * the shell shows them in place and shows nothing when they cannot load.
 */
export const REMOTE_PARTS = {
  /** "Often bought together" under the cart's lines (the slide-over cart and /cart). */
  cartTogether: { remote: 'storefront', module: 'CartTogether' },
} as const satisfies Record<string, Pick<PageDeclaration, 'remote' | 'module'>>;

/** The staff pages under /dashboard, each with the permission its calls need: the menus offer the ones a person holds. */
export const STAFF_PAGES: readonly { to: string; label: string; permission: Permission }[] = PAGES.flatMap((p) =>
  p.permission && p.label ? [{ to: p.path, label: p.label, permission: p.permission }] : [],
);

/** The shopper's own pages in the account menu. */
export const USER_PAGES: readonly { to: string; label: string }[] = PAGES.flatMap((p) => (!p.permission && p.label ? [{ to: p.path, label: p.label }] : []));

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The declared page that shows `pathname`, ranked as the shell's router ranks its routes: among the
 * paths that match, the one with the most literal segments wins (`/dashboard/profile` over
 * `/:category/:subCategory`). `ownPaths` are the shell's own pages, which outrank a parameter too.
 */
export function pageFor(pathname: string, ownPaths: readonly string[] = []): PageDeclaration | undefined {
  const wanted = segments(pathname);
  const literals = (path: string) => {
    const parts = segments(path);
    if (parts.length !== wanted.length) return -1;
    let count = 0;
    for (const [i, part] of parts.entries()) {
      if (part.startsWith(':')) continue;
      if (part !== wanted[i]) return -1;
      count++;
    }
    return count;
  };
  if (ownPaths.some((p) => literals(p) === segments(p).length)) return undefined;
  let best: PageDeclaration | undefined;
  let bestLiterals = -1;
  for (const p of PAGES) {
    const n = literals(p.path);
    if (n > bestLiterals) [best, bestLiterals] = [p, n];
  }
  return best;
}
