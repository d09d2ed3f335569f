import type { ReactNode } from 'react';
import { cx } from '@minutemart/ui';
import type { Order } from '../api/orders';
import type { DarkStore, StoreQueue } from '../api/stores';
import { Select, useFieldId } from '../components/layout';
import { LiveIndicator } from '../orders/LiveIndicator';
import type { StreamStatus } from '../orders/useOrderStream';
import { shortId } from '../orders/model';

/** Which store this screen works for, its promise now and whether changes arrive live. */
export function StoreBar({
  stores,
  storeId,
  onChoose,
  queue,
  live,
  children,
}: {
  stores: DarkStore[];
  storeId: string;
  onChoose: (id: string) => void;
  queue: StoreQueue;
  live: StreamStatus;
  children?: ReactNode;
}) {
  const id = useFieldId('floor-store');
  const s = queue.store;
  return (
    <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            Store
          </label>
          {stores.length > 0 ? (
            <Select id={id} value={storeId} onChange={(e) => onChoose(e.target.value)} className="py-2">
              {stores.map((st) => (
                <option key={st._id} value={st._id}>
                  {st.name} · {st.city}
                </option>
              ))}
            </Select>
          ) : (
            <p className="font-semibold text-slate-900">{s?.name ?? 'Minutemart'}</p>
          )}
        </div>
        <LiveIndicator status={live} />
      </div>
      {s && (
        <p className="text-xs text-slate-600" data-testid="floor-store-state">
          {s.status !== 'open' ? (
            <span className="font-semibold text-amber-700">Store {s.status}</span>
          ) : s.pausedByLoad ? (
            <span className="font-semibold text-amber-700">Paused: too busy, new orders wait until the queue drains</span>
          ) : (
            <>Taking orders{s.minutes != null && <> · promise now {s.minutes} min</>}</>
          )}
        </p>
      )}
      {children}
    </div>
  );
}

/** "due in 4 min" / "2 min late", from the promised time. */
export function Due({ order, now }: { order: Order; now: number }) {
  const at = Date.parse(order.promisedAt ?? '');
  if (!at) return null;
  const mins = Math.round((at - now) / 60_000);
  const late = mins < 0;
  return (
    <span
      data-testid="order-due"
      className={cx(
        'rounded-md px-1.5 py-0.5 text-xs font-bold tabular-nums',
        late ? 'bg-red-100 text-red-700' : mins <= 3 ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {late ? `${-mins} min late` : `due in ${mins} min`}
    </span>
  );
}

export function OrderTitle({ order, now }: { order: Order; now: number }) {
  const waited = Math.max(0, Math.round((now - (Date.parse(order.confirmedAt ?? order.createdAt) || now)) / 60_000));
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-mono text-base font-bold text-slate-900">#{shortId(order.orderId)}</span>
      <Due order={order} now={now} />
      <span className="text-xs text-slate-500">
        waiting {waited} min · {order.totals.totalQty} {order.totals.totalQty === 1 ? 'item' : 'items'}
      </span>
    </div>
  );
}

export function Counts({ items }: { items: Array<[string, number]> }) {
  return (
    <p className="flex flex-wrap gap-1.5 text-xs" data-testid="floor-counts">
      {items.map(([label, n]) => (
        <span key={label} className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">
          {label} <span className="tabular-nums">{n}</span>
        </span>
      ))}
    </p>
  );
}
