import type { GatewayConfig } from './config.js';

/** Which service owns which /api prefix: the only routing table of the platform. */
export function upstreams(config: GatewayConfig): { prefix: string; target: string; service: string }[] {
  return [
    { prefix: '/api/user', target: config.USER_SERVICE_URL, service: 'user' },
    { prefix: '/api/address', target: config.USER_SERVICE_URL, service: 'user' },
    { prefix: '/api/category', target: config.CATALOGUE_SERVICE_URL, service: 'catalogue' },
    { prefix: '/api/subcategory', target: config.CATALOGUE_SERVICE_URL, service: 'catalogue' },
    { prefix: '/api/product', target: config.CATALOGUE_SERVICE_URL, service: 'catalogue' },
    { prefix: '/api/cart', target: config.CART_SERVICE_URL, service: 'cart' },
    { prefix: '/api/order', target: config.ORDER_SERVICE_URL, service: 'order' },
    { prefix: '/api/file', target: config.MEDIA_SERVICE_URL, service: 'media' },
    { prefix: '/media', target: config.MEDIA_SERVICE_URL, service: 'media' },
  ];
}
