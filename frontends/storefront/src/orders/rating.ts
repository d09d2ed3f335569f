import { api } from '@minutemart/ui';
import type { RequestBody } from '@minutemart/contracts/api-types';
import type { Order } from './types';

/** What the rating dialog sends (one schema: OrderRatingInput in contracts/openapi). */
export type RatingBody = RequestBody<'/api/order/rating', 'post'>;

export const RATE_TEXT = 'Rate this order';
export const RATED_TEXT = 'Thanks for rating';

/** POST /api/order/rating: the order with its rating; 409 once rated or after the window. */
export async function rateOrder(body: RatingBody): Promise<{ order: Order; message: string }> {
  const env = await api.post<Order>('/api/order/rating', body);
  return { order: env.data, message: env.message };
}
