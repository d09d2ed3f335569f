import { computeTotals, discountedPaise, toPaise, type AppliedOffer, type OrderPricing, type PriceBreakdown, type Totals } from '@minutemart/contracts';
import type { OrderItem } from '../data/order-model.js';
import { buildBreakdown, priceLines, summed, type CatalogueLine } from './pricing/breakdown.js';
import { eligiblePaise, offerAmount, type OfferLine } from './pricing/offers.js';

export { buildBreakdown, priceLines } from './pricing/breakdown.js';
export { computeFees, feeMoment, inWindow } from './pricing/fees.js';
export type { AppliedOffer, OrderPricing } from '@minutemart/contracts';
export {
  chooseOffers,
  discountLines,
  eligiblePaise,
  evaluateOffer,
  offerAmount,
  type OfferContext,
  type OfferEvaluation,
  type OfferLine,
  type OfferRecord,
} from './pricing/offers.js';
export { DEFAULT_FEE_RULES, FEE_RULE_KEYS, resolveRules } from './pricing/rules.js';
export { rupees } from './pricing/money.js';

/** The order's totals (the original client's fields) from its breakdown. */
export function totalsOf(b: PriceBreakdown): Totals {
  return {
    subTotalPaise: b.itemsSubTotalPaise,
    itemsPaise: b.itemsPaise,
    deliveryPaise: b.fees.find((f) => f.kind === 'delivery')?.amountPaise ?? 0,
    grandTotalPaise: b.grandTotalPaise,
    savingsPaise: b.productSavingsPaise + b.discountPaise,
    totalQty: b.totalQty,
  };
}

/** The bill as order events carry it (version 2): from the breakdown, or the totals of an order priced before fees existed. */
export function chargesOf(order: { pricing: OrderPricing | null; totals: Totals | null }) {
  const b = order.pricing?.breakdown;
  if (!b) {
    const t = order.totals;
    return {
      itemsPaise: t?.itemsPaise ?? 0,
      feesPaise: t?.deliveryPaise ?? 0,
      discountPaise: 0,
      grandTotalPaise: t?.grandTotalPaise ?? 0,
      fees: [],
      discounts: [],
    };
  }
  return {
    itemsPaise: b.itemsPaise,
    feesPaise: b.feesPaise,
    discountPaise: b.discountPaise,
    grandTotalPaise: b.grandTotalPaise,
    fees: b.fees.filter((f) => f.amountPaise > 0).map((f) => ({ kind: f.kind, label: f.label, amountPaise: f.amountPaise })),
    discounts: b.discounts.map((d) => ({ offerId: d.offerId, code: d.code, amountPaise: d.amountPaise })),
  };
}

const offerLines = (lines: readonly { productId: string; lineTotalPaise: number }[], categories: Record<string, string[]>): OfferLine[] =>
  lines.map((l) => ({ productId: l.productId, lineTotalPaise: l.lineTotalPaise, categoryIds: categories[l.productId] ?? [] }));

/** Each applied offer's discount on these lines, by its terms, never above `ceiling` (what it held, or had). */
function discountsOn(lines: readonly OfferLine[], offers: readonly AppliedOffer[], ceiling: (o: AppliedOffer, i: number) => number) {
  let left = lines.reduce((s, l) => s + l.lineTotalPaise, 0);
  return offers.map((o, i) => {
    const terms = { ...o, budgetPaise: null, spentPaise: 0 };
    const amountPaise = Math.min(offerAmount(terms, eligiblePaise(o, lines)), ceiling(o, i), left);
    left -= amountPaise;
    return { offerId: o.offerId, code: o.code, title: o.title, automatic: o.automatic, amountPaise };
  });
}

type Priced = { items: OrderItem[]; totals: Totals; pricing?: OrderPricing };

/**
 * Price the order from what the catalogue held, never from what the client sent. With the pricing
 * fixed at placement, fees follow its settings and moment and each offer is worked out again on
 * the held prices, capped at what its redemption holds.
 */
export function priceOrder(lines: readonly CatalogueLine[], pricing?: OrderPricing | null): Priced {
  const items: OrderItem[] = priceLines(lines).map((l) => ({ ...l, picked: 0, missing: 0 }));
  if (!pricing) return { items, totals: computeTotals([...lines]) };
  const discounts = discountsOn(offerLines(items, pricing.categories), pricing.offers, (o) => o.claimedPaise);
  const breakdown = buildBreakdown(items, pricing.rules, pricing.moment, discounts);
  return { items, totals: totalsOf(breakdown), pricing: { ...pricing, breakdown } };
}

/**
 * The order re-priced for what will be delivered once some units are missing: the same prices and
 * discounts held at reservation, over quantity − missing. Thresholds are not applied again (ADR
 * 0018): the fees stay as charged at placement (a free delivery stays free, no small-cart fee
 * appears), a percentage offer is worked out on what is delivered, and no discount grows.
 */
export function repriceDelivered(items: OrderItem[], pricing?: OrderPricing | null): Priced {
  const delivered = items.map((i) => ({ ...i, quantity: i.quantity - (i.missing ?? 0) }));
  const repriced = items.map((i, n) => {
    const units = delivered[n]!.quantity;
    return { ...i, lineSubTotalPaise: toPaise(i.price) * units, lineTotalPaise: discountedPaise(toPaise(i.price), i.discount) * units };
  });
  if (!pricing) return { items: repriced, totals: computeTotals(delivered) };
  // A substitute counts in the scope of the line it stands in for.
  const categories = { ...pricing.categories };
  for (const i of items) if (i.substituteFor) categories[i.productId] = pricing.categories[i.substituteFor.productId] ?? [];
  const lines = repriced.map((i) => ({ ...i, quantity: i.quantity - (i.missing ?? 0) }));
  const before = pricing.breakdown.discounts;
  // …and in a product scope that names it, so a substitute never makes the bill dearer (a negative refund).
  const scoped = lines.map((l) => (l.substituteFor ? { ...l, productId: l.substituteFor.productId } : l));
  const discounts = discountsOn(offerLines(scoped, categories), pricing.offers, (_o, n) => before[n]?.amountPaise ?? 0);
  const breakdown = summed(
    lines.filter((l) => l.quantity > 0).map(({ picked: _p, missing: _m, substituteFor: _s, substitution: _x, ...l }) => l),
    lines.reduce((s, l) => s + l.lineSubTotalPaise, 0),
    lines.reduce((s, l) => s + l.lineTotalPaise, 0),
    pricing.breakdown.fees,
    discounts,
    [],
    pricing.breakdown.minimumOrder,
  );
  return { items: repriced, totals: totalsOf(breakdown), pricing: { ...pricing, breakdown } };
}
