import { api, ApiError } from '@minutemart/ui';
import type { AnswerData } from '@minutemart/contracts/api-types';
import type { Order, PlaceOrderBody, Unavailable } from './types';

/** POST /api/order/checkout's 200: the payment session (`url`) and the order, or an order already paid. */
type CheckoutAnswer = AnswerData<'/api/order/checkout', 'post'>;

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POST /api/order/cash-on-delivery: `confirmed` (201) or still `pending` (202); 409 throws an ApiError. */
export async function placeCashOnDelivery(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  const env = await api.post<Order>('/api/order/cash-on-delivery', body, withKey(idempotencyKey));
  return env.data;
}

export type CheckoutStart =
  /** Go to the payment page (top-level `url`, also in data). */
  | { kind: 'redirect'; url: string; orderId?: string }
  /** 202: the stock answer is still coming, no payment session yet; ask again with the same key. */
  | { kind: 'pending'; orderId?: string }
  /** The order behind this key is already paid. */
  | { kind: 'paid'; orderId?: string };

/** POST /api/order/checkout. */
export async function startCardCheckout(body: PlaceOrderBody, idempotencyKey: string): Promise<CheckoutStart> {
  const env = await api.post<CheckoutAnswer | AnswerData<'/api/order/checkout', 'post', 202>>('/api/order/checkout', body, withKey(idempotencyKey));
  // 200 names the payment session beside the order; 202 answers the order itself, still pending.
  const started = env.data && 'order' in env.data ? env.data : undefined;
  const pending = env.data && !('order' in env.data) ? env.data : undefined;
  const url = (typeof env['url'] === 'string' && env['url']) || started?.url;
  const orderId = env.data?.orderId;
  if (url) return { kind: 'redirect', url, orderId };
  if (pending?.state === 'pending') return { kind: 'pending', orderId };
  if (started?.order) return { kind: 'paid', orderId };
  throw new ApiError('The payment page could not be opened. Please try again.', 502, env);
}

/** GET /api/order/order-list → the grouped orders (top-level `orders`), newest first. */
export async function fetchOrders(): Promise<Order[]> {
  const env = await api.get('/api/order/order-list');
  const orders = env['orders'];
  return Array.isArray(orders) ? (orders as Order[]) : [];
}

export async function fetchOrder(orderId: string): Promise<Order> {
  return (await api.get<Order>(`/api/order/details/${encodeURIComponent(orderId)}`)).data;
}

export async function cancelOrder(orderId: string): Promise<{ order: Order | null; message: string }> {
  const env = await api.post<Order>('/api/order/cancel', { orderId });
  return { order: env.data && typeof env.data === 'object' ? env.data : null, message: env.message };
}

/** POST /api/order/dev/pay: development only, signs a Stripe event for the order and delivers it. */
export async function devPay(orderId: string, outcome: 'paid' | 'failed'): Promise<string> {
  return (await api.post('/api/order/dev/pay', { orderId, outcome })).message;
}

/** The server answered for an order it created (rejected, failed, cancelled…): a retry with the same key gets the same answer. */
export function answeredForOrder(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  const data = err.envelope?.data as { orderId?: unknown } | null | undefined;
  return (err.status >= 400 && err.status < 500) || typeof data?.orderId === 'string';
}

/** What a 409 said ran out, if it said so. */
export function unavailableOf(err: unknown): Unavailable[] {
  if (!(err instanceof ApiError) || err.status !== 409) return [];
  const data = err.envelope?.data as { unavailable?: unknown } | null | undefined;
  return Array.isArray(data?.unavailable) ? (data.unavailable as Unavailable[]) : [];
}
