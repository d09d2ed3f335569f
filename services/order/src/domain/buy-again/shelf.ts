import { DEFAULT_STORE_ID, discountedPaise, toPaise, type ProductSnapshot } from '@minutemart/contracts';

/**
 * Units a store can sell now, by the catalogue's rules (its shelves.ts): a dark store's own shelf
 * (none when it does not carry the product), or the default shelf in one-store mode, which holds
 * what no dark store holds.
 */
export function unitsAt(p: Pick<ProductSnapshot, 'stock' | 'storeStock'>, storeId: string): number {
  if (storeId !== DEFAULT_STORE_ID) return p.storeStock?.[storeId] ?? 0;
  const inStores = Object.values(p.storeStock ?? {}).reduce((n, v) => n + v, 0);
  return Math.max(0, p.stock - inStores);
}

/** Today's unit price after discount, in paise: what the cart and the order will charge. */
export const todayUnitPaise = (p: Pick<ProductSnapshot, 'price' | 'discount'>): number => discountedPaise(toPaise(p.price), p.discount);
