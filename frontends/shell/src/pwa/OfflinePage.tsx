import { useMemo, useState } from 'react';
import { discountedPaise, toPaise } from '@minutemart/contracts/pricing';
import {
  Button,
  cart,
  CloudOffIcon,
  cartTotals,
  connectivity,
  formatPaise,
  InfoIcon,
  ProductThumb,
  RefreshIcon,
  useStore,
  type CartLine,
} from '@minutemart/ui';
import { lastCart } from './last-cart';

export const OFFLINE_TITLE = "You're offline — showing your last cart";

/**
 * What every page shows while the browser has no network (the service worker serves the shell and
 * its code from its caches): the last cart, read-only, and a Retry that checks the connection. Prices
 * are the ones last seen: the bill, stock and checkout need the server, so they wait for it.
 */
export function OfflinePage() {
  const current = useStore(cart.store);
  const lines = useMemo(() => (current.length > 0 ? current : lastCart()), [current]);
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  const totals = cartTotals(lines);
  const retry = async () => {
    setChecking(true);
    setStillOffline(!(await connectivity.check()));
    setChecking(false);
  };
  return (
    <section data-testid="offline-page" aria-labelledby="offline-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <div role="status" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-6">
        <div className="flex items-start gap-4">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-accent-100 text-accent-700">
            <CloudOffIcon size={24} />
          </span>
          <div className="min-w-0 flex-1">
            <h1 id="offline-title" className="text-lg font-bold leading-snug tracking-tight text-slate-900 sm:text-xl">
              {OFFLINE_TITLE}
            </h1>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">
              Prices, stock and checkout need a connection. Your cart is safe on this device: carry on when you are back online.
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3 sm:pl-16">
          <Button onClick={() => void retry()} loading={checking} data-testid="offline-retry">
            {!checking && <RefreshIcon size={16} />}
            Retry
          </Button>
          {stillOffline && !checking && (
            <p data-testid="offline-still" className="text-sm font-medium text-slate-600">
              Still offline. We'll reconnect as soon as your network is back.
            </p>
          )}
        </div>
      </div>

      {lines.length === 0 ? (
        <div data-testid="offline-cart-empty" className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200/70">
          <p className="font-semibold text-slate-800">Your cart is empty</p>
          <p className="mt-1 text-sm text-slate-500">Items you add will show here, even without a connection.</p>
        </div>
      ) : (
        <section aria-label="Your last cart" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
          <h2 className="mb-3 flex items-baseline justify-between text-base font-bold text-slate-900">
            Your cart
            <span className="text-xs font-medium text-slate-500">
              {totals.totalQty} {totals.totalQty === 1 ? 'item' : 'items'}
            </span>
          </h2>
          <ul className="divide-y divide-slate-100" aria-label="Cart items">
            {lines.map((line) => (
              <OfflineLine key={line._id} line={line} />
            ))}
          </ul>
          <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-3 text-sm">
            <span className="text-slate-600">Items total (prices last seen)</span>
            <span data-testid="offline-cart-total" className="font-bold tabular-nums text-slate-900">
              {formatPaise(totals.itemsPaise)}
            </span>
          </div>
          <button
            type="button"
            disabled
            aria-describedby="offline-checkout-reason"
            data-testid="offline-checkout"
            className="mt-4 w-full cursor-not-allowed rounded-xl bg-slate-200 px-4 py-3 text-base font-bold text-slate-500"
          >
            Proceed to checkout
          </button>
          <p id="offline-checkout-reason" className="mt-2 flex items-center justify-center gap-1.5 text-xs font-medium text-slate-600">
            <InfoIcon size={14} />
            Checkout needs a connection: delivery fees and stock are confirmed by the store.
          </p>
        </section>
      )}
    </section>
  );
}

function OfflineLine({ line }: { line: CartLine }) {
  const p = line.productId;
  const unitPaise = discountedPaise(toPaise(p.price), p.discount ?? 0);
  return (
    <li data-testid="offline-cart-line" className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ProductThumb src={p.image?.[0]} alt={p.name} size={56} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium leading-5 text-slate-800">{p.name}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {p.unit ? `${p.unit} · ` : ''}
          {line.quantity} × {formatPaise(unitPaise)}
        </p>
      </div>
      <span className="shrink-0 text-sm font-bold tabular-nums text-slate-900">{formatPaise(unitPaise * line.quantity)}</span>
    </li>
  );
}
