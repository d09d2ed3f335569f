import { MapPinIcon, Spinner, cx } from '@minutemart/ui';
import type { Order } from '../api/orders';
import { ArrowRightIcon, BanIcon } from '../components/icons';
import { AgeChip, PaymentBadge, StateBadge } from './badges';
import { substitutionSummary } from './SubstitutionNotes';
import { CLOSED_STATES, canCancel, cityLine, formatPaise, isPriced, itemCount, nextStep, shortId, stateLabel } from './model';

export interface OrderActions {
  onOpen: (order: Order) => void;
  /** Absent when the caller may not take the board's steps (orders.advance): no button is offered. */
  onAdvance?: (order: Order) => void;
  /** Absent without orders.cancel. */
  onCancel?: (order: Order) => void;
  /** Order ids with a request in flight. */
  busy: ReadonlySet<string>;
}

/** The buttons an order gets: its next step and cancelling, each only where the state and the caller's permissions allow it. */
export function offeredActions(order: Order, actions: OrderActions) {
  const { onAdvance, onCancel } = actions;
  const step = onAdvance ? nextStep(order.state) : null;
  const advance = step && onAdvance ? { ...step, run: () => onAdvance(order) } : null;
  const cancel = onCancel && canCancel(order.state) ? () => onCancel(order) : null;
  return { advance, cancel };
}

/** One order on the board: id, age, where it goes, what it is worth, how it is paid, and its next step. */
export function OrderCard({
  order,
  now,
  actions,
  showState = false,
  highlight = false,
}: {
  order: Order;
  now: number;
  actions: OrderActions;
  showState?: boolean;
  highlight?: boolean;
}) {
  const { advance: step, cancel } = offeredActions(order, actions);
  const cancellable = Boolean(cancel);
  const busy = actions.busy.has(order.orderId);
  const qty = itemCount(order);
  const substitutions = substitutionSummary(order);
  // Why an order ended early is what people ask about it first.
  const endReason = CLOSED_STATES.includes(order.state)
    ? (order.history[order.history.length - 1]?.reason ??
      (order.unavailable?.length ? `Out of stock: ${order.unavailable.map((u) => u.name).join(', ')}` : undefined))
    : undefined;
  return (
    <article
      data-testid="order-card"
      data-order-id={order.orderId}
      data-state={order.state}
      className={cx(
        'relative rounded-xl border bg-white shadow-sm shadow-slate-900/[0.03] transition-[border-color,box-shadow,background-color] duration-700',
        highlight ? 'border-brand-400 bg-brand-50/40 ring-2 ring-brand-400/40' : 'border-slate-200 hover:border-slate-300 hover:shadow-md',
      )}
    >
      <button
        type="button"
        onClick={() => actions.onOpen(order)}
        aria-label={`Open order ${order.orderId}`}
        className="block w-full rounded-t-xl px-3 pb-2 pt-2.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <div className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate font-mono text-[13px] font-bold tracking-tight text-slate-900" title={order.orderId}>
            <span className="font-sans font-semibold text-slate-400">#</span>
            {shortId(order.orderId)}
          </span>
          <AgeChip order={order} now={now} compact />
        </div>
        <p className="mt-1 flex min-w-0 items-center gap-1 text-xs text-slate-500">
          <MapPinIcon size={12} className="shrink-0 text-slate-400" />
          <span className="truncate" data-testid="order-city">
            {cityLine(order)}
          </span>
        </p>
        {isPriced(order) ? (
          <div className="mt-2 flex items-baseline justify-between gap-2">
            <span className="text-xs font-medium text-slate-600" data-testid="order-items">
              {qty} {qty === 1 ? 'item' : 'items'}
            </span>
            <span className="text-sm font-bold tabular-nums text-slate-900" data-testid="order-total">
              {formatPaise(order.totals.grandTotalPaise)}
            </span>
          </div>
        ) : (
          <p className="mt-2 text-xs font-medium text-slate-500" data-testid="order-items">
            {order.state === 'pending' ? 'Checking stock…' : 'Nothing charged'}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-1">
          {showState && <StateBadge state={order.state} />}
          <PaymentBadge order={order} compact />
        </div>
        {substitutions.length > 0 && (
          <ul className="mt-1.5 grid gap-0.5 text-xs font-medium text-sky-800" data-testid="order-substitutions">
            {substitutions.map((text) => (
              <li key={text} className="truncate" title={text}>
                {text}
              </li>
            ))}
          </ul>
        )}
        {endReason && (
          <p className="mt-1.5 truncate text-xs italic text-slate-500" title={endReason}>
            “{endReason}”
          </p>
        )}
      </button>
      {(step || cancellable) && (
        <div className="flex gap-1.5 border-t border-slate-100 px-2 py-2">
          {step && (
            <button
              type="button"
              disabled={busy}
              onClick={step.run}
              aria-label={`Move order ${order.orderId} to ${stateLabel(step.to)}`}
              title={`Move to ${stateLabel(step.to)}`}
              className="inline-flex h-8 min-w-0 flex-1 items-center justify-center gap-1 rounded-lg bg-brand-600 px-2 text-[12.5px] font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:bg-slate-300"
            >
              {busy ? <Spinner size={13} label="Saving" /> : null}
              <span className="truncate">{step.short}</span>
              {!busy && <ArrowRightIcon size={13} className="shrink-0" />}
            </button>
          )}
          {cancellable && (
            <button
              type="button"
              disabled={busy}
              onClick={cancel!}
              aria-label={`Cancel order ${order.orderId}`}
              title="Cancel order"
              className={cx(
                'inline-flex h-8 items-center justify-center gap-1 rounded-lg px-2.5 text-[12.5px] font-semibold text-red-700 ring-1 ring-inset ring-red-100 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-500 disabled:text-slate-400',
                step ? 'shrink-0' : 'flex-1',
              )}
            >
              <BanIcon size={14} className="shrink-0" />
              {/* Next to a step button the narrow desktop columns have room for the icon only. */}
              <span className={cx(step && 'xl:sr-only')}>Cancel</span>
            </button>
          )}
        </div>
      )}
    </article>
  );
}
