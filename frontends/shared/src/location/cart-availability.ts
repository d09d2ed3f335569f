import { useEffect, useState } from 'react';
import { api, ApiError } from '../api/client';
import type { CartLine } from '../cart/cart';
import { globalSingleton } from '../utils/store';
import { useShopperStore } from './location';

/** What the shopper's store has of a cart line's product. */
export interface LineAvailability {
  productId: string;
  /** Units on the store's shelf (0: not sold there or sold out). */
  stock: number;
}

/** One read per product and store for this long: the cart panel opens and closes often. */
const FRESH_MS = 30_000;
const cache = globalSingleton('cartAvailability', () => new Map<string, { at: number; stock: Promise<number> }>());

/** The store's units of a product (product detail with `store`); a product gone from the catalogue has none. */
function stockAt(storeId: string, productId: string): Promise<number> {
  const key = `${storeId}|${productId}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.stock;
  const stock = api
    .post<{ stock?: number }>('/api/product/get-product-details', { productId, store: storeId })
    .then((env) => Math.max(0, Number(env.data?.stock) || 0))
    .catch((err: unknown) => {
      cache.delete(key);
      if (err instanceof ApiError && err.status === 404) return 0;
      throw err;
    });
  cache.set(key, { at: Date.now(), stock });
  return stock;
}

/** Forget what was read (after an order was refused for stock, the shelves are known to have moved). */
export function forgetCartAvailability(): void {
  cache.clear();
}

/** The cart lines the shopper's store cannot fill as they are: not sold there, sold out, or fewer units than asked. */
export interface ShortLine {
  productId: string;
  name: string;
  requested: number;
  available: number;
}

/**
 * Checks each cart line against the chosen store's shelf (ADR 0007: a cart filled before choosing
 * a location, or at another one, may hold products this store does not sell). Empty while there is
 * no store or the answers are still coming; a product that could not be read is not flagged.
 */
export function useCartAvailability(lines: CartLine[]): { storeId: string | undefined; short: ShortLine[]; checking: boolean } {
  const storeId = useShopperStore();
  const [result, setResult] = useState<{ key: string; stock: Record<string, number> }>({ key: '', stock: {} });
  const ids = [...new Set(lines.map((l) => l.productId?._id).filter((id): id is string => Boolean(id)))].sort();
  const key = storeId ? `${storeId}|${ids.join(',')}` : '';

  useEffect(() => {
    if (!storeId || ids.length === 0) return;
    let live = true;
    void Promise.all(ids.map((id) => stockAt(storeId, id).then((n) => [id, n] as const, () => null))).then((pairs) => {
      if (!live) return;
      setResult({ key, stock: Object.fromEntries(pairs.filter((p): p is readonly [string, number] => p !== null)) });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!storeId || result.key !== key) return { storeId, short: [], checking: Boolean(storeId && ids.length) };
  const short = lines
    .filter((l) => l.productId?._id in result.stock && result.stock[l.productId._id]! < l.quantity)
    .map((l) => ({ productId: l.productId._id, name: l.productId.name, requested: l.quantity, available: result.stock[l.productId._id]! }));
  return { storeId, short, checking: false };
}

/** "Not sold at this store" / "Only 2 left at this store". */
export function shortLineText(s: Pick<ShortLine, 'available'>): string {
  return s.available <= 0 ? 'Not available at your store' : `Only ${s.available} left at your store`;
}
