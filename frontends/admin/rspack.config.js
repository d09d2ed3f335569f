// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@minutemart/ui/rspack-base';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Admin remote: catalogue management, the orders board, the store screens, staff and the audit trail. Served under
 * /mf/admin/; the shell loads a page only behind the permission guard of its route (a picker gets the store floor), so
 * its code never reaches shoppers' browsers.
 */
export default createAppConfig({
  name: 'admin',
  dir,
  port: 3002,
  kind: 'remote',
  exposes: {
    './Category': './src/expose/Category.ts',
    './SubCategory': './src/expose/SubCategory.ts',
    './UploadProduct': './src/expose/UploadProduct.ts',
    './Product': './src/expose/Product.ts',
    './Orders': './src/expose/Orders.ts',
    './Stores': './src/expose/Stores.ts',
    './StoreFloor': './src/expose/StoreFloor.ts',
    './Rider': './src/expose/Rider.ts',
    './StoreDashboard': './src/expose/StoreDashboard.ts',
    './Staff': './src/expose/Staff.ts',
    './Audit': './src/expose/Audit.ts',
    './Offers': './src/expose/Offers.ts',
    './Fees': './src/expose/Fees.ts',
  },
});
