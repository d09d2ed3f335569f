import type { Model } from 'mongoose';
import type { OrderDoc } from '../../data/order-model.js';
import { DEFAULT_STORE_NAME } from './store-choice.js';
import { actualMinutes, onTime } from '../views.js';

/** Hours start on the hour in India (UTC+05:30), not on the UTC hour. */
const IST_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const hourStart = (t: Date) => new Date(Math.floor((t.getTime() + IST_MS) / HOUR_MS) * HOUR_MS - IST_MS);

/** Enough for a month of a busy city; the range is capped so one request stays bounded. */
const MAX_ORDERS = 100_000;

export interface DashboardQuery {
  from: Date;
  to: Date;
  /** Only these stores' orders; every store's when absent. */
  storeIds?: readonly string[];
}

interface Bucket {
  storeId: string;
  storeName: string;
  hour: Date;
  orders: number;
  delivered: number;
  onTime: number;
  late: number;
  cancelled: number;
  promisedSum: number;
  promisedCount: number;
  actualSum: number;
}

const summary = (b: Bucket) => ({
  orders: b.orders,
  delivered: b.delivered,
  onTime: b.onTime,
  late: b.late,
  cancelled: b.cancelled,
  /** Of the delivered orders; null when none was delivered. */
  onTimeRate: b.delivered ? Math.round((b.onTime / b.delivered) * 1000) / 1000 : null,
  avgPromisedMinutes: b.promisedCount ? Math.round((b.promisedSum / b.promisedCount) * 10) / 10 : null,
  avgActualMinutes: b.delivered ? Math.round((b.actualSum / b.delivered) * 10) / 10 : null,
});

/**
 * Per store and per hour of confirmation: orders the store had to serve, how many were delivered
 * on time (delivered ≤ promisedAt), and the average promised and actual minutes (confirmation to
 * the door). Orders that never reached the store (refused, unpaid) are not counted.
 */
export async function storeDashboard(orders: Model<OrderDoc>, q: DashboardQuery) {
  const filter: Record<string, unknown> = { confirmedAt: { $gte: q.from, $lt: q.to } };
  if (q.storeIds) filter['storeId'] = { $in: [...q.storeIds] };
  const docs = await orders
    .find(filter)
    .select({ storeId: 1, storeName: 1, state: 1, confirmedAt: 1, promisedAt: 1, deliveredAt: 1, promisedMinutes: 1 })
    .limit(MAX_ORDERS)
    .lean<Pick<OrderDoc, 'storeId' | 'storeName' | 'state' | 'confirmedAt' | 'promisedAt' | 'deliveredAt' | 'promisedMinutes'>[]>();

  const hours = new Map<string, Bucket>();
  const stores = new Map<string, Bucket>();
  const empty = (storeId: string, storeName: string, hour: Date): Bucket => ({
    storeId,
    storeName,
    hour,
    orders: 0,
    delivered: 0,
    onTime: 0,
    late: 0,
    cancelled: 0,
    promisedSum: 0,
    promisedCount: 0,
    actualSum: 0,
  });
  for (const o of docs) {
    const hour = hourStart(o.confirmedAt!);
    const name = o.storeName || DEFAULT_STORE_NAME;
    const key = `${o.storeId}|${hour.getTime()}`;
    const buckets = [hours.get(key) ?? empty(o.storeId, name, hour), stores.get(o.storeId) ?? empty(o.storeId, name, q.from)];
    hours.set(key, buckets[0]!);
    stores.set(o.storeId, buckets[1]!);
    for (const b of buckets) {
      b.orders++;
      if (o.state === 'cancelled') b.cancelled++;
      if (o.promisedMinutes != null) {
        b.promisedSum += o.promisedMinutes;
        b.promisedCount++;
      }
      const actual = actualMinutes(o);
      if (o.state === 'delivered' && actual != null) {
        b.delivered++;
        b.actualSum += actual;
        if (onTime(o)) b.onTime++;
        else b.late++;
      }
    }
  }
  const byStoreThenHour = (a: Bucket, b: Bucket) =>
    a.storeName.localeCompare(b.storeName) || a.storeId.localeCompare(b.storeId) || a.hour.getTime() - b.hour.getTime();
  return {
    from: q.from,
    to: q.to,
    truncated: docs.length === MAX_ORDERS,
    hours: [...hours.values()].sort(byStoreThenHour).map((b) => ({ storeId: b.storeId, storeName: b.storeName, hour: b.hour, ...summary(b) })),
    stores: [...stores.values()].sort(byStoreThenHour).map((b) => ({ storeId: b.storeId, storeName: b.storeName, ...summary(b) })),
  };
}
