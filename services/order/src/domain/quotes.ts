import type { CouponAnswer, OfferChoice, OrderPricing, Quote } from '@minutemart/contracts';
import type { Clock } from './clock.js';
import type { FeeRuleBook } from './fee-rule-book.js';
import type { OfferBook } from './offer-book.js';
import type { ProductPrices } from './product-prices.js';
import type { ClaimRequest, Redemptions } from './redemptions.js';
import type { ChosenStore } from './dark-store/store-choice.js';
import {
  buildBreakdown,
  chooseOffers,
  discountLines,
  eligiblePaise,
  evaluateOffer,
  feeMoment,
  offerAmount,
  priceLines,
  rupees,
  type OfferContext,
  type OfferEvaluation,
  type OfferLine,
} from './pricing.js';

export interface PriceInput {
  /** null: a shopper not signed in (first-order and per-shopper limits are checked when they place). */
  userId: string | null;
  store: ChosenStore;
  lines: { productId: string; quantity: number }[];
  couponCode?: string | undefined;
}

export interface Priced {
  quote: Quote;
  /** What placement fixes on the order. */
  pricing: OrderPricing;
  /** The applied offers, each with how to work it out again on a fresher read (for the claim). */
  claims: ClaimRequest[];
}

/** Offers named in a nudge at most: the nearest ones. */
const OFFER_NUDGES = 2;
const MAX_LISTED = 20;

/**
 * Prices a basket for a store, for the quote and for placement alike (the same function, so what
 * the shopper is shown is what the order is fixed with): the quote's prices from the product
 * events, the store's fee settings, the offers running now and the shopper's use of them.
 */
export class Quotes {
  constructor(
    private readonly prices: ProductPrices,
    private readonly fees: FeeRuleBook,
    private readonly offers: OfferBook,
    private readonly redemptions: Redemptions,
    private readonly clock: Clock,
  ) {}

  async price(input: PriceInput): Promise<Priced> {
    const now = this.clock();
    const code = input.couponCode?.trim().toUpperCase() || null;
    const ids = input.lines.map((l) => l.productId);
    const [products, running, couponOffer] = await Promise.all([
      this.prices.sellable(ids),
      this.offers.running(now),
      code ? this.offers.byCode(code) : Promise.resolve(null),
    ]);
    // The code's offer as just read, not as the cached list holds it: its counters decide what it may still give.
    const listed = couponOffer ? [...running.filter((o) => o._id !== couponOffer._id), couponOffer] : running;
    const shopper = input.userId ? await this.redemptions.shopperState(input.userId, listed) : null;

    const known = input.lines.filter((l) => products.has(l.productId));
    const lines = priceLines(
      known.map((l) => {
        const p = products.get(l.productId)!;
        return { productId: l.productId, name: p.name, image: p.image, unit: p.unit, quantity: l.quantity, price: p.price, discount: p.discount };
      }),
    );
    const categories = Object.fromEntries(known.map((l) => [l.productId, products.get(l.productId)!.categoryIds]));
    const offerLines: OfferLine[] = lines.map((l) => ({
      productId: l.productId,
      lineTotalPaise: l.lineTotalPaise,
      categoryIds: categories[l.productId] ?? [],
    }));

    const ctx: OfferContext = {
      now,
      storeId: input.store.storeId,
      city: input.store.city,
      lines: offerLines,
      shopper: shopper ? { usedTimes: (id) => shopper.used.get(id) ?? 0, firstOrder: shopper.firstOrder } : null,
    };
    const evaluations = listed.map((o) => evaluateOffer(o, ctx));
    const couponEval = couponOffer ? evaluations.find((e) => e.offer._id === couponOffer._id)! : null;
    const chosen = chooseOffers(
      evaluations.filter((e) => e.offer.automatic),
      couponEval,
    );
    const itemsPaise = lines.reduce((s, l) => s + l.lineTotalPaise, 0);
    const discounts = discountLines(chosen, itemsPaise);

    const rules = this.fees.rulesFor(input.store.storeId, input.store.city);
    const moment = feeMoment(rules, now, input.store.minutes);
    const breakdown = buildBreakdown(lines, rules, moment, discounts);
    breakdown.nudges.push(...offerNudges(evaluations));

    const applied = new Set(chosen.map((e) => e.offer._id));
    const short = breakdown.minimumOrder?.shortfallPaise ?? 0;
    const quote: Quote = {
      ...breakdown,
      storeId: input.store.storeId,
      storeName: input.store.storeName,
      promisedMinutes: input.store.minutes,
      canPlace: short === 0 && lines.length > 0,
      blocker:
        short > 0
          ? `Add ${rupees(short)} more: the minimum order is ${rupees(breakdown.minimumOrder!.minimumPaise)}`
          : lines.length === 0
            ? 'None of these items can be ordered now'
            : null,
      coupon: code ? couponAnswer(code, couponEval, applied) : null,
      offers: evaluations
        .filter((e) => e.refusal !== 'paused' && e.refusal !== 'expired')
        .map((e) => choice(e, applied.has(e.offer._id)))
        .sort((a, b) => Number(b.applied) - Number(a.applied) || Number(b.applicable) - Number(a.applicable) || b.savesPaise - a.savesPaise)
        .slice(0, MAX_LISTED),
      unpriced: input.lines.filter((l) => !products.has(l.productId)).map((l) => l.productId),
    };
    const amounts = new Map(discounts.map((d) => [d.offerId, d.amountPaise]));
    const pricing: OrderPricing = {
      breakdown,
      rules,
      moment,
      offers: chosen.map((e) => ({
        offerId: e.offer._id,
        code: e.offer.code,
        title: e.offer.title,
        automatic: e.offer.automatic,
        kind: e.offer.kind,
        amountPaise: e.offer.amountPaise,
        percent: e.offer.percent,
        capPaise: e.offer.capPaise,
        scope: e.offer.scope,
        claimedPaise: amounts.get(e.offer._id) ?? 0,
      })),
      categories,
      couponCode: code,
    };
    const claims: ClaimRequest[] = chosen.map((e) => ({
      evaluation: { ...e, savesPaise: amounts.get(e.offer._id) ?? 0 },
      amountFor: (fresh) => Math.min(amounts.get(e.offer._id) ?? 0, offerAmount(fresh, eligiblePaise(fresh, offerLines))),
    }));
    return { quote, pricing, claims };
  }
}

function couponAnswer(code: string, e: OfferEvaluation | null, applied: Set<string>): CouponAnswer {
  if (!e) return { code, applied: false, refusal: 'unknown', message: `${code} is not a valid code` };
  if (!e.applicable) return { code, applied: false, refusal: e.refusal!, message: e.reason! };
  if (!applied.has(e.offer._id)) return { code, applied: false, message: 'This code does not combine with the offers applied' };
  return { code, applied: true, message: `${code} applied: you save ${rupees(e.savesPaise)}` };
}

const choice = (e: OfferEvaluation, applied: boolean): OfferChoice => ({
  offerId: e.offer._id,
  code: e.offer.code,
  title: e.offer.title,
  description: e.offer.description,
  automatic: e.offer.automatic,
  applicable: e.applicable,
  applied,
  savesPaise: e.applicable ? e.savesPaise : 0,
  reason: e.reason,
  shortfallPaise: e.shortfallPaise,
});

/**
 * "Add ₹120 more to get 10% off": the nearest automatic offers only basket value keeps from applying
 * (they apply unasked, so this is how a shopper hears of them; a code's shortfall is in the offers list).
 */
function offerNudges(evaluations: OfferEvaluation[]) {
  return evaluations
    .filter((e) => e.offer.automatic && e.refusal === 'minimum_not_met')
    .sort((a, b) => a.shortfallPaise - b.shortfallPaise)
    .slice(0, OFFER_NUDGES)
    .map((e) => ({
      kind: 'offer' as const,
      message: `Add ${rupees(e.shortfallPaise)} more to get ${e.offer.title}`,
      shortfallPaise: e.shortfallPaise,
      offerId: e.offer._id,
    }));
}
