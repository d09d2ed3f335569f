import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { CartView, CloseIcon, REMOTE_PARTS, useStore } from '@minutemart/ui';
import { RemotePart } from '../federation/RemotePage';
import { cartPanel } from './cart-panel';

/**
 * The slide-over cart panel: the cart from the right edge, over a dimmed page. Loaded the first
 * time it opens (Layout); Layout also closes it on every navigation.
 */
export function CartDrawer() {
  const open = useStore(cartPanel);
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  const close = () => cartPanel.set(false);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('[data-drawer-close]')?.focus({ preventScroll: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="animate-fade-in absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]" onClick={close} aria-hidden="true" />
      <aside
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="My Cart"
        data-testid="cart-panel"
        className="animate-slide-in-right absolute inset-y-0 right-0 flex w-full max-w-[420px] flex-col bg-slate-100 shadow-2xl"
      >
        <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3.5">
          <h2 className="text-lg font-bold tracking-tight text-slate-900">My Cart</h2>
          <button
            type="button"
            data-drawer-close
            onClick={close}
            aria-label="Close cart"
            className="grid h-9 w-9 place-items-center rounded-full text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <CloseIcon size={18} />
          </button>
        </header>
        <CartView variant="panel" navigate={navigate} onClose={close} suggestions={<RemotePart {...REMOTE_PARTS.cartTogether} />} />
      </aside>
    </div>,
    document.body,
  );
}
