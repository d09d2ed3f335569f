import type { CouponRefusal, DiscountLine, OfferTerms } from '@minutemart/contracts';
import { istDateTime, percentOf, rupees } from './money.js';

/** An offer as the pricing reads it: its terms, whether it runs, and what it has used so far. */
export interface OfferRecord extends Omit<OfferTerms, 'startsAt' | 'endsAt'> {
  _id: string;
  startsAt: Date;
  endsAt: Date | null;
  status: 'active' | 'paused';
  redemptions: number;
  spentPaise: number;
}

/** A basket line as offers see it: its value and the category and sub-category ids of its product. */
export interface OfferLine {
  productId: string;
  lineTotalPaise: number;
  categoryIds: readonly string[];
}

export interface OfferContext {
  now: Date;
  storeId: string;
  /** The store's city. */
  city: string;
  lines: readonly OfferLine[];
  /** Unknown for a shopper who is not signed in: first-order and per-shopper limits are checked at placement then. */
  shopper: { usedTimes: (offerId: string) => number; firstOrder: boolean } | null;
}

export interface OfferEvaluation {
  offer: OfferRecord;
  applicable: boolean;
  /** What it takes off this basket when applicable. */
  savesPaise: number;
  refusal: CouponRefusal | null;
  reason: string | null;
  /** How much more in-scope basket it needs (minimum_not_met only). */
  shortfallPaise: number;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The basket value an offer counts: every line for `all`, `stores` and `cities`, else the lines of its products or categories. */
export function eligiblePaise(offer: Pick<OfferRecord, 'scope'>, lines: readonly OfferLine[]): number {
  const { kind, ids } = offer.scope;
  const counts = (l: OfferLine) =>
    kind === 'products' ? ids.includes(l.productId) : kind === 'categories' ? l.categoryIds.some((c) => ids.includes(c)) : true;
  return lines.reduce((sum, l) => sum + (counts(l) ? l.lineTotalPaise : 0), 0);
}

/** What the offer's terms take off `basePaise`: never more than the base, the cap, or what is left of the budget. */
export function offerAmount(
  offer: Pick<OfferRecord, 'kind' | 'amountPaise' | 'percent' | 'capPaise' | 'budgetPaise' | 'spentPaise'>,
  basePaise: number,
): number {
  let amount = offer.kind === 'flat' ? offer.amountPaise : percentOf(basePaise, offer.percent);
  if (offer.kind === 'percent' && offer.capPaise !== null) amount = Math.min(amount, offer.capPaise);
  if (offer.budgetPaise !== null) amount = Math.min(amount, Math.max(0, offer.budgetPaise - offer.spentPaise));
  return Math.max(0, Math.min(amount, basePaise));
}

const refuse = (offer: OfferRecord, refusal: CouponRefusal, reason: string, shortfallPaise = 0): OfferEvaluation => ({
  offer,
  applicable: false,
  savesPaise: 0,
  refusal,
  reason,
  shortfallPaise,
});

/** Whether an offer applies to this basket, what it saves, or the first reason it does not, in the shopper's words. */
export function evaluateOffer(offer: OfferRecord, ctx: OfferContext): OfferEvaluation {
  if (offer.status !== 'active') return refuse(offer, 'paused', 'This offer is not running right now');
  if (ctx.now < offer.startsAt) return refuse(offer, 'not_yet_valid', `Valid from ${istDateTime(offer.startsAt)}`);
  if (offer.endsAt && ctx.now >= offer.endsAt) return refuse(offer, 'expired', `This offer ended on ${istDateTime(offer.endsAt)}`);
  const budgetLeft = offer.budgetPaise === null ? Infinity : offer.budgetPaise - offer.spentPaise;
  if ((offer.totalLimit !== null && offer.redemptions >= offer.totalLimit) || budgetLeft <= 0)
    return refuse(offer, 'exhausted', 'This offer has been fully redeemed');
  if (offer.scope.kind === 'stores' && !offer.scope.ids.includes(ctx.storeId))
    return refuse(offer, 'not_for_store', 'Not valid at the store delivering to you');
  if (offer.scope.kind === 'cities' && !offer.scope.ids.some((c) => same(c, ctx.city)))
    return refuse(offer, 'not_for_city', `Not valid in ${ctx.city || 'your city'}`);
  if (ctx.shopper) {
    if (offer.firstOrderOnly && !ctx.shopper.firstOrder) return refuse(offer, 'first_order_only', 'Only on your first order');
    if (offer.perShopperLimit !== null && ctx.shopper.usedTimes(offer._id) >= offer.perShopperLimit) {
      return refuse(
        offer,
        'already_used',
        offer.perShopperLimit === 1 ? 'You have already used this offer' : `You have used this offer ${offer.perShopperLimit} times already`,
      );
    }
  }
  const base = eligiblePaise(offer, ctx.lines);
  if (base === 0) return refuse(offer, 'no_eligible_items', 'None of the items in your cart are eligible');
  if (base < offer.minBasketPaise) {
    const short = offer.minBasketPaise - base;
    const what = offer.scope.kind === 'categories' || offer.scope.kind === 'products' ? ' of eligible items' : '';
    return refuse(offer, 'minimum_not_met', `Add ${rupees(short)} more${what} to use this offer`, short);
  }
  const savesPaise = offerAmount(offer, base);
  if (savesPaise === 0) return refuse(offer, 'exhausted', 'This offer has been fully redeemed');
  return { offer, applicable: true, savesPaise, refusal: null, reason: null, shortfallPaise: 0 };
}

const total = (list: readonly OfferEvaluation[]) => list.reduce((s, e) => s + e.savesPaise, 0);
const byId = (a: OfferEvaluation, b: OfferEvaluation) => a.offer._id.localeCompare(b.offer._id);

/**
 * The offers applied: the shopper's code when it applies, with the automatic offers it may stack
 * with; without a code, the better of the best single automatic offer and every stackable one
 * together. A non-stackable offer always stands alone.
 */
export function chooseOffers(evaluations: readonly OfferEvaluation[], coupon: OfferEvaluation | null): OfferEvaluation[] {
  const automatic = evaluations.filter((e) => e.applicable && e.offer.automatic).sort(byId);
  const stackable = automatic.filter((e) => e.offer.stackable);
  if (coupon?.applicable) return coupon.offer.stackable ? [coupon, ...stackable.filter((e) => e.offer._id !== coupon.offer._id)] : [coupon];
  const best = [...automatic].sort((a, b) => b.savesPaise - a.savesPaise || byId(a, b))[0];
  if (!best) return [];
  return total(stackable) > best.savesPaise ? stackable : [best];
}

/** The discount lines of the chosen offers, together never more than the basket. */
export function discountLines(chosen: readonly OfferEvaluation[], itemsPaise: number): DiscountLine[] {
  let left = itemsPaise;
  return chosen.map((e) => {
    const amountPaise = Math.min(e.savesPaise, left);
    left -= amountPaise;
    return { offerId: e.offer._id, code: e.offer.code, title: e.offer.title, automatic: e.offer.automatic, amountPaise };
  });
}
