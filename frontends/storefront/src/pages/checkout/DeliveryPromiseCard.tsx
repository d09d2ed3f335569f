import { AlertIcon, BoltIcon, ClockIcon, cx, nearestAreaText, promiseHeadline, Skeleton, type DeliveryPromise } from '@minutemart/ui';

/** The promise for the address being ordered to: minutes and store, the clear "not yet", or why the store cannot take it now. */
export function DeliveryPromiseCard({ promise, pincode }: { promise: DeliveryPromise | null; pincode: string | undefined }) {
  if (!pincode) return null;
  if (!promise) return <Skeleton className="h-[72px] rounded-2xl" />;
  if (!promise.serviceable) {
    const nearest = nearestAreaText(promise);
    return (
      <div
        role="status"
        data-testid="checkout-promise"
        data-state="not-served"
        className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <AlertIcon size={20} className="mt-0.5 shrink-0 text-red-500" />
        <div>
          <p className="font-bold">{promise.message}</p>
          <p className="mt-0.5">Choose another address to place this order.</p>
          {nearest && <p className="mt-1 text-red-700/90">Nearest area we deliver to: {nearest}</p>}
        </div>
      </div>
    );
  }
  if (!promise.available) {
    return (
      <div
        role="status"
        data-testid="checkout-promise"
        data-state="unavailable"
        className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <ClockIcon size={20} className="mt-0.5 shrink-0 text-amber-600" />
        <p>{promise.message}</p>
      </div>
    );
  }
  // Rider capacity on and no rider free (ADR 0027): the longer time, said plainly.
  const busy = Boolean(promise.riders?.busy);
  return (
    <div
      data-testid="checkout-promise"
      data-state="serviceable"
      data-busy={busy || undefined}
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
    >
      <span className={cx('grid h-11 w-11 shrink-0 place-items-center rounded-xl', busy ? 'bg-amber-100 text-amber-600' : 'bg-accent-100 text-accent-600')}>
        {busy ? <ClockIcon size={22} /> : <BoltIcon size={22} />}
      </span>
      <div className="min-w-0 leading-tight">
        <p className="text-base font-bold text-slate-900">{promiseHeadline(promise)}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {busy ? `${promise.riders?.onShift ? 'Our riders are all out' : 'No rider is on shift right now'}: the time includes the wait for one. ` : ''}
          Packed at our {promise.storeName} store{promise.distanceKm ? `, ${promise.distanceKm} km away` : ''}. The time is fixed when you place the order.
        </p>
      </div>
    </div>
  );
}
