import type { RequestBody } from '@minutemart/contracts/api-types';

/** The grouped order the order service answers with: one definition, in contracts. */
export type { OrderItem, OrderTotals, OrderAddress, OrderHistoryEntry, Unavailable, OrderView as Order } from '@minutemart/contracts/order-view';

/**
 * The placement body of cash on delivery and card checkout (one schema in contracts/openapi/paths/order.yaml):
 * only which products, how many, which address and an offer code count on the server.
 */
export type PlaceOrderBody = RequestBody<'/api/order/cash-on-delivery', 'post'>;
