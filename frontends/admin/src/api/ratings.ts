import { api } from '@minutemart/ui';
import type { AnswerData } from '@minutemart/contracts/api-types';

/** GET /api/order/admin/ratings's data (ADR 0026): per store and per rider over the last days. */
export type Ratings = AnswerData<'/api/order/admin/ratings', 'get'>;
export type StoreRatingRow = Ratings['stores'][number];
export type RiderRatingRow = Ratings['riders'][number];

export const RATING_DAYS = 30;

export async function fetchRatings(query: { store?: string; days?: number }, signal?: AbortSignal): Promise<Ratings> {
  const params = new URLSearchParams({ days: String(query.days ?? RATING_DAYS) });
  if (query.store) params.set('store', query.store);
  return (await api.get<Ratings>(`/api/order/admin/ratings?${params.toString()}`, { signal })).data;
}
