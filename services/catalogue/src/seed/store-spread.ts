import { prng } from './generate.js';

/** Share of products a non-flagship store does not carry at all. */
const NOT_CARRIED = 0.15;

/**
 * A seed product's units per store, the same on every run: the flagship has the product's seed
 * stock; every other store lacks about one product in seven and otherwise has an amount near the
 * flagship's (an item out of stock in the flagship is out everywhere; a scarce one is scarce).
 */
export function storeSpread(productKey: string, seedStock: number, storeIds: readonly string[], flagship: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of storeIds) {
    if (id === flagship) {
      out[id] = seedStock;
      continue;
    }
    const rand = prng(`${productKey}|${id}`);
    if (rand() < NOT_CARRIED) continue;
    const roll = rand();
    out[id] = seedStock === 0 ? 0 : seedStock <= 5 ? Math.floor(roll * 6) : Math.round(seedStock * (0.3 + roll * 0.9));
  }
  return out;
}

export const total = (perStore: Record<string, number>): number => Object.values(perStore).reduce((n, v) => n + v, 0);
