// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@minutemart/ui/rspack-base';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Storefront remote. Served under /mf/storefront/ in production (publicPath 'auto'), entry point for
 * the shell: /mf/storefront/mf-manifest.json. Each exposed module is one page component (default export), or a
 * part of the shell's own screens (REMOTE_PARTS in @minutemart/ui's pages).
 */
export default createAppConfig({
  name: 'storefront',
  dir,
  port: 3001,
  kind: 'remote',
  exposes: {
    './Home': './src/expose/Home.ts',
    './Search': './src/expose/Search.ts',
    './ProductListing': './src/expose/ProductListing.ts',
    './ProductDetail': './src/expose/ProductDetail.ts',
    './Login': './src/expose/Login.ts',
    './Register': './src/expose/Register.ts',
    './ForgotPassword': './src/expose/ForgotPassword.ts',
    './VerifyOtp': './src/expose/VerifyOtp.ts',
    './ResetPassword': './src/expose/ResetPassword.ts',
    './Profile': './src/expose/Profile.ts',
    './Address': './src/expose/Address.ts',
    './Success': './src/expose/Success.ts',
    './Cancel': './src/expose/Cancel.ts',
    './Checkout': './src/expose/Checkout.ts',
    './MyOrders': './src/expose/MyOrders.ts',
    './BuyAgain': './src/expose/BuyAgain.ts',
    './MockPay': './src/expose/MockPay.ts',
    './CartTogether': './src/expose/CartTogether.ts',
  },
});
