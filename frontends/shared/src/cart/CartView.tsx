import { useState, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { BoltIcon, BasketIcon, ChevronRightIcon, TrashIcon } from '../components/Icons';
import { ProductThumb } from '../components/ProductThumb';
import { Skeleton } from '../components/Spinner';
import { session } from '../session/session';
import { toast } from '../toast/toast';
import { discountedPaise, toPaise } from '@minutemart/contracts/pricing';
import { cx, formatPaise } from '../utils/format';
import { BillDetails } from './BillDetails';
import { cart, useCart, useCartMeta, type CartLine } from './cart';
import { QtyStepper } from './QtyStepper';
import { useDeliveryLocation } from '../location/location';
import { promiseHeadline } from '../location/promise';
import { fitCartToStore, shortLineText, useCartAvailability, type ShortLine } from '../location/cart-availability';
import { useQuote } from './quote';
import { useOnline } from '../utils/online';

export const PLEASE_LOGIN_TEXT = 'Please Login';
export const PROCEED_TEXT = 'Proceed';
export const CHECKOUT_OFFLINE_TEXT = "You're offline: checkout needs a connection";

/** What blocks Proceed while the shopper's store cannot fill some lines. */
function storeWarningText(short: ShortLine[], storeName: string | undefined): string {
  const where = storeName ? `our ${storeName} store` : 'the store near you';
  const count = short.length === 1 ? '1 item' : `${short.length} items`;
  const them = short.length === 1 ? 'it' : 'them';
  return `${count} can't come from ${where}. ${short.every((s) => s.available <= 0) ? `Remove ${them}` : `Remove or lower ${them}`} to check out.`;
}

export interface CartViewProps {
  /** 'panel': inside the slide-over; 'page': the /cart route (footer sticks to the bottom of the screen). */
  variant: 'panel' | 'page';
  /** The router's navigate (this package does not depend on the router). */
  navigate: (to: string, options?: { state?: unknown }) => void;
  /** Closes the slide-over before leaving it. */
  onClose?: () => void;
  /** Under the lines, above the bill, while the cart has lines (the shell's "Often bought together"). */
  suggestions?: ReactNode;
}

/**
 * The cart's content (the slide-over cart panel, also the /cart page): lines with picture, name, unit,
 * price, steppers and item totals, the bill, and 'Proceed' to /checkout ('Please Login' when signed out).
 */
export function CartView({ variant, navigate, onClose, suggestions }: CartViewProps) {
  const { lines, ...totals } = useCart();
  const { status } = useCartMeta();
  const { promise, location } = useDeliveryLocation();
  const { short } = useCartAvailability(lines);
  // The server's bill for the shopper's location: fees with their reasons, offers applied for them, nudges.
  const signedIn = Boolean(session.store.get().user);
  const { quote, loading: quoting } = useQuote({ lines, pincode: location?.pincode, addressId: signedIn ? location?.addressId : undefined });
  const storeName = promise?.storeName;
  const [fitting, setFitting] = useState(false);
  // Checkout would be refused with these lines: fix them first (ADR 0015).
  const blocked = short.length > 0;
  const online = useOnline();
  const go = (to: string, state?: unknown) => {
    onClose?.();
    navigate(to, state === undefined ? undefined : { state });
  };
  const proceed = () => {
    if (blocked || !online) return;
    if (!session.store.get().user) {
      // The guest cart stays in this browser and joins the account's cart at sign-in; then on to checkout.
      toast.info(PLEASE_LOGIN_TEXT);
      go('/login', { from: '/checkout' });
      return;
    }
    go('/checkout');
  };

  if (lines.length === 0) {
    return (
      <div className="flex flex-1 flex-col p-4">
        {status === 'loading' ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-16 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        ) : (
          <div
            data-testid="cart-empty"
            className="flex flex-1 flex-col items-center justify-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200/70"
          >
            <span className="mb-4 grid h-20 w-20 place-items-center rounded-full bg-brand-50 text-brand-600">
              <BasketIcon size={36} />
            </span>
            <p className="text-lg font-bold text-slate-900">Your cart is empty</p>
            <p className="mt-1 max-w-60 text-sm text-slate-500">Add fresh groceries and daily essentials: they reach you in minutes.</p>
            <Button className="mt-5" onClick={() => go('/')}>
              Start Shopping
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className={cx('flex-1 space-y-3 p-3 sm:p-4', variant === 'panel' ? 'overflow-y-auto overscroll-contain' : 'max-md:px-0 max-md:pb-28')}>
        <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
          <div className="mb-3 flex items-center gap-3">
            <span className="grid h-10 w-10 place-items-center rounded-xl bg-accent-100 text-accent-600">
              <BoltIcon size={20} />
            </span>
            <div className="leading-tight">
              <p className="font-bold text-slate-900" data-testid="cart-promise">
                {promise ? promiseHeadline(promise) : 'Delivery in 10 minutes'}
              </p>
              <p className="text-xs text-slate-500">
                Shipment of {totals.totalQty} {totals.totalQty === 1 ? 'item' : 'items'}
              </p>
            </div>
          </div>
          <ul className="divide-y divide-slate-100" aria-label="Cart items">
            {lines.map((line) => (
              <CartLineRow key={line._id} line={line} short={short.find((x) => x.productId === line.productId._id)} storeName={storeName} />
            ))}
          </ul>
        </section>
        {blocked && (
          <div
            role="status"
            data-testid="cart-store-warning"
            className="flex flex-col gap-2.5 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between"
          >
            <p>{storeWarningText(short, storeName)}</p>
            {short.length > 1 && (
              <Button
                size="sm"
                variant="danger"
                loading={fitting}
                className="shrink-0 self-start sm:self-auto"
                data-testid="cart-fit-store"
                onClick={async () => {
                  setFitting(true);
                  await fitCartToStore(lines, short).finally(() => setFitting(false));
                }}
              >
                {short.every((x) => x.available <= 0) ? `Remove ${short.length} items` : 'Fix these items'}
              </Button>
            )}
          </div>
        )}
        {suggestions}
        <BillDetails totals={totals} bill={quote} pending={quoting} />
        <p className="px-1 text-xs leading-relaxed text-slate-500">Prices include taxes. Orders cannot be cancelled once packed for delivery.</p>
      </div>
      <div
        className={cx(
          'border-t border-slate-200 bg-white p-3 sm:p-4',
          // On a phone the page's Proceed bar sits where the View Cart bar was, always in reach.
          variant === 'page' &&
            'max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-md:shadow-[0_-6px_16px_rgba(15,23,42,0.08)] md:rounded-b-2xl',
        )}
      >
        {blocked && (
          <p data-testid="cart-proceed-blocked" className="mb-2 text-center text-xs font-semibold text-red-700">
            Remove the items marked above to proceed
          </p>
        )}
        {!online && !blocked && (
          <p data-testid="cart-proceed-offline" className="mb-2 text-center text-xs font-semibold text-slate-600">
            {CHECKOUT_OFFLINE_TEXT}
          </p>
        )}
        <button
          type="button"
          data-testid="cart-proceed"
          onClick={proceed}
          disabled={blocked || !online}
          className="flex w-full items-center justify-between rounded-xl bg-brand-600 px-4 py-3 text-left text-white shadow-sm transition hover:bg-brand-700 active:scale-[0.99] disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none disabled:active:scale-100"
        >
          <span className="flex flex-col leading-tight">
            <span className="text-base font-bold tabular-nums" data-testid="cart-total">
              {formatPaise(quote?.grandTotalPaise ?? totals.grandTotalPaise)}
            </span>
            <span className={cx('text-[11px] font-semibold uppercase tracking-wide', blocked || !online ? 'text-slate-500' : 'text-brand-100')}>Total</span>
          </span>
          <span className="flex items-center gap-1 text-base font-bold">
            {PROCEED_TEXT}
            <ChevronRightIcon size={20} />
          </span>
        </button>
      </div>
    </div>
  );
}

function CartLineRow({ line, short, storeName }: { line: CartLine; short?: ShortLine; storeName?: string }) {
  const p = line.productId;
  const pricePaise = toPaise(p.price);
  const unitPaise = discountedPaise(pricePaise, p.discount ?? 0);
  const { pending } = useCartMeta();
  const busy = Boolean(pending[p._id]);
  return (
    <li data-testid="cart-line" data-product-id={p._id} data-unavailable={short ? true : undefined} className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <ProductThumb src={p.image?.[0]} alt={p.name} size={64} className={cx(short && short.available <= 0 && 'opacity-60 grayscale')} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium leading-5 text-slate-800">{p.name}</p>
        {p.unit && <p className="mt-0.5 text-xs text-slate-500">{p.unit}</p>}
        <p className="mt-1 flex items-baseline gap-1.5 text-xs tabular-nums">
          <span className="font-semibold text-slate-800">{formatPaise(unitPaise)}</span>
          {unitPaise < pricePaise && <s className="text-slate-500">{formatPaise(pricePaise)}</s>}
        </p>
        {short && (
          <p data-testid="cart-line-unavailable" className="mt-1 text-xs font-semibold text-red-700">
            {shortLineText(short, storeName)}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        {short && short.available <= 0 ? (
          // Nothing to step: the store has none. One tap takes the line out.
          <button
            type="button"
            data-testid="cart-line-remove"
            disabled={busy}
            onClick={() => void cart.remove(line)}
            className="inline-flex h-8 items-center gap-1 rounded-lg border border-red-200 bg-white px-2.5 text-xs font-bold text-red-700 transition hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
          >
            <TrashIcon size={14} />
            Remove<span className="sr-only"> {p.name}</span>
          </button>
        ) : (
          <QtyStepper line={line} />
        )}
        <span data-testid="line-total" className="text-sm font-bold tabular-nums text-slate-900">
          {formatPaise(unitPaise * line.quantity)}
        </span>
      </div>
    </li>
  );
}
