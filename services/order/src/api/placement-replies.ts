import type { Response } from 'express';
import { fail, ok } from '@minutemart/kit';
import type { OrderDoc } from '../data/order-model.js';
import { orderView } from '../domain/views.js';

type Line = OrderDoc['unavailable'][number];
const GENERIC_NAME = 'A product in your cart';

/** "our Koramangala store (560034)": the store that would have served the order, named for the shopper. */
export function storeLabel(order: Pick<OrderDoc, 'storeName' | 'delivery_address'>): string {
  const pincode = order.delivery_address?.pincode;
  if (!order.storeName) return pincode ? `the store that delivers to ${pincode}` : 'your store';
  return `our ${order.storeName} store${pincode ? ` (${pincode})` : ''}`;
}

/** Sold, but not carried by the order's store (ADR 0015): never "no longer sold". */
const notCarried = (u: Line) => u.reason === 'not_sold' && u.scope === 'store';

/** One line's trouble in a few words, for a list of several that names the store before it ("there"). */
function why(u: Line): string {
  if (notCarried(u)) return 'not available there';
  if (u.reason === 'not_sold') return 'no longer sold';
  const there = u.scope === 'store' ? ' there' : '';
  return u.available > 0 ? `only ${u.available} left${there}` : `out of stock${there}`;
}

/** Why the order was refused, in words a shopper reads in a toast: the reason, and the store when it is the store's. */
export function outOfStockMessage(unavailable: OrderDoc['unavailable'], order: Pick<OrderDoc, 'storeName' | 'delivery_address'>): string {
  const store = storeLabel(order);
  if (unavailable.length === 1) {
    const u = unavailable[0]!;
    if (notCarried(u)) return `Sorry, ${u.name} is not available at ${store}. Please remove it from your cart.`;
    if (u.reason === 'not_sold')
      return u.name === GENERIC_NAME ? 'A product in your cart is no longer sold. Please remove it.' : `Sorry, ${u.name} is no longer sold`;
    const here = u.scope === 'store' ? ` at ${store}` : '';
    return u.available > 0 ? `Only ${u.available} of ${u.name} left${here}. Please reduce the quantity.` : `Sorry, ${u.name} is out of stock${here}`;
  }
  if (unavailable.every(notCarried))
    return `Sorry, ${unavailable.map((u) => u.name).join(', ')} are not available at ${store}. Please remove them from your cart.`;
  if (unavailable.every((u) => u.reason === 'out_of_stock' && u.scope !== 'store'))
    return `Sorry, some items ran out: ${unavailable.map((u) => u.name).join(', ')}`;
  return `Sorry, some items can't be ordered from ${store}: ${unavailable.map((u) => `${u.name} (${why(u)})`).join(', ')}`;
}

/** Answers shared by both payment methods for an order that is not going ahead. */
function replyClosed(res: Response, order: OrderDoc): boolean {
  switch (order.state) {
    case 'rejected':
      fail(res, 409, outOfStockMessage(order.unavailable, order), {
        orderId: order.orderId,
        unavailable: order.unavailable,
        storeId: order.storeId,
        storeName: order.storeName,
      });
      return true;
    case 'payment_failed':
      fail(res, 503, 'Online payment is not available right now. Please try again or choose Cash on Delivery.', { orderId: order.orderId });
      return true;
    case 'cancelled':
    case 'expired':
      fail(res, 409, `This order was ${order.state === 'expired' ? 'not paid in time' : 'cancelled'}. Please place it again.`, { orderId: order.orderId });
      return true;
    default:
      return false;
  }
}

export function replyCashOnDelivery(res: Response, order: OrderDoc): void {
  if (replyClosed(res, order)) return;
  if (order.state === 'pending') {
    ok(res, orderView(order), 'Order received. We are confirming the stock.', {}, 202);
    return;
  }
  ok(res, orderView(order), 'Order placed successfully', {}, 201);
}

/** Keeps the original client's shape: top-level `id` (the payment session) and `url`. */
export function replyCheckout(res: Response, order: OrderDoc): void {
  if (replyClosed(res, order)) return;
  if (order.state === 'pending') {
    ok(res, orderView(order), 'Order received. We are confirming the stock.', {}, 202);
    return;
  }
  if (order.state !== 'awaiting_payment') {
    ok(res, { orderId: order.orderId, order: orderView(order) }, 'This order is already paid');
    return;
  }
  ok(res, { orderId: order.orderId, sessionId: order.paymentId, url: order.paymentUrl, order: orderView(order) }, 'Payment started', {
    id: order.paymentId,
    url: order.paymentUrl,
  });
}
