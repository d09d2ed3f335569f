import { BoltIcon, ChevronRightIcon, formatPaise, ProductThumb } from '@minutemart/ui';
import type { Order } from '../../orders/types';
import { deliveredText, formatClock, formatDateTime, IN_PROGRESS, pickProgress, refundText } from './orderRules';
import { StatusBadge } from './StatusBadge';
import { RatingLine } from './RatingPanel';

/** One order in My Orders (as the original client shows it: order id, status, first product image, name, price × quantity, placed-on date, total), and what the shopper saved on it. */
export function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const first = order.items[0];
  const more = order.items.length - 1;
  const finding = order.items.filter((i) => i.substitution?.state === 'pending');
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="order-card"
      data-order-id={order.orderId}
      className="group w-full rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200/70 transition hover:shadow-md hover:ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate font-mono text-xs font-semibold text-slate-500">{order.orderId}</p>
        <StatusBadge state={order.state} label={order.status} />
      </div>
      <div className="mt-3 flex items-center gap-3">
        <ProductThumb src={first?.image?.[0]} alt={first?.name ?? 'Order'} size={60} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{first?.name}</p>
          {first && (
            <p className="text-xs text-slate-500">
              {formatPaise(first.unitPricePaise)} × {first.quantity}
              {more > 0 && <span className="ml-1.5 rounded-md bg-slate-100 px-1.5 py-0.5 font-medium text-slate-600">+{more} more</span>}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-400">
            Placed on {formatDateTime(order.createdAt)}
            {order.storeName && <span className="max-sm:hidden"> · from {order.storeName}</span>}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <div className="text-right leading-tight">
            <p className="text-[11px] uppercase tracking-wide text-slate-400">Total</p>
            <p data-testid="order-total" className="text-base font-bold tabular-nums text-slate-900">
              {formatPaise(order.totals?.grandTotalPaise ?? Math.round(order.totalAmt * 100))}
            </p>
            {order.totals?.savingsPaise > 0 && (
              <p data-testid="order-saved" className="text-[11px] font-semibold text-sky-700">
                Saved {formatPaise(order.totals.savingsPaise)}
              </p>
            )}
          </div>
          <ChevronRightIcon size={18} className="text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-slate-500" />
        </div>
      </div>
      {order.promisedAt && IN_PROGRESS.includes(order.state) && (
        <p
          data-testid="order-promise"
          className="mt-3 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 rounded-xl bg-brand-50 px-3 py-1.5 text-xs font-semibold text-brand-800"
        >
          <BoltIcon size={13} className="text-accent-500" />
          Arriving by {formatClock(order.promisedAt)}
          {order.promisedMinutes != null && <span className="font-medium text-brand-700/80">· promised in {order.promisedMinutes} min</span>}
          {order.state === 'picking' && <PickingNote order={order} />}
        </p>
      )}
      {finding.length > 0 && (
        <p data-testid="order-finding" className="mt-2 rounded-xl bg-sky-50 px-3 py-1.5 text-xs font-medium text-sky-800">
          {finding.map((i) => `Finding a replacement for ${i.name}`).join(' · ')}
        </p>
      )}
      {order.state === 'delivered' && order.deliveredAt && (
        <p data-testid="order-delivered" className="mt-3 rounded-xl bg-slate-50 px-3 py-1.5 text-xs font-medium text-slate-600">
          Delivered on {formatDateTime(order.deliveredAt)}
          {deliveredText(order) && <span className={order.onTime === false ? 'text-amber-700' : 'text-brand-700'}> · {deliveredText(order)}</span>}
        </p>
      )}
      <RatingLine order={order} />
      {order.refundPaise > 0 && (
        <p data-testid="order-refund" className="mt-2 rounded-xl bg-amber-50 px-3 py-1.5 text-xs font-medium text-amber-800">
          {order.refunds.map((r) => refundText(order, r)).join(', ')}: {formatPaise(order.refundPaise)}{' '}
          {order.paymentMethod === 'card' ? 'refunded' : 'less to pay'}
        </p>
      )}
    </button>
  );
}

function PickingNote({ order }: { order: Order }) {
  const { done, total } = pickProgress(order);
  return (
    <span data-testid="order-pick-progress" className="font-medium text-brand-700/80">
      · picking {done} of {total}
    </span>
  );
}
