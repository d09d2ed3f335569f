/**
 * Order states as they travel on the wire (events, API). The transition rules live in the order
 * service's domain; the labels are what shoppers and the original client display as `status`.
 */
import type { components } from './generated/openapi-types.js';

export const ORDER_STATES = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'picking',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'rejected',
  'payment_failed',
  'expired',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * The states the version-1 order events were published with, frozen: adding a value to an enum a
 * consumer validates against breaks it. In v1 payloads an order being picked is still `confirmed`
 * (picking is part of confirmed for a v1 reader); `order.picking@1` tells newer readers the rest.
 */
export const ORDER_STATES_V1 = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'rejected',
  'payment_failed',
  'expired',
] as const;
export type OrderStateV1 = (typeof ORDER_STATES_V1)[number];
export const toStateV1 = (s: OrderState): OrderStateV1 => (s === 'picking' ? 'confirmed' : s);

export const ORDER_STATE_LABELS: Record<OrderState, components['schemas']['OrderStatusLabel']> = {
  pending: 'Processing',
  awaiting_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  picking: 'Picking',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  payment_failed: 'Payment failed',
  expired: 'Expired',
};

export const PAYMENT_METHODS = ['cod', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATES = ['cod_due', 'awaiting', 'paid', 'failed', 'expired', 'refund_due', 'collected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The store every order is served from while no dark store exists (one-store mode, ADR 0007). */
export const DEFAULT_STORE_ID = 'default';
