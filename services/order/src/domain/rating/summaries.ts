import type { RatingSummary, RiderRatings, StoreRatings } from '@minutemart/contracts';
import type { OrderDoc, StoredRating } from '../../data/order-model.js';
import { DEFAULT_STORE_NAME } from '../dark-store/store-choice.js';

export type RatedOrder = Pick<OrderDoc, 'storeId' | 'storeName' | 'rider'> & { rating: StoredRating };

interface Sums {
  count: number;
  orderSum: number;
  deliverySum: number;
}

const add = (s: Sums, r: StoredRating) => {
  s.count++;
  s.orderSum += r.orderScore;
  s.deliverySum += r.deliveryScore;
};

/** One decimal, as the dashboard shows it; null when nothing was rated. */
const average = (sum: number, count: number): number | null => (count ? Math.round((sum / count) * 10) / 10 : null);

const summary = (s: Sums): RatingSummary => ({ count: s.count, orderAvg: average(s.orderSum, s.count), deliveryAvg: average(s.deliverySum, s.count) });

/**
 * Per store: the count, both averages and the tags given, most often first. Per rider (of the
 * order's store): the same over the orders they delivered; an order without a rider counts for its
 * store only.
 */
export function summarise(orders: readonly RatedOrder[]): { stores: StoreRatings[]; riders: RiderRatings[] } {
  const stores = new Map<string, Sums & { storeId: string; storeName: string; tags: Map<string, number> }>();
  const riders = new Map<string, Sums & { riderId: string; riderName: string; storeId: string; storeName: string }>();
  for (const o of orders) {
    const storeName = o.storeName || DEFAULT_STORE_NAME;
    const store = stores.get(o.storeId) ?? { storeId: o.storeId, storeName, count: 0, orderSum: 0, deliverySum: 0, tags: new Map<string, number>() };
    stores.set(o.storeId, store);
    add(store, o.rating);
    for (const tag of [...o.rating.orderTags, ...o.rating.deliveryTags]) store.tags.set(tag, (store.tags.get(tag) ?? 0) + 1);
    if (!o.rider?.id) continue;
    const key = `${o.storeId}|${o.rider.id}`;
    const rider = riders.get(key) ?? { riderId: o.rider.id, riderName: '', storeId: o.storeId, storeName, count: 0, orderSum: 0, deliverySum: 0 };
    riders.set(key, rider);
    rider.riderName ||= o.rider.name ?? '';
    add(rider, o.rating);
  }
  const byName = (a: { storeName: string; storeId: string }, b: { storeName: string; storeId: string }) =>
    a.storeName.localeCompare(b.storeName) || a.storeId.localeCompare(b.storeId);
  return {
    stores: [...stores.values()].sort(byName).map((s) => ({
      storeId: s.storeId,
      storeName: s.storeName,
      ...summary(s),
      tags: [...s.tags].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([tag, count]) => ({ tag, count })),
    })),
    riders: [...riders.values()]
      .map((r) => ({ riderId: r.riderId, riderName: r.riderName, storeId: r.storeId, storeName: r.storeName, ...summary(r) }))
      .sort((a, b) => byName(a, b) || (b.deliveryAvg ?? 0) - (a.deliveryAvg ?? 0) || b.count - a.count || a.riderId.localeCompare(b.riderId)),
  };
}
