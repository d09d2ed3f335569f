import { Button, Skeleton, cx } from '@minutemart/ui';
import type { Order, StateCounts } from '../api/orders';
import { OrderCard, type OrderActions } from './OrderCard';
import './board.css';
import { BOARD_COLUMNS, byNewest, sumCounts } from './model';

const accent: Record<string, string> = {
  processing: 'bg-accent-400',
  confirmed: 'bg-sky-500',
  packed: 'bg-indigo-500',
  out_for_delivery: 'bg-violet-500',
  delivered: 'bg-brand-500',
};

/**
 * Columns by status. Below 1280 px they scroll sideways (one column and a peek of the next on a
 * phone, snapping column by column); from 1280 px all five sit side by side.
 */
export function OrderBoard({
  orders,
  counts,
  now,
  actions,
  recent,
  loading,
  loadingMore,
  onLoadMore,
}: {
  orders: Order[];
  counts: StateCounts | null;
  now: number;
  actions: OrderActions;
  recent: Record<string, number>;
  loading: boolean;
  loadingMore: string | null;
  onLoadMore: (columnKey: string) => void;
}) {
  return (
    <div data-testid="order-board" className="mm-order-board">
      {BOARD_COLUMNS.map((col) => {
        const list = orders.filter((o) => col.states.includes(o.state)).sort(byNewest);
        const total = counts ? sumCounts(counts, col.states) : list.length;
        const more = total > list.length;
        return (
          <section
            key={col.key}
            aria-label={col.title}
            data-testid={`column-${col.key}`}
            className="mm-order-column rounded-2xl bg-slate-100/80 p-2 ring-1 ring-inset ring-slate-200/70"
          >
            <header className="flex items-start justify-between gap-2 px-1.5 pb-2 pt-1">
              <div className="min-w-0">
                <h2 className="flex items-center gap-1.5 text-sm font-bold text-slate-800">
                  <span className={cx('h-2 w-2 shrink-0 rounded-full', accent[col.key])} aria-hidden="true" />
                  <span className="truncate">{col.title}</span>
                </h2>
                <p className="truncate text-[11px] text-slate-500">{col.hint}</p>
              </div>
              <span
                data-testid="column-count"
                className="mt-0.5 rounded-full bg-white px-2 py-0.5 text-xs font-bold tabular-nums text-slate-700 ring-1 ring-slate-200"
              >
                {total.toLocaleString('en-IN')}
              </span>
            </header>
            <ul className="mm-order-column-list">
              {loading && list.length === 0 ? (
                Array.from({ length: 2 }, (_, i) => (
                  <li key={i} className="rounded-xl bg-white p-3">
                    <Skeleton className="h-4 w-2/3" />
                    <Skeleton className="mt-2 h-3 w-1/2" />
                    <Skeleton className="mt-3 h-8" />
                  </li>
                ))
              ) : list.length === 0 ? (
                <li className="grid h-24 place-items-center rounded-xl border border-dashed border-slate-300 text-xs font-medium text-slate-400">No orders</li>
              ) : (
                list.map((o) => (
                  <li key={o.orderId}>
                    <OrderCard order={o} now={now} actions={actions} highlight={Boolean(recent[o.orderId])} />
                  </li>
                ))
              )}
              {more && !loading && (
                <li>
                  <Button variant="ghost" size="sm" block loading={loadingMore === col.key} onClick={() => onLoadMore(col.key)} className="text-slate-600">
                    Load more ({(total - list.length).toLocaleString('en-IN')})
                  </Button>
                </li>
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
