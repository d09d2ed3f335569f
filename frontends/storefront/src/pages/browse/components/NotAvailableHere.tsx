import { cx, MapPinIcon, shortLineText, useDeliveryLocation } from '@minutemart/ui';
import type { Product } from '../api';

/** Sold, but not by the shopper's store (reads with their `store` say `stocked: false`; ADR 0015). */
export const isNotCarried = (p: Pick<Product, 'stocked'>): boolean => p.stocked === false;

/** "Not available at Koramangala": the words the cart uses for the same line, so the two agree. */
export const notAvailableText = (storeName: string | undefined): string => shortLineText({ available: 0, stocked: false }, storeName);

/**
 * In place of the Buy button when the shopper's store does not carry the product: which store, so
 * the shopper knows it is about where they are, not whether the product exists.
 */
export function NotAvailableHere({ variant }: { variant: 'card' | 'detail' }) {
  const { promise } = useDeliveryLocation();
  const storeName = promise?.storeName;
  if (variant === 'card') {
    return (
      <p
        data-testid="not-available-here"
        className="mt-2 flex items-start gap-1 rounded-lg bg-amber-50 px-2 py-1.5 text-[11px] font-semibold leading-tight text-amber-900 ring-1 ring-inset ring-amber-200 md:text-xs"
      >
        <MapPinIcon size={12} className="mt-px shrink-0 text-amber-600" />
        <span className="min-w-0">{notAvailableText(storeName)}</span>
      </p>
    );
  }
  return (
    <div data-testid="not-available-here" className={cx('flex gap-3 rounded-xl bg-amber-50 p-3.5 ring-1 ring-inset ring-amber-200')}>
      <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-white text-amber-600 ring-1 ring-amber-200">
        <MapPinIcon size={18} />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-amber-950">{notAvailableText(storeName)}</p>
        <p className="mt-0.5 text-sm text-amber-900/80">
          {storeName ? `Our ${storeName} store` : 'The store near you'}
          {promise?.pincode ? `, which delivers to ${promise.pincode},` : ''} does not stock this product. Another delivery location may have it.
        </p>
      </div>
    </div>
  );
}
