import type { ReactNode } from 'react';
import { cx } from '@minutemart/ui';
import type { OrderState } from '@minutemart/contracts/order-states';
import type { Order } from '../api/orders';
import { CashIcon, ClockIcon, CreditCardIcon } from '../components/icons';
import { formatElapsed, paymentSummary, stateLabel, STATE_TONES, urgency, type Tone } from './model';

const pill: Record<Tone, string> = {
  green: 'bg-brand-50 text-brand-800 ring-brand-200',
  amber: 'bg-accent-50 text-accent-600 ring-accent-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
};

export function Pill({ tone, children, className, title }: { tone: Tone; children: ReactNode; className?: string; title?: string }) {
  return (
    <span
      title={title}
      className={cx(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-0.5 text-[11px] font-semibold leading-4 ring-1 ring-inset',
        pill[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function StateBadge({ state }: { state: OrderState }) {
  return (
    <Pill tone={STATE_TONES[state] ?? 'slate'} className="uppercase tracking-wide">
      {stateLabel(state)}
    </Pill>
  );
}

/** 'COD · Due on delivery', 'Card · Paid': how the order is paid and where that stands. */
export function PaymentBadge({ order, compact = false }: { order: Pick<Order, 'paymentMethod' | 'paymentState' | 'state'>; compact?: boolean }) {
  const p = paymentSummary(order, compact);
  const full = paymentSummary(order);
  const Icon = order.paymentMethod === 'card' ? CreditCardIcon : CashIcon;
  return (
    <Pill tone={p.tone} title={full.state ? `${full.method} · ${full.state}` : full.method}>
      <Icon size={12} />
      {p.method}
      {p.state && <span className="font-medium">· {p.state}</span>}
    </Pill>
  );
}

const ageTone = {
  late: 'text-red-700 bg-red-50 ring-red-200',
  soon: 'text-accent-600 bg-accent-50 ring-accent-200',
  ok: 'text-slate-600 bg-slate-50 ring-slate-200',
  closed: 'text-slate-500 bg-transparent ring-transparent',
};

/** Time since the order was placed; amber near and red past the promised delivery time. */
export function AgeChip({ order, now, compact = false }: { order: Order; now: number; compact?: boolean }) {
  const u = urgency(order, now);
  const placed = Date.parse(order.createdAt) || now;
  const elapsed = formatElapsed(now - placed, compact);
  const label = u === 'closed' && !compact && elapsed !== 'just now' ? `${elapsed} ago` : elapsed;
  return (
    <span
      data-testid="order-age"
      title={u === 'late' ? 'Past the promised delivery time' : `Placed ${new Date(placed).toLocaleString('en-IN')}`}
      className={cx('inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-[11px] font-semibold tabular-nums ring-1 ring-inset', ageTone[u])}
    >
      <ClockIcon size={11} />
      {label}
    </span>
  );
}
