import { useCallback, useMemo, useState } from 'react';
import { Button, EmptyState, RefreshIcon, Skeleton, cx, errorMessage, queryKeys } from '@minutemart/ui';
import type { Order } from '../api/orders';
import { stores as storesApi, type Dashboard, type DashboardRow } from '../api/stores';
import { Field, PageHeader, Section, Select, useFieldId } from '../components/layout';
import { HourChart } from '../dashboard/HourChart';
import { RatingsSection } from '../dashboard/RatingsSection';
import { HOUR_MS, hourSeries, mins, pct, totalOf } from '../dashboard/model';
import { LiveIndicator } from '../orders/LiveIndicator';
import { useOrderStream } from '../orders/useOrderStream';
import { useChosenStore } from '../stores/useChosenStore';
import { useResource } from '../hooks/useResource';

const RANGES = [
  { key: '12h', label: 'Last 12 hours', hours: 12 },
  { key: '24h', label: 'Last 24 hours', hours: 24 },
  { key: '7d', label: 'Last 7 days', hours: 24 * 7 },
] as const;
type RangeKey = (typeof RANGES)[number]['key'];

/** A finished order moves the numbers: read again after the stream settles. */
const SETTLE_MS = 1000;

/** /dashboard/store-dashboard: per store and hour, orders, on-time rate and average promised vs actual minutes. */
export default function StoreDashboardPage() {
  const { stores } = useChosenStore();
  const [store, setStore] = useState('');
  const [range, setRange] = useState<RangeKey>('24h');
  const [error, setError] = useState<string | null>(null);
  const [refreshed, setRefreshed] = useState(0);
  const id = useFieldId('dash');
  const {
    data,
    loading,
    reload: refresh,
    reloadSoon,
  } = useResource<Dashboard | null>(
    queryKeys.storeDashboard(range, store),
    async (signal) => {
      const hours = RANGES.find((r) => r.key === range)!.hours;
      // To the end of the current hour, so the hour in progress is on the chart.
      const to = new Date(Math.ceil((Date.now() + 30 * 60_000) / HOUR_MS) * HOUR_MS - 30 * 60_000);
      const from = new Date(to.getTime() - hours * HOUR_MS);
      const d = await storesApi.dashboard({ from, to, ...(store ? { store } : {}) }, signal);
      setError(null);
      return d;
    },
    null,
    (err) => setError(errorMessage(err)),
  );
  const reload = useCallback(() => reloadSoon(SETTLE_MS), [reloadSoon]);
  const live = useOrderStream(
    useCallback(
      (o: Order) => (o.state === 'delivered' || o.state === 'confirmed' || o.state === 'cancelled') && (!store || o.storeId === store) && reload(),
      [store, reload],
    ),
    reload,
  );

  const points = useMemo(() => (data ? hourSeries(data.hours, new Date(data.from), new Date(data.to)) : []), [data]);
  const total = data ? totalOf(data.stores) : null;

  return (
    <section className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Store dashboard"
        summary="Orders confirmed per store and hour (India time): on time means delivered by the promised time."
        actions={
          <>
            <LiveIndicator status={live} />
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                refresh();
                setRefreshed((n) => n + 1);
              }}
              aria-label="Refresh dashboard"
            >
              <RefreshIcon size={15} />
              <span className="hidden sm:inline">Refresh</span>
            </Button>
          </>
        }
      >
        <div className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
          <Field label="Store" htmlFor={`${id}-store`}>
            <Select id={`${id}-store`} value={store} onChange={(e) => setStore(e.target.value)}>
              <option value="">All stores</option>
              {stores.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name} · {s.city}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Period" htmlFor={`${id}-range`}>
            <Select id={`${id}-range`} value={range} onChange={(e) => setRange(e.target.value as RangeKey)}>
              {RANGES.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </PageHeader>

      {error ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-700">
          {error}
        </p>
      ) : !data ? (
        <Skeleton className="h-80 rounded-2xl" />
      ) : (
        <>
          {total && (
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="dashboard-totals" aria-busy={loading || undefined}>
              <Kpi label="Orders" value={String(total.orders)} testId="kpi-orders" />
              <Kpi
                label="On time"
                value={pct(total.onTimeRate)}
                sub={`${total.onTime} of ${total.delivered} delivered`}
                testId="kpi-on-time"
                tone={total.onTimeRate != null && total.onTimeRate < 0.9 ? 'warn' : 'ok'}
              />
              <Kpi label="Avg promised" value={mins(total.avgPromised)} testId="kpi-promised" />
              <Kpi label="Avg actual" value={mins(total.avgActual)} testId="kpi-actual" />
            </dl>
          )}
          <Section title="Per hour" description="Bars: orders confirmed in the hour. Lines: average promised and actual minutes from confirmation to the door.">
            <HourChart points={points} />
          </Section>
          <Section title="Per store">
            {data.stores.length === 0 ? (
              <EmptyState title="No orders in this period">Orders appear here once confirmed.</EmptyState>
            ) : (
              <StoreTable rows={data.stores} />
            )}
          </Section>
          <RatingsSection store={store} version={refreshed} />
        </>
      )}
    </section>
  );
}

function Kpi({ label, value, sub, testId, tone = 'ok' }: { label: string; value: string; sub?: string; testId: string; tone?: 'ok' | 'warn' }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd data-testid={testId} className={cx('mt-0.5 text-2xl font-extrabold tabular-nums', tone === 'warn' ? 'text-amber-700' : 'text-slate-900')}>
        {value}
      </dd>
      {sub && <p className="text-xs text-slate-500">{sub}</p>}
    </div>
  );
}

function StoreTable({ rows }: { rows: DashboardRow[] }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[34rem] text-sm" data-testid="dashboard-stores">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
            <th className="py-2 pr-3 font-semibold">Store</th>
            <th className="px-2 py-2 text-right font-semibold">Orders</th>
            <th className="px-2 py-2 text-right font-semibold">Delivered</th>
            <th className="px-2 py-2 text-right font-semibold">On time</th>
            <th className="px-2 py-2 text-right font-semibold">Promised</th>
            <th className="py-2 pl-2 text-right font-semibold">Actual</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.storeId} data-testid="dashboard-store-row" data-store-id={r.storeId} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3 font-semibold text-slate-900">{r.storeName}</td>
              <td className="px-2 py-2 text-right tabular-nums" data-col="orders">
                {r.orders}
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-col="delivered">
                {r.delivered}
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-col="on-time">
                <span data-col="on-time-count">{r.onTime}</span> <span className="text-slate-500">({pct(r.onTimeRate)})</span>
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{mins(r.avgPromisedMinutes)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{mins(r.avgActualMinutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
