import { Link, useLocation } from 'react-router';
import { CartIcon, ChevronRightIcon, formatPaise, useCart } from '@minutemart/ui';
import { cartPanel } from './cart-panel';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** Header cart button (desktop): item count and total; opens the slide-over cart. */
export function CartButton() {
  const { totalQty, grandTotalPaise } = useCart();
  return (
    <button
      type="button"
      onClick={() => cartPanel.set(true)}
      data-testid="cart-button"
      aria-haspopup="dialog"
      aria-label={`Cart: ${itemsLabel(totalQty)}, ${formatPaise(grandTotalPaise)}`}
      className="flex h-12 items-center gap-2.5 rounded-xl bg-brand-600 px-3.5 text-white shadow-sm shadow-brand-700/30 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <CartIcon size={22} className="animate-none" />
      <span className="flex flex-col text-left leading-tight">
        <span className="text-xs font-medium text-brand-100">{itemsLabel(totalQty)}</span>
        <span className="text-sm font-bold">{formatPaise(grandTotalPaise)}</span>
      </span>
    </button>
  );
}

/** Pages that have their own bottom bar or where the bar only covers forms and payment buttons. */
const NO_CART_BAR = /^\/(cart|checkout|pay|success|cancel|dashboard)(\/|$)/;

/** Sticky 'View Cart' bar under 768 px once the cart has items; hidden on the cart itself, checkout, payment and the dashboard. */
export function MobileCartBar() {
  const { pathname } = useLocation();
  const { totalQty, grandTotalPaise } = useCart();
  // An empty cart has nothing to view: the bar would only cover the page.
  if (totalQty === 0 || NO_CART_BAR.test(pathname)) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 px-3 pb-3 md:hidden" data-testid="mobile-cart-bar">
      <Link to="/cart" className="flex items-center justify-between rounded-2xl bg-brand-700 px-4 py-3 text-white shadow-lg shadow-brand-900/25">
        <span className="flex items-center gap-3">
          <span className="grid h-9 w-9 place-items-center rounded-xl bg-white/15">
            <CartIcon size={20} />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-xs text-brand-100">{itemsLabel(totalQty)}</span>
            <span className="text-sm font-bold">{formatPaise(grandTotalPaise)}</span>
          </span>
        </span>
        <span className="flex items-center gap-1 text-sm font-semibold">
          View Cart
          <ChevronRightIcon size={18} />
        </span>
      </Link>
    </div>
  );
}
