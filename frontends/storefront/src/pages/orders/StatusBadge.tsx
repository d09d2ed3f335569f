import { cx } from '@minutemart/ui';
import { ORDER_STATE_LABELS, type OrderState } from '@minutemart/contracts/order-states';

const tones: Record<OrderState, string> = {
  pending: 'bg-amber-50 text-amber-700 ring-amber-200',
  awaiting_payment: 'bg-amber-50 text-amber-700 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-700 ring-sky-200',
  picking: 'bg-sky-50 text-sky-700 ring-sky-200',
  packed: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  out_for_delivery: 'bg-violet-50 text-violet-700 ring-violet-200',
  delivered: 'bg-brand-50 text-brand-700 ring-brand-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  payment_failed: 'bg-red-50 text-red-700 ring-red-200',
  expired: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** Order status pill; the label is the server's `status` (the original client's default: 'Processing'). */
export function StatusBadge({ state, label, className }: { state: OrderState; label?: string; className?: string }) {
  return (
    <span
      data-testid="order-status"
      data-state={state}
      className={cx(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[state] ?? tones.pending,
        className,
      )}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {label || ORDER_STATE_LABELS[state] || 'Processing'}
    </span>
  );
}
