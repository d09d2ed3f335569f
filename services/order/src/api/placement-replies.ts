import type { Response } from 'express';
import { fail, ok } from '@minutemart/kit';
import type { OrderDoc } from '../data/order-model.js';
import { orderView } from '../domain/views.js';

/** What ran out, in words a shopper reads in a toast. */
export function outOfStockMessage(unavailable: OrderDoc['unavailable']): string {
  if (unavailable.length === 1) {
    const u = unavailable[0]!;
    if (u.reason === 'not_sold') return u.name === 'A product in your cart' ? 'A product in your cart is no longer sold. Please remove it.' : `Sorry, ${u.name} is no longer sold`;
    return u.available > 0 ? `Only ${u.available} of ${u.name} left. Please reduce the quantity.` : `Sorry, ${u.name} is out of stock`;
  }
  return `Sorry, some items ran out: ${unavailable.map((u) => u.name).join(', ')}`;
}

/** Answers shared by both payment methods for an order that is not going ahead. */
function replyClosed(res: Response, order: OrderDoc): boolean {
  switch (order.state) {
    case 'rejected':
      fail(res, 409, outOfStockMessage(order.unavailable), { orderId: order.orderId, unavailable: order.unavailable });
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
  ok(res, { orderId: order.orderId, sessionId: order.paymentId, url: order.paymentUrl, order: orderView(order) }, 'Payment started', { id: order.paymentId, url: order.paymentUrl });
}
