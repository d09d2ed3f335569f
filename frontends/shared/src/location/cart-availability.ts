import { useEffect, useState } from 'react';
import { api, ApiError } from '../api/client';
import { cart, type CartLine } from '../cart/cart';
import { globalSingleton } from '../utils/store';
import { useShopperStore } from './location';

/** What the shopper's store has of a cart line's product. */
export interface LineAvailability {
  productId: string;
  /** Units on the store's shelf (0: not sold there or sold out). */
  stock: number;
  /** The store carries the product at all (false: sold elsewhere, not by this store). */
  stocked: boolean;
}

type Shelf = Omit<LineAvailability, 'productId'>;

/** One read per product and store for this long: the cart panel opens and closes often. */
const FRESH_MS = 30_000;
const cache = globalSingleton('cartAvailability', () => new Map<string, { at: number; shelf: Promise<Shelf> }>());

/**
 * The store's shelf for a product (product detail with `store`). A catalogue that does not say
 * `stocked` (before ADR 0015) counts as carrying it; a product gone from the catalogue has nothing.
 */
function shelfAt(storeId: string, productId: string): Promise<Shelf> {
  const key = `${storeId}|${productId}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.shelf;
  const shelf = api
    .post<{ stock?: number; stocked?: boolean }>('/api/product/get-product-details', { productId, store: storeId })
    .then((env) => ({ stock: Math.max(0, Number(env.data?.stock) || 0), stocked: env.data?.stocked !== false }))
    .catch((err: unknown) => {
      cache.delete(key);
      if (err instanceof ApiError && err.status === 404) return { stock: 0, stocked: true };
      throw err;
    });
  cache.set(key, { at: Date.now(), shelf });
  return shelf;
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
  /** False: the store does not carry the product at all ("Not available at <store>"). */
  stocked: boolean;
}

/**
 * Checks each cart line against the chosen store's shelf (ADR 0007: a cart filled before choosing
 * a location, or at another one, may hold products this store does not sell). Empty while there is
 * no store or the answers are still coming; a product that could not be read is not flagged.
 */
export function useCartAvailability(lines: CartLine[]): { storeId: string | undefined; short: ShortLine[]; checking: boolean } {
  const storeId = useShopperStore();
  const [result, setResult] = useState<{ key: string; shelves: Record<string, Shelf> }>({ key: '', shelves: {} });
  const ids = [...new Set(lines.map((l) => l.productId?._id).filter((id): id is string => Boolean(id)))].sort();
  const key = storeId ? `${storeId}|${ids.join(',')}` : '';

  useEffect(() => {
    if (!storeId || ids.length === 0) return;
    let live = true;
    void Promise.all(
      ids.map((id) =>
        shelfAt(storeId, id).then(
          (shelf) => [id, shelf] as const,
          () => null,
        ),
      ),
    ).then((pairs) => {
      if (!live) return;
      setResult({ key, shelves: Object.fromEntries(pairs.filter((p): p is readonly [string, Shelf] => p !== null)) });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!storeId || result.key !== key) return { storeId, short: [], checking: Boolean(storeId && ids.length) };
  const short = lines.flatMap((l) => {
    const shelf = result.shelves[l.productId?._id];
    if (!shelf || (shelf.stocked && shelf.stock >= l.quantity)) return [];
    return [{ productId: l.productId._id, name: l.productId.name, requested: l.quantity, available: shelf.stocked ? shelf.stock : 0, stocked: shelf.stocked }];
  });
  return { storeId, short, checking: false };
}

/**
 * "Not available at Koramangala" (the store does not carry it), "Out of stock at Koramangala",
 * "Only 2 left at Koramangala"; "your store" when the store has no name to show.
 */
export function shortLineText(s: Pick<ShortLine, 'available'> & { stocked?: boolean }, storeName?: string): string {
  const at = `at ${storeName || 'your store'}`;
  if (s.stocked === false) return `Not available ${at}`;
  return s.available <= 0 ? `Out of stock ${at}` : `Only ${s.available} left ${at}`;
}

/**
 * Makes the cart fit the store: a line it cannot fill at all leaves the cart, one it can fill in
 * part keeps what the store has. One line after the other (each is its own cart write).
 */
export async function fitCartToStore(lines: CartLine[], short: ShortLine[]): Promise<void> {
  for (const s of short) {
    const line = lines.find((l) => l.productId._id === s.productId);
    if (!line) continue;
    await (s.available > 0 ? cart.setQty(line, s.available) : cart.remove(line));
  }
}
