import { useEffect } from 'react';
import { tagLabel } from '@minutemart/contracts/rating-labels';
import { EmptyState, Skeleton, cx, queryKeys } from '@minutemart/ui';
import { fetchRatings, RATING_DAYS, type Ratings, type RiderRatingRow, type StoreRatingRow } from '../api/ratings';
import { Section } from '../components/layout';
import { useResource } from '../hooks/useResource';

/** "4.6 ★", amber below 4: the number a store looks at first. */
function Score({ value, testId }: { value: number | null; testId?: string }) {
  if (value == null) return <span className="text-slate-400">–</span>;
  return (
    <span data-testid={testId} className={cx('inline-flex items-center gap-1 font-semibold tabular-nums', value < 4 ? 'text-amber-700' : 'text-slate-900')}>
      {value.toFixed(1)}
      <span aria-hidden="true" className="text-amber-400">
        ★
      </span>
    </span>
  );
}

const TOP_TAGS = 3;

/** The tags given most often, with how often: "Fresh (61), On time (55), Late (9)". */
const saidMost = (r: StoreRatingRow) =>
  r.tags
    .slice(0, TOP_TAGS)
    .map((t) => `${tagLabel(t.tag)} (${t.count})`)
    .join(', ');

/**
 * The store dashboard's ratings (ADR 0026): what shoppers gave over the last 30 days, per store and per
 * rider, for the stores the caller may see. `version` changes when the page is refreshed.
 */
export function RatingsSection({ store, version }: { store: string; version: number }) {
  const { data, loaded, reload } = useResource<Ratings | null>(
    queryKeys.storeDashboard(`ratings-${RATING_DAYS}d`, store),
    (signal) => fetchRatings(store ? { store } : {}, signal),
    null,
  );
  useEffect(() => {
    if (version) reload();
  }, [version, reload]);

  return (
    <Section title="Ratings" description={`What shoppers gave delivered orders in the last ${RATING_DAYS} days: the order and its items, and the delivery.`}>
      {!data ? (
        loaded ? (
          <p className="text-sm text-slate-500">Ratings could not be loaded.</p>
        ) : (
          <Skeleton className="h-24 rounded-xl" />
        )
      ) : data.stores.length === 0 ? (
        <EmptyState title="No ratings yet">Shoppers can rate an order within 7 days of delivery.</EmptyState>
      ) : (
        <div className="grid gap-6">
          <StoreRatings rows={data.stores} />
          {data.riders.length > 0 && <RiderRatings rows={data.riders} />}
        </div>
      )}
    </Section>
  );
}

const th = 'px-2 py-2 text-right font-semibold';

function StoreRatings({ rows }: { rows: StoreRatingRow[] }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">Per store</h3>
      <table className="w-full text-sm" data-testid="ratings-stores">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
            <th className="py-2 pr-3 font-semibold">Store</th>
            <th className={th}>Ratings</th>
            <th className={th}>Order</th>
            <th className={th}>Delivery</th>
            <th className="py-2 pl-4 font-semibold max-sm:hidden">Said most</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.storeId} data-testid="ratings-store-row" data-store-id={r.storeId} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3">
                <span className="font-semibold text-slate-900">{r.storeName}</span>
                <div className="text-xs text-slate-500 sm:hidden">{saidMost(r)}</div>
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-col="count">
                {r.count}
              </td>
              <td className="px-2 py-2 text-right">
                <Score value={r.orderAvg} testId="ratings-store-order" />
              </td>
              <td className="px-2 py-2 text-right">
                <Score value={r.deliveryAvg} testId="ratings-store-delivery" />
              </td>
              <td className="py-2 pl-4 text-xs text-slate-600 max-sm:hidden">{saidMost(r) || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RiderRatings({ rows }: { rows: RiderRatingRow[] }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">Per rider</h3>
      <table className="w-full text-sm" data-testid="ratings-riders">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
            <th className="py-2 pr-3 font-semibold">Rider</th>
            <th className="px-2 py-2 font-semibold max-sm:hidden">Store</th>
            <th className={th}>Ratings</th>
            <th className={th}>Order</th>
            <th className={cx(th, 'pr-0')}>Delivery</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.storeId}-${r.riderId}`} data-testid="ratings-rider-row" data-rider-id={r.riderId} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3">
                <span className="font-semibold text-slate-900">{r.riderName || 'Unnamed staff member'}</span>
                <div className="text-xs text-slate-500 sm:hidden">{r.storeName}</div>
              </td>
              <td className="px-2 py-2 text-slate-600 max-sm:hidden">{r.storeName}</td>
              <td className="px-2 py-2 text-right tabular-nums" data-col="count">
                {r.count}
              </td>
              <td className="px-2 py-2 text-right">
                <Score value={r.orderAvg} />
              </td>
              <td className="py-2 pl-2 text-right">
                <Score value={r.deliveryAvg} testId="ratings-rider-delivery" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
