import type { components } from './generated/openapi-types.js';

/**
 * Money is computed in paise (integers) everywhere an amount is charged or shown as a total, so
 * the server, the storefront and the payment provider agree to the paisa.
 */
export const toPaise = (rupees: number | string): number => Math.round((Number(rupees) || 0) * 100);

export const toRupees = (paise: number): number => paise / 100;

/** Unit price after discount: price − ceil(price × discount / 100), in paise. */
export function discountedPaise(pricePaise: number, discountPercent: number | string = 0): number {
  const d = Math.min(100, Math.max(0, Number(discountPercent) || 0));
  return pricePaise - Math.ceil((pricePaise * d) / 100);
}

export interface PricedLine {
  quantity: number;
  /** Catalogue price in rupees, discount in percent, as products carry them. */
  price: number;
  discount: number;
}

/** An order's totals in paise: the document's `Totals` (contracts/openapi), never written again. */
export type Totals = components['schemas']['Totals'];

/** The one totals rule of the platform; delivery is free (the original client's bill: Delivery Charge 'Free'). */
export function computeTotals(lines: PricedLine[], deliveryPaise = 0): Totals {
  let subTotalPaise = 0;
  let itemsPaise = 0;
  let totalQty = 0;
  for (const l of lines) {
    const unit = toPaise(l.price);
    subTotalPaise += unit * l.quantity;
    itemsPaise += discountedPaise(unit, l.discount) * l.quantity;
    totalQty += l.quantity;
  }
  return { subTotalPaise, itemsPaise, deliveryPaise, grandTotalPaise: itemsPaise + deliveryPaise, savingsPaise: subTotalPaise - itemsPaise, totalQty };
}
