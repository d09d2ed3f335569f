import { cx } from '@minutemart/ui';
import type { StoreStatus } from '../api/stores';

/** Open / paused / closed as admins set it, and the order service's own pause when the queue is too long. */
export function StoreStatusBadge({ status, pausedByLoad, openNow }: { status: StoreStatus; pausedByLoad?: boolean; openNow?: boolean }) {
  const label = status !== 'open' ? status : pausedByLoad ? 'busy: paused' : openNow === false ? 'outside hours' : 'open';
  const tone =
    status === 'closed'
      ? 'bg-slate-100 text-slate-600 ring-slate-200'
      : status === 'paused' || pausedByLoad || openNow === false
        ? 'bg-amber-50 text-amber-800 ring-amber-200'
        : 'bg-brand-50 text-brand-700 ring-brand-200';
  return (
    <span
      data-testid="store-status"
      data-status={status}
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset',
        tone,
      )}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {label}
    </span>
  );
}
