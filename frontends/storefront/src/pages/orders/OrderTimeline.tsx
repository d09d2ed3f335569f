import { CheckIcon, CloseIcon, cx } from '@minutemart/ui';
import { ORDER_STATE_LABELS } from '@minutemart/contracts/order-states';
import type { Order } from '../../orders/types';
import { FAILED, flowOf, formatTime } from './orderRules';

/** What happened so far (the order's history, live) and, while it is on its way, the steps still ahead. */
export function OrderTimeline({ order }: { order: Order }) {
  const history = [...(order.history ?? [])].sort((a, b) => a.seq - b.seq);
  const reached = new Set(history.map((h) => h.state));
  const ended = FAILED.includes(order.state) || order.state === 'delivered';
  const ahead = ended ? [] : flowOf(order).filter((s) => !reached.has(s) && flowOf(order).indexOf(s) > flowOf(order).indexOf(order.state));
  const steps = [
    ...history.map((h, i) => ({
      key: `h${h.seq}`,
      label: h.status || ORDER_STATE_LABELS[h.state],
      at: h.at,
      reason: h.reason,
      kind: FAILED.includes(h.state) ? 'failed' : i === history.length - 1 && !ended ? 'current' : 'done',
    })),
    ...ahead.map((s) => ({ key: s, label: ORDER_STATE_LABELS[s], at: undefined, reason: undefined, kind: 'ahead' })),
  ];

  return (
    <ol aria-label="Order progress" data-testid="order-timeline" className="relative">
      {steps.map((step, i) => (
        <li key={step.key} data-kind={step.kind} className="relative flex gap-3 pb-4 last:pb-0">
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={cx(
                'absolute left-[11px] top-6 h-[calc(100%-1.25rem)] w-0.5',
                step.kind === 'ahead' || steps[i + 1]?.kind === 'ahead' ? 'bg-slate-200' : 'bg-brand-500',
              )}
            />
          )}
          <span
            className={cx(
              'relative z-10 grid h-6 w-6 shrink-0 place-items-center rounded-full',
              step.kind === 'done' && 'bg-brand-600 text-white',
              step.kind === 'current' && 'bg-brand-600 text-white ring-4 ring-brand-100',
              step.kind === 'failed' && 'bg-red-500 text-white',
              step.kind === 'ahead' && 'border-2 border-slate-200 bg-white',
            )}
          >
            {step.kind === 'failed' ? <CloseIcon size={13} strokeWidth={3} /> : step.kind !== 'ahead' ? <CheckIcon size={13} strokeWidth={3} /> : null}
            {step.kind === 'current' && <span className="absolute inset-0 animate-ping rounded-full bg-brand-500/40" aria-hidden="true" />}
          </span>
          <div className="min-w-0 pt-0.5 leading-tight">
            <p className={cx('text-sm font-semibold', step.kind === 'ahead' ? 'text-slate-400' : step.kind === 'failed' ? 'text-red-700' : 'text-slate-900')}>
              {step.label}
            </p>
            {step.at && <p className="mt-0.5 text-xs text-slate-500">{formatTime(step.at)}</p>}
            {step.reason && <p className="mt-0.5 text-xs text-slate-500">{step.reason}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
