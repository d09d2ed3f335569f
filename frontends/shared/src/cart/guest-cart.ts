import type { CartLine } from './cart';

/**
 * The cart of a shopper who has not signed in, kept in localStorage so it survives reloads and is
 * shared by the tabs of this browser. Each line keeps the product as it was shown when added (name,
 * picture, price, stock), which is all the cart needs to display it; the server's cart takes over,
 * with current prices, once the lines are merged at sign-in (POST /api/cart/merge).
 */
export const GUEST_CART_KEY = 'minutemart:guest-cart:v1';
/** Cart line ids of guest lines: never sent to the server as line ids. */
export const GUEST_LINE_PREFIX = 'guest:';
/** Same limit as the server cart (CART_MAX_ITEMS): more would only be dropped at the merge. */
export const GUEST_CART_MAX_LINES = 100;

interface StoredLine {
  quantity: number;
  product: CartLine['productId'];
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // disabled storage (privacy mode) throws on access
  }
}

function valid(l: unknown): l is StoredLine {
  const line = l as StoredLine | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    typeof line.product === 'object' &&
    line.product !== null &&
    typeof line.product._id === 'string' &&
    typeof line.product.name === 'string'
  );
}

export const isGuestLine = (line: Pick<CartLine, '_id'>): boolean => line._id.startsWith(GUEST_LINE_PREFIX);

const toLine = (l: StoredLine): CartLine => ({ _id: GUEST_LINE_PREFIX + l.product._id, quantity: l.quantity, productId: l.product });

export const guestCart = {
  /** The stored lines, oldest first; anything unreadable counts as an empty cart. */
  lines(): CartLine[] {
    const raw = storage()?.getItem(GUEST_CART_KEY);
    if (!raw) return [];
    try {
      const parsed = JSON.parse(raw) as unknown;
      return Array.isArray(parsed) ? parsed.filter(valid).slice(0, GUEST_CART_MAX_LINES).map(toLine) : [];
    } catch {
      return [];
    }
  },
  /** Stores the lines (a quantity below 1 drops the line); false when the browser refuses to store. */
  save(lines: CartLine[]): boolean {
    const stored: StoredLine[] = lines.filter((l) => l.quantity >= 1).map((l) => ({ quantity: l.quantity, product: l.productId }));
    try {
      const s = storage();
      if (!s) return false;
      if (stored.length === 0) s.removeItem(GUEST_CART_KEY);
      else s.setItem(GUEST_CART_KEY, JSON.stringify(stored));
      return true;
    } catch {
      return false; // quota exceeded or storage disabled
    }
  },
  clear(): void {
    try {
      storage()?.removeItem(GUEST_CART_KEY);
    } catch {
      /* nothing stored then */
    }
  },
  /** What POST /api/cart/merge takes. */
  mergeBody(lines: CartLine[]): { items: { productId: string; quantity: number }[] } {
    return { items: lines.map((l) => ({ productId: l.productId._id, quantity: l.quantity })) };
  },
};
