import { discountedPaise, toPaise, type DiscountLine, type FeeMoment, type FeeRules, type PriceBreakdown, type PriceLine } from '@minutemart/contracts';
import { computeFees } from './fees.js';

/** A line as the catalogue prices it (rupees and percent). */
export type CatalogueLine = Omit<PriceLine, 'unitPricePaise' | 'lineSubTotalPaise' | 'lineTotalPaise'>;

/** Each line in paise, through the platform's one discount rule (contracts' discountedPaise). */
export function priceLines(lines: readonly CatalogueLine[]): PriceLine[] {
  return lines.map((l) => {
    const unit = toPaise(l.price);
    const paid = discountedPaise(unit, l.discount);
    return {
      productId: l.productId,
      name: l.name,
      image: l.image,
      unit: l.unit,
      quantity: l.quantity,
      price: l.price,
      discount: l.discount,
      unitPricePaise: paid,
      lineSubTotalPaise: unit * l.quantity,
      lineTotalPaise: paid * l.quantity,
    };
  });
}

/**
 * The whole bill: items, the fees the rules charge on their value, the discounts, the total. Offers
 * come already computed (their amounts depend on scope, limits and budget: see offers.ts); they are
 * taken off the items, never the fees.
 */
export function buildBreakdown(lines: readonly PriceLine[], rules: FeeRules, moment: FeeMoment, discounts: readonly DiscountLine[]): PriceBreakdown {
  const itemsSubTotalPaise = lines.reduce((s, l) => s + l.lineSubTotalPaise, 0);
  const itemsPaise = lines.reduce((s, l) => s + l.lineTotalPaise, 0);
  const { fees, nudges, minimumOrder } = computeFees(itemsPaise, rules, moment);
  return summed(lines, itemsSubTotalPaise, itemsPaise, fees, discounts, nudges, minimumOrder);
}

/** Adds up a breakdown from its parts (also used when re-pricing keeps the fees of placement). */
export function summed(
  lines: readonly PriceLine[],
  itemsSubTotalPaise: number,
  itemsPaise: number,
  fees: PriceBreakdown['fees'],
  discounts: readonly DiscountLine[],
  nudges: PriceBreakdown['nudges'],
  minimumOrder: PriceBreakdown['minimumOrder'],
): PriceBreakdown {
  const feesPaise = fees.reduce((s, f) => s + f.amountPaise, 0);
  const discountPaise = Math.min(
    itemsPaise,
    discounts.reduce((s, d) => s + d.amountPaise, 0),
  );
  const productSavingsPaise = itemsSubTotalPaise - itemsPaise;
  return {
    lines: [...lines],
    itemsSubTotalPaise,
    itemsPaise,
    productSavingsPaise,
    fees,
    feesPaise,
    discounts: [...discounts],
    discountPaise,
    savingsPaise: productSavingsPaise + discountPaise + fees.reduce((s, f) => s + f.waivedPaise, 0),
    grandTotalPaise: itemsPaise + feesPaise - discountPaise,
    totalQty: lines.reduce((s, l) => s + l.quantity, 0),
    minimumOrder,
    nudges,
  };
}
