import { DEFAULT_STORE_ID } from '@minutemart/contracts';
import type { ProductDoc } from '../data/product-model.js';

/**
 * Where a product's units are (ADR 0007): each dark store's shelf (`storeStock.<id>`), and the
 * default shelf, the units no dark store holds (`stock − Σ storeStock`). While no dark store exists
 * the default shelf is all of `stock` and it is what orders take from; once one exists it only
 * holds stock written before stores existed or through the original endpoints with
 * LEGACY_STOCK_STORE=default, and sells nowhere.
 */
export const DEFAULT_SHELF = DEFAULT_STORE_ID;

export const STORE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

type Stocked = Pick<ProductDoc, 'stock' | 'storeStock'>;

const sum = (m: Record<string, number> | undefined): number => Object.values(m ?? {}).reduce((n, v) => n + v, 0);

/** Units on the default shelf. */
export const defaultShelf = (p: Stocked): number => Math.max(0, p.stock - sum(p.storeStock));

/** Units in one dark store; undefined when the store does not sell the product at all. */
export const storeUnits = (p: Stocked, storeId: string): number | undefined => {
  const v = p.storeStock?.[storeId];
  return typeof v === 'number' ? v : undefined;
};

export const storeStockPath = (storeId: string): string => `storeStock.${storeId}`;

/** Filter on the snapshot revision read (documents written before it existed have none). */
export const revGuard = (rev: number | undefined): Record<string, unknown> => (rev === undefined ? { rev: { $exists: false } } : { rev });

/** Compare-and-set retries per write; contention is per product and short. */
export const MAX_CAS_ATTEMPTS = 60;

/** After a lost compare-and-set: wait a little, longer each time, so a crowd of writers spreads out. */
export const casPause = (attempt: number): Promise<void> => new Promise((r) => setTimeout(r, Math.random() * Math.min(40, 1 + attempt * 2)));
