import type { DashboardRow } from '../api/stores';

export const HOUR_MS = 3_600_000;

/** One hour of every chosen store together: orders add up, averages weigh by the orders behind them. */
export interface HourPoint {
  hour: number;
  orders: number;
  delivered: number;
  onTime: number;
  avgPromised: number | null;
  avgActual: number | null;
}

export function hourSeries(rows: DashboardRow[], from: Date, to: Date): HourPoint[] {
  const by = new Map<number, { orders: number; delivered: number; onTime: number; promised: number; promisedN: number; actual: number }>();
  for (const r of rows) {
    const h = Date.parse(r.hour ?? '');
    if (!h) continue;
    const b = by.get(h) ?? { orders: 0, delivered: 0, onTime: 0, promised: 0, promisedN: 0, actual: 0 };
    b.orders += r.orders;
    b.delivered += r.delivered;
    b.onTime += r.onTime;
    if (r.avgPromisedMinutes != null) {
      b.promised += r.avgPromisedMinutes * r.orders;
      b.promisedN += r.orders;
    }
    if (r.avgActualMinutes != null) b.actual += r.avgActualMinutes * r.delivered;
    by.set(h, b);
  }
  // Every hour of the range, so quiet hours show as zero instead of vanishing from the axis.
  const first = Math.floor((from.getTime() + 30 * 60_000) / HOUR_MS) * HOUR_MS - 30 * 60_000; // hours start at :30 UTC in India
  const points: HourPoint[] = [];
  for (let h = first; h < to.getTime(); h += HOUR_MS) {
    const b = by.get(h);
    points.push({
      hour: h,
      orders: b?.orders ?? 0,
      delivered: b?.delivered ?? 0,
      onTime: b?.onTime ?? 0,
      avgPromised: b && b.promisedN ? Math.round((b.promised / b.promisedN) * 10) / 10 : null,
      avgActual: b && b.delivered ? Math.round((b.actual / b.delivered) * 10) / 10 : null,
    });
  }
  return points;
}

/** Totals over rows (the per-store rows, or one store's). */
export function totalOf(rows: DashboardRow[]) {
  const t = { orders: 0, delivered: 0, onTime: 0, late: 0, cancelled: 0, promised: 0, promisedN: 0, actual: 0 };
  for (const r of rows) {
    t.orders += r.orders;
    t.delivered += r.delivered;
    t.onTime += r.onTime;
    t.late += r.late;
    t.cancelled += r.cancelled;
    if (r.avgPromisedMinutes != null) {
      t.promised += r.avgPromisedMinutes * r.orders;
      t.promisedN += r.orders;
    }
    if (r.avgActualMinutes != null) t.actual += r.avgActualMinutes * r.delivered;
  }
  return {
    orders: t.orders,
    delivered: t.delivered,
    onTime: t.onTime,
    late: t.late,
    cancelled: t.cancelled,
    onTimeRate: t.delivered ? t.onTime / t.delivered : null,
    avgPromised: t.promisedN ? t.promised / t.promisedN : null,
    avgActual: t.delivered ? t.actual / t.delivered : null,
  };
}

export const pct = (rate: number | null) => (rate == null ? '–' : `${Math.round(rate * 100)}%`);
export const mins = (m: number | null) => (m == null ? '–' : `${Math.round(m * 10) / 10} min`);
