import type { Permission } from './permissions.js';

/**
 * Where an operation finds the store it acts on, for a store-scoped permission: a query parameter,
 * a body field (`body.stores`: every store of the list), or the store of the order (`body.orderId`)
 * it names.
 */
export type StoreSource = 'query.store' | 'body.storeId' | 'body._id' | 'body.stores' | 'order';

export type OperationAccess =
  /** Anyone, signed in or not. */
  | { access: 'public' }
  /** Any signed-in account, each seeing its own things (an order's owner; a holder of `orPermission` sees everyone's). */
  | { access: 'signed-in'; orPermission?: Permission }
  | { access: 'permission'; permission: Permission; store?: StoreSource; note?: string };

const pub = { access: 'public' } as const;
const own = { access: 'signed-in' } as const;
const needs = (permission: Permission, store?: StoreSource, note?: string): OperationAccess => ({
  access: 'permission',
  permission,
  ...(store ? { store } : {}),
  ...(note ? { note } : {}),
});

/**
 * Every operation of the OpenAPI document (`METHOD /path`) and who may call it:
 * contracts/test/permissions.test.ts fails when an operation is missing here or listed here only,
 * and the platform matrix test calls each as every kind of caller and checks the answer.
 */
export const OPERATION_ACCESS: Record<string, OperationAccess> = {
  'POST /api/user/register': pub,
  'POST /api/user/login': pub,
  'POST /api/user/refresh-token': pub,
  'GET /api/user/user-details': own,
  'GET /api/user/notifications': own,
  'PUT /api/user/notifications': own,
  'GET /api/user/logout': pub,
  'PUT /api/user/update-user': own,
  'PUT /api/user/upload-avatar': own,
  'PUT /api/user/forgot-password': pub,
  'PUT /api/user/verify-forgot-password-otp': pub,
  'PUT /api/user/reset-password': pub,

  'GET /api/user/staff': needs('staff.manage', undefined, 'a store manager: the pickers and riders of their stores'),
  'POST /api/user/staff/invite': needs('staff.manage', 'body.stores', 'a store manager: PICKER and RIDER of their stores'),
  'POST /api/user/staff/accept-invite': pub,
  'PUT /api/user/staff/update': needs('staff.manage', 'body.stores'),
  'POST /api/user/staff/deactivate': needs('staff.manage', undefined, "a store manager: their stores' pickers and riders"),
  'GET /api/user/audit': needs('audit.read'),
  'POST /api/user/staff/reactivate': needs('staff.manage', undefined, "a store manager: their stores' pickers and riders"),

  'POST /api/address/create': own,
  'GET /api/address/get': own,
  'PUT /api/address/update': own,
  'DELETE /api/address/disable': own,

  'POST /api/cart/create': own,
  'GET /api/cart/get': own,
  'POST /api/cart/merge': own,
  'PUT /api/cart/update-qty': own,
  'DELETE /api/cart/delete-cart-item': own,

  'GET /api/category/get': pub,
  'POST /api/category/add-category': needs('catalogue.write'),
  'PUT /api/category/update': needs('catalogue.write'),
  'DELETE /api/category/delete': needs('catalogue.write'),
  'POST /api/subcategory/get': pub,
  'POST /api/subcategory/create': needs('catalogue.write'),
  'PUT /api/subcategory/update': needs('catalogue.write'),
  'DELETE /api/subcategory/delete': needs('catalogue.write'),
  'POST /api/product/get': pub,
  'POST /api/product/get-product-by-category': pub,
  'POST /api/product/get-pruduct-by-category-and-subcategory': pub,
  'POST /api/product/get-product-by-category-and-subcategory': pub,
  'POST /api/product/get-product-details': pub,
  'POST /api/product/search-product': pub,
  'GET /api/product/suggest': pub,
  'GET /api/product/together': pub,
  'GET /api/product/together/basket': pub,
  'POST /api/product/create': needs('catalogue.write'),
  'PUT /api/product/update-product-details': needs('catalogue.write'),
  'DELETE /api/product/delete-product': needs('catalogue.write'),
  'POST /api/product/import': needs('catalogue.write'),
  'GET /api/product/import/{jobId}': needs('catalogue.write'),

  'GET /api/store/list': pub,
  'POST /api/store/create': needs('store.manage'),
  'PUT /api/store/update': needs('store.operate', 'body._id', 'hours, status and pickers; any other field needs store.manage'),
  'PUT /api/store/stock': needs('store.stock', 'body.storeId'),

  'POST /api/file/upload': needs('catalogue.write'),
  'POST /api/file/avatar': own,

  'POST /api/order/cash-on-delivery': own,
  'POST /api/order/checkout': own,
  'POST /api/order/webhook': pub,
  'GET /api/order/order-list': own,
  'GET /api/order/details/{orderId}': { access: 'signed-in', orPermission: 'orders.read' },
  'GET /api/order/invoice/{orderId}': { access: 'signed-in', orPermission: 'orders.read' },
  'GET /api/order/invoice/{orderId}/credit-note/{noteNo}': { access: 'signed-in', orPermission: 'orders.read' },
  'GET /api/order/invoice/{orderId}/documents': { access: 'signed-in', orPermission: 'orders.read' },
  'POST /api/order/cancel': own,
  'GET /api/order/buy-again': own,
  'GET /api/order/reorder-preview/{orderId}': own,
  'POST /api/order/rating': own,
  'GET /api/order/stream': { access: 'signed-in', orPermission: 'orders.read' },
  'POST /api/order/dev/pay': own,
  'GET /api/order/promise': pub,
  'POST /api/order/quote': pub,
  'GET /api/order/admin/fees': needs('fees.manage'),
  'PUT /api/order/admin/fees': needs('fees.manage'),
  'POST /api/order/admin/fees/preview': needs('fees.manage'),
  'GET /api/order/admin/offers': needs('offers.manage'),
  'POST /api/order/admin/offers': needs('offers.manage'),
  'POST /api/order/admin/offers/pause': needs('offers.manage'),
  'POST /api/order/admin/offers/resume': needs('offers.manage'),
  'GET /api/order/admin/offers/usage': needs('offers.manage'),
  'GET /api/order/admin/orders': needs('orders.read'),
  'POST /api/order/admin/advance': needs('orders.advance'),
  'POST /api/order/admin/cancel': needs('orders.cancel'),
  'GET /api/order/admin/stores-load': needs('store.dashboard', undefined, 'a store manager sees their stores only'),
  'GET /api/order/admin/dashboard': needs('store.dashboard', 'query.store', 'all stores without `store`: global roles only'),
  'GET /api/order/admin/ratings': needs('store.dashboard', 'query.store', 'without `store`: every store the caller may see'),
  'GET /api/order/store-queue': needs('store.pick', 'query.store', 'stage=deliver needs store.deliver'),
  'POST /api/order/store/claim': needs('store.pick', 'order'),
  'POST /api/order/store/pick': needs('store.pick', 'order'),
  'POST /api/order/store/missing': needs('store.pick', 'order'),
  'POST /api/order/store/substitute': needs('store.pick', 'order'),
  'POST /api/order/store/pack': needs('store.pick', 'order'),
  'POST /api/order/store/take': needs('store.deliver', 'order'),
  'POST /api/order/store/dispatch': needs('store.deliver', 'order'),
  'POST /api/order/store/deliver': needs('store.deliver', 'order'),
  'GET /api/order/store/shift': needs('store.deliver', 'query.store', "the caller's own shift"),
  'POST /api/order/store/shift/start': needs('store.deliver', 'body.storeId', 'the caller signs themselves in'),
  'POST /api/order/store/shift/end': needs('store.deliver', 'body.storeId', "another rider's shift: global roles only"),
  'GET /api/order/admin/rider-shifts': needs('store.dashboard', 'query.store', 'without `store`: every store the caller may see'),
  'PUT /api/order/admin/rider-capacity': needs('store.operate', 'body.storeId'),

  'GET /api/openapi.json': pub,
};
