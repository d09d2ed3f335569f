import type { RemoteName } from './remotes';

/**
 * What a shopper (or an admin) calls each federated page, so a fallback says what is missing
 * ("Checkout is temporarily unavailable") instead of "something". Keys are the exposed module names
 * the routes load; a module missing here falls back to the remote's own name.
 */
const PARTS: Record<RemoteName, { whole: string; modules: Record<string, string> }> = {
  storefront: {
    whole: 'The storefront',
    modules: {
      Home: 'The storefront',
      Search: 'Search',
      ProductListing: 'This aisle',
      ProductDetail: 'The product page',
      Login: 'Login',
      Register: 'Registration',
      ForgotPassword: 'Password reset',
      VerifyOtp: 'Password reset',
      ResetPassword: 'Password reset',
      Profile: 'Your profile',
      Address: 'Your address book',
      Checkout: 'Checkout',
      MockPay: 'Payment',
      Success: 'Your order confirmation',
      Cancel: 'Your payment status',
      MyOrders: 'Your order history',
    },
  },
  admin: {
    whole: 'The admin dashboard',
    modules: {
      Category: 'Category management',
      SubCategory: 'Sub category management',
      UploadProduct: 'Product upload',
      Product: 'Product management',
      Orders: 'Order management',
      Stores: 'Store management',
      StoreFloor: 'The store floor',
      Rider: 'The rider screen',
      StoreDashboard: 'The store dashboard',
    },
  },
};

const UNAVAILABLE_SUFFIX = 'is temporarily unavailable';

/** "Checkout", "Order management", … for `<remote>/<module>`. */
export function partName(remote: RemoteName, module: string): string {
  const part = PARTS[remote];
  return part.modules[module] ?? part.whole;
}

/** The fallback's headline, e.g. "The storefront is temporarily unavailable". */
export function unavailableText(remote: RemoteName, module: string): string {
  return `${partName(remote, module)} ${UNAVAILABLE_SUFFIX}`;
}
