import type { AnswerData } from '@minutemart/contracts/api-types';
import { api } from '../api/client';

/** GET /api/order/promise?pincode= (services/order/src/domain/dark-store/store-choice.ts), as the document describes it. */
export type DeliveryPromise = AnswerData<'/api/order/promise', 'get'>;

export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const NOT_SERVED_TEXT = "We don't deliver here yet";

/** The promise for a pincode now; throws the ApiError (400 for a malformed pincode). */
export async function fetchPromise(pincode: string, signal?: AbortSignal): Promise<DeliveryPromise> {
  const env = await api.get<DeliveryPromise>(`/api/order/promise?pincode=${encodeURIComponent(pincode)}`, { signal });
  return { ...env.data, message: env.data?.message || env.message };
}

/** No rider is free for the next order at a store with rider capacity on (ADR 0027): the promise is longer and says so. */
const ridersBusy = (p: DeliveryPromise | null | undefined): boolean => Boolean(p?.available && p.riders?.busy);

/** "Delivery in 8 minutes", "Busy: delivery in ~23 min", or why not, in the words the header and checkout use. */
export function promiseHeadline(p: DeliveryPromise | null | undefined): string {
  if (!p) return 'Choose your location';
  if (!p.serviceable) return NOT_SERVED_TEXT;
  if (!p.available) return p.reason === 'closed' ? 'Store closed now' : 'Store busy right now';
  return ridersBusy(p) ? `Busy: delivery in ~${p.minutes} min` : `Delivery in ${p.minutes} minutes`;
}

/** The nearest served area, named for a shopper: "Juhu, Mumbai (400049)". */
export function nearestAreaText(p: DeliveryPromise): string | null {
  return p.nearest ? `${p.nearest.area}, ${p.nearest.city} (${p.nearest.pincode})` : null;
}
