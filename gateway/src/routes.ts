import type { Logger } from 'pino';
import type { GatewayConfig } from './config.js';
import { UpstreamPool } from './upstream-pool.js';

export type ServiceName = 'user' | 'catalogue' | 'cart' | 'order' | 'media';

/** Which service owns which /api prefix: the only routing table of the platform. */
export const ROUTES: { prefix: string; service: ServiceName }[] = [
  { prefix: '/api/user', service: 'user' },
  { prefix: '/api/address', service: 'user' },
  { prefix: '/api/category', service: 'catalogue' },
  { prefix: '/api/subcategory', service: 'catalogue' },
  { prefix: '/api/product', service: 'catalogue' },
  { prefix: '/api/store', service: 'catalogue' },
  { prefix: '/api/cart', service: 'cart' },
  { prefix: '/api/order', service: 'order' },
  { prefix: '/api/file', service: 'media' },
  { prefix: '/media', service: 'media' },
];

export type UpstreamPools = Record<ServiceName, UpstreamPool>;

/** One health-checked pool of replicas per service (started by the gateway app). */
export function createUpstreamPools(config: GatewayConfig, logger: Logger): UpstreamPools {
  const opts = { intervalMs: config.UPSTREAM_CHECK_INTERVAL_MS, timeoutMs: config.UPSTREAM_CHECK_TIMEOUT_MS, logger };
  return {
    user: new UpstreamPool('user', config.USER_SERVICE_URL, opts),
    catalogue: new UpstreamPool('catalogue', config.CATALOGUE_SERVICE_URL, opts),
    cart: new UpstreamPool('cart', config.CART_SERVICE_URL, opts),
    order: new UpstreamPool('order', config.ORDER_SERVICE_URL, opts),
    media: new UpstreamPool('media', config.MEDIA_SERVICE_URL, opts),
  };
}
