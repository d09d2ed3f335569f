import { createStore, globalSingleton, useStore } from '../utils/store';
import { discountedPrice } from '../utils/format';

/** Cart line as GET /api/cart/get returns it. */
export interface CartLine {
  _id: string;
  quantity: number;
  productId: { _id: string; name: string; image: string[]; price: number; discount?: number; unit?: string; stock?: number };
}

export interface CartTotals {
  totalQty: number;
  /** Discounted total. */
  totalPrice: number;
  /** Undiscounted total. */
  notDiscountTotalPrice: number;
}

const store = globalSingleton('cart', () => createStore<CartLine[]>([]));

export function cartTotals(lines: CartLine[]): CartTotals {
  return lines.reduce<CartTotals>(
    (acc, line) => {
      const price = Number(line.productId?.price ?? 0);
      const discount = Number(line.productId?.discount ?? 0);
      acc.totalQty += line.quantity;
      acc.totalPrice += discountedPrice(price, discount) * line.quantity;
      acc.notDiscountTotalPrice += price * line.quantity;
      return acc;
    },
    { totalQty: 0, totalPrice: 0, notDiscountTotalPrice: 0 },
  );
}

/** Client cart state. Fetching (GET /api/cart/get) lands with the cart screens. */
export const cart = {
  store,
  set: (lines: CartLine[]) => store.set(lines),
  clear: () => store.set([]),
};

export function useCart(): { lines: CartLine[] } & CartTotals {
  const lines = useStore(store);
  return { lines, ...cartTotals(lines) };
}
