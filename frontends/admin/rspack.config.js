// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@minutemart/ui/rspack-base';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Admin remote: catalogue management pages and the orders board. Served under /mf/admin/; the shell only loads it behind
 * its admin guard (role ADMIN), so its code never reaches other users' browsers.
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
  },
});
