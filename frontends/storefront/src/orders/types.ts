/** The grouped order the order service answers with: one definition, in contracts. */
export type { OrderItem, OrderTotals, OrderAddress, OrderHistoryEntry, Unavailable, OrderView as Order } from '@minutemart/contracts/order-view';

/** The order placement body: only which products, how many and which address count on the server. */
export interface PlaceOrderBody {
  list_items: Array<{ productId: string; quantity: number }>;
  addressId: string;
  subTotalAmt: number;
  totalAmt: number;
  /** An offer code the quote applied; the server prices the order itself (ADR 0018). */
  couponCode?: string;
}
