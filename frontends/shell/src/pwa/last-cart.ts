import { cart, hasSessionHint, session, type CartLine } from '@minutemart/ui';

/**
 * The signed-in shopper's cart as the server last sent it, kept in this browser so the offline page can
 * show it (a guest's cart is in the browser already: `guestCart`). Written whenever the server's cart is
 * in the store; logout clears it with the rest of localStorage (session.logout), and it is shown only
 * while the "signed in" hint cookie says the session is still there.
 */
export const LAST_CART_KEY = 'minutemart:last-cart:v1';

interface Remembered {
  userId: string;
  lines: CartLine[];
}

export function rememberCart(): void {
  const save = () => {
    const user = session.store.get().user;
    if (!user || cart.meta.get().status !== 'ready') return;
    try {
      localStorage.setItem(LAST_CART_KEY, JSON.stringify({ userId: user._id, lines: cart.store.get() } satisfies Remembered));
    } catch {
      /* storage full or disabled: the offline page then shows what is in memory */
    }
  };
  cart.store.subscribe(save);
  cart.meta.subscribe(save);
}

/** What the offline page shows: the cart in memory, else the last one kept for a session still signed in. */
export function lastCart(): CartLine[] {
  const current = cart.store.get();
  if (current.length > 0 || !hasSessionHint()) return current;
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_CART_KEY) ?? 'null') as Remembered | null;
    return Array.isArray(kept?.lines) ? kept.lines.filter((l) => l && typeof l.productId?.name === 'string' && l.quantity >= 1) : [];
  } catch {
    return [];
  }
}
