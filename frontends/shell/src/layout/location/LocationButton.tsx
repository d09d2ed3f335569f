import { lazy, Suspense, useEffect, useState } from 'react';
import { ChevronDownIcon, cx, deliveryLocation, MapPinIcon, NOT_SERVED_TEXT, promiseHeadline, useDeliveryLocation } from '@minutemart/ui';

// The chooser's code loads when someone opens it.
const LocationDialog = lazy(() => import('./LocationDialog').then((m) => ({ default: m.LocationDialog })));

/**
 * The header's "Delivery in N minutes" for the shopper's location, or the clear "We don't deliver
 * here yet"; opens the chooser (saved addresses or a pincode).
 */
export function LocationButton({ className }: { className?: string }) {
  const { location, promise, status } = useDeliveryLocation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => deliveryLocation.start(), []);

  const notServed = promise && !promise.serviceable;
  const closed = promise && promise.serviceable && !promise.available;
  // Rider capacity on and no rider free (ADR 0027): "Busy: delivery in ~N min".
  const busy = Boolean(promise?.available && promise.riders?.busy);
  const headline = promise ? promiseHeadline(promise) : location ? 'Checking delivery…' : 'Choose your location';
  const place = !location
    ? 'Enter your pincode'
    : notServed && promise.nearest
      ? `${location.pincode} · nearest: ${promise.nearest.area}, ${promise.nearest.city}`
      : [location.label ?? (promise?.serviceable ? promise.area : null), location.pincode].filter(Boolean).join(' · ');

  return (
    <>
      <button
        type="button"
        data-testid="location-button"
        data-state={!promise ? (location ? status : 'none') : notServed ? 'not-served' : closed ? 'unavailable' : 'serviceable'}
        data-busy={busy || undefined}
        aria-haspopup="dialog"
        aria-label={`${headline}. ${place}. Change location`}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={cx(
          'group flex min-w-0 items-center gap-1.5 rounded-xl px-1.5 py-1 text-left transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 md:gap-2 md:px-2',
          className,
        )}
      >
        <MapPinIcon size={18} className={cx('hidden shrink-0 sm:block', notServed ? 'text-red-500' : 'text-brand-600')} />
        <span className="flex min-w-0 flex-col leading-tight">
          <span
            data-testid="location-headline"
            className={cx(
              'truncate text-[13px] font-extrabold md:text-[15px]',
              notServed ? 'text-red-700' : closed || busy ? 'text-amber-700' : 'text-slate-900',
            )}
            title={notServed ? NOT_SERVED_TEXT : headline}
          >
            {headline}
          </span>
          <span className="flex min-w-0 items-center gap-0.5 text-[11px] text-slate-500 md:text-xs">
            <span data-testid="location-place" className="truncate">
              {place}
            </span>
            <ChevronDownIcon size={14} className="shrink-0 text-slate-400 group-hover:text-slate-700" />
          </span>
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <LocationDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
