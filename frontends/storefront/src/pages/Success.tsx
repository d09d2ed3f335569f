import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { BoltIcon, CheckIcon, ClockIcon, formatPaise } from '@minutemart/ui';
import { fetchOrder } from '../orders/api';
import type { Order } from '../orders/types';
import { formatClock } from './orders/orderRules';

/** The promise fixed on the order when it was placed (and its time once confirmed). */
type OrderPromise = Pick<Order, 'promisedMinutes' | 'promisedAt'>;

interface SuccessState extends Partial<OrderPromise> {
  text?: string;
  orderId?: string;
  /** The order was received but the stock answer is still coming (202). */
  pending?: boolean;
  totalPaise?: number;
}

/** "Arriving in about 7 minutes (by 9:42 pm)": the order's own promise, never a general one. */
export function arrivalText(p: OrderPromise): string | null {
  if (p.promisedMinutes == null) return null;
  const by = formatClock(p.promisedAt);
  return `Arriving in about ${p.promisedMinutes} ${p.promisedMinutes === 1 ? 'minute' : 'minutes'}${by ? ` (by ${by})` : ''}`;
}

/** The order's promise: passed along by checkout, else read from the order (back from the payment page). */
function useOrderPromise(orderId: string | undefined, given: Partial<OrderPromise> | null): OrderPromise | null {
  const [read, setRead] = useState<OrderPromise | null>(null);
  const known = given?.promisedMinutes != null ? { promisedMinutes: given.promisedMinutes, promisedAt: given.promisedAt ?? null } : null;
  useEffect(() => {
    if (known || !orderId) return;
    let live = true;
    fetchOrder(orderId).then(
      (o) => live && setRead({ promisedMinutes: o.promisedMinutes, promisedAt: o.promisedAt }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, Boolean(known)]);
  return known ?? read;
}

/**
 * /success: '{text or Payment} Successfully', the original client's text. Order placement passes { text: 'Order' } as router
 * state; the payment page comes back with ?text=Payment&order=….
 */
export default function Success() {
  const { state } = useLocation() as { state: SuccessState | null };
  const [params] = useSearchParams();
  const text = state?.text || params.get('text') || 'Payment';
  const orderId = state?.orderId || params.get('order') || undefined;
  const pending = Boolean(state?.pending);
  const promise = useOrderPromise(orderId, state);
  const arrival = promise && arrivalText(promise);

  return (
    <section className="mx-auto my-6 max-w-md md:my-10">
      <div className="overflow-hidden rounded-3xl bg-white text-center shadow-sm ring-1 ring-slate-200/70">
        <div className="bg-gradient-to-b from-brand-50 to-white px-6 pb-6 pt-10">
          <span className="animate-pop-in mx-auto grid h-20 w-20 place-items-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 ring-8 ring-brand-100">
            <CheckIcon size={40} strokeWidth={3} />
          </span>
          <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-brand-800">{text} Successfully</h1>
          {pending && (
            <p
              data-testid="success-pending"
              className="mx-auto mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-600"
            >
              <ClockIcon size={15} />
              We are confirming your order
            </p>
          )}
          {/* Fixed when the order was placed; while it is confirmed the clock has not started yet. */}
          {arrival && (
            <p data-testid="success-arrival" className="mt-2 flex items-center justify-center gap-1 text-sm font-medium text-slate-600">
              <BoltIcon size={14} className="text-accent-500" />
              {arrival}
            </p>
          )}
        </div>
        {(orderId || state?.totalPaise != null || pending) && (
          <dl className="mx-6 grid grid-cols-1 gap-2 rounded-2xl bg-slate-50 p-4 text-left text-sm">
            {orderId && (
              <div className="flex justify-between gap-3">
                <dt className="shrink-0 whitespace-nowrap text-slate-500">Order id</dt>
                <dd data-testid="success-order-id" title={orderId} className="min-w-0 truncate font-mono text-[13px] font-semibold text-slate-800">
                  {orderId}
                </dd>
              </div>
            )}
            {state?.totalPaise != null && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-500">Amount</dt>
                <dd className="font-semibold text-slate-800">{formatPaise(state.totalPaise)}</dd>
              </div>
            )}
            {pending && <p className="text-slate-500">Stock is being reserved right now. My Orders shows the moment it is confirmed.</p>}
          </dl>
        )}
        <div className="grid gap-2.5 p-6">
          <Link to="/dashboard/myorders" className="rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700">
            Track in My Orders
          </Link>
          <Link to="/" className="rounded-xl border border-brand-600 px-5 py-3 font-semibold text-brand-700 transition hover:bg-brand-50">
            Go To Home
          </Link>
        </div>
      </div>
    </section>
  );
}
