/**
 * What an order costs, line by line: the quote (`POST /api/order/quote`), the breakdown fixed on an
 * order at placement and the admin's fee and offer screens all speak these shapes. Types only, so
 * the browser bundles import them without zod. Every amount is integer paise (ADR 0018).
 */

export const FEE_KINDS = ['delivery', 'small_cart', 'handling', 'late_night', 'surge'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * The fee settings of one scope. Each kind is a whole object: a city or store that sets a kind
 * replaces the wider scope's setting of it; one that leaves it out inherits it (ADR 0018).
 */
export interface FeeRules {
  /** Charged below `freeAbovePaise` (free at or above it); `null`: never free. */
  delivery: { feePaise: number; freeAbovePaise: number | null };
  /** Charged while the basket is below `belowPaise`. */
  smallCart: { feePaise: number; belowPaise: number };
  /** Orders below it are refused with the amount still needed; 0: no minimum. */
  minimumOrder: { minimumPaise: number };
  /** A flat fee on every order, under its own name ("Handling fee", "Platform fee"). */
  handling: { feePaise: number; label: string };
  /** Charged when the order is placed in [from, to) of the store's local time (IST); the window may cross midnight. */
  lateNight: { feePaise: number; from: string; to: string };
  /** Charged while the store's delivery promise exceeds `aboveMinutes` (its queue, ADR 0007). */
  surge: { feePaise: number; aboveMinutes: number };
}

export type FeeRuleKey = keyof FeeRules;
export type FeeRulesPatch = { [K in FeeRuleKey]?: FeeRules[K] };

/** Where a fee setting lives: the platform default, a city, or one dark store (narrowest wins). */
export type FeeScope = { scope: 'default' } | { scope: 'city'; city: string } | { scope: 'store'; storeId: string };

export interface PriceLine {
  productId: string;
  name: string;
  image: string[];
  unit: string;
  quantity: number;
  /** Catalogue price in rupees and discount in percent, as priced. */
  price: number;
  discount: number;
  unitPricePaise: number;
  lineSubTotalPaise: number;
  lineTotalPaise: number;
}

export interface FeeLine {
  kind: FeeKind;
  label: string;
  /** Why it is charged, or why not ("Free above ₹199"), in words a shopper reads. */
  reason: string;
  amountPaise: number;
  /** What the rule would have charged but did not (free delivery above the threshold). */
  waivedPaise: number;
}

export interface DiscountLine {
  offerId: string;
  /** null for an automatic offer. */
  code: string | null;
  title: string;
  automatic: boolean;
  amountPaise: number;
}

export type NudgeKind = 'free_delivery' | 'small_cart' | 'minimum_order' | 'offer';

export interface Nudge {
  kind: NudgeKind;
  /** "Add ₹42 for free delivery". */
  message: string;
  /** How much more basket would do it. */
  shortfallPaise: number;
  offerId?: string;
}

export interface PriceBreakdown {
  lines: PriceLine[];
  /** Sum of quantity × undiscounted unit price. */
  itemsSubTotalPaise: number;
  /** Sum of line totals: the basket value every threshold compares with. */
  itemsPaise: number;
  productSavingsPaise: number;
  fees: FeeLine[];
  feesPaise: number;
  discounts: DiscountLine[];
  discountPaise: number;
  /** Product discounts + offers + waived fees. */
  savingsPaise: number;
  /** itemsPaise + feesPaise − discountPaise. */
  grandTotalPaise: number;
  totalQty: number;
  /** The minimum order value and how much is missing (0 when met); null without a minimum. */
  minimumOrder: { minimumPaise: number; shortfallPaise: number } | null;
  nudges: Nudge[];
}

/** An offer as a shopper sees it at checkout: applied, applicable, or why not yet. */
export interface OfferChoice {
  offerId: string;
  code: string | null;
  title: string;
  description: string;
  automatic: boolean;
  applicable: boolean;
  applied: boolean;
  /** What it would take off this basket (0 when not applicable). */
  savesPaise: number;
  /** Why it does not apply: "Add ₹120 more", "Valid from 5 Mar, 10:00"… */
  reason: string | null;
  /** Set when only basket value is missing. */
  shortfallPaise: number;
}

export type CouponRefusal =
  | 'unknown'
  | 'paused'
  | 'not_yet_valid'
  | 'expired'
  | 'minimum_not_met'
  | 'already_used'
  | 'first_order_only'
  | 'not_for_store'
  | 'not_for_city'
  | 'no_eligible_items'
  | 'exhausted';

export interface CouponAnswer {
  code: string;
  applied: boolean;
  message: string;
  refusal?: CouponRefusal;
}

/** `POST /api/order/quote`'s data. */
export interface Quote extends PriceBreakdown {
  storeId: string;
  storeName: string;
  promisedMinutes: number;
  /** False below the minimum order value (`blocker` says why). */
  canPlace: boolean;
  blocker: string | null;
  coupon: CouponAnswer | null;
  offers: OfferChoice[];
  /** Products of the request this service cannot price (not sold now, or not known yet): left out of the figures. */
  unpriced: string[];
}

export type OfferScopeKind = 'all' | 'categories' | 'products' | 'stores' | 'cities';

/** An offer as admins manage it. */
export interface OfferTerms {
  title: string;
  description: string;
  /** Upper-case; null for an automatic offer. */
  code: string | null;
  automatic: boolean;
  kind: 'flat' | 'percent';
  /** flat: the amount off; percent: unused (0). */
  amountPaise: number;
  /** percent: 1..100; flat: unused (0). */
  percent: number;
  /** percent: the most it takes off; null: no cap. */
  capPaise: number | null;
  /** The in-scope basket value it needs. */
  minBasketPaise: number;
  startsAt: string;
  endsAt: string | null;
  firstOrderOnly: boolean;
  /** Redemptions one shopper may make; null: no limit. */
  perShopperLimit: number | null;
  /** Redemptions in all; null: no limit. */
  totalLimit: number | null;
  /** Paise it may give away in all; null: no budget. */
  budgetPaise: number | null;
  scope: { kind: OfferScopeKind; ids: string[] };
  /** Combines with other stackable offers; a non-stackable one stands alone. */
  stackable: boolean;
}

export interface OfferView<D = string> extends Omit<OfferTerms, 'startsAt' | 'endsAt'> {
  _id: string;
  startsAt: D;
  endsAt: D | null;
  status: 'active' | 'paused';
  /** Redemptions held by open orders and confirmed ones; a cancelled order gives its own back. */
  redemptions: number;
  spentPaise: number;
  createdAt: D;
  updatedAt: D;
}

/** What the moment of placement decided: fees that depend on when the order was placed and how loaded its store was. */
export interface FeeMoment {
  lateNight: boolean;
  surge: boolean;
  /** The store's promise then, for the surge fee's reason. */
  promisedMinutes: number;
}

/** An offer applied at placement, with the terms it was applied on and the amount its redemption holds. */
export interface AppliedOffer extends Pick<OfferTerms, 'code' | 'title' | 'automatic' | 'kind' | 'amountPaise' | 'percent' | 'capPaise' | 'scope'> {
  offerId: string;
  /** Taken from the offer's budget at placement: the discount never exceeds it. */
  claimedPaise: number;
}

/**
 * The pricing fixed on an order at placement: the settings and offers it was priced with, so the
 * catalogue's held prices and later a missing item re-price it by the same terms (ADR 0018).
 */
export interface OrderPricing {
  breakdown: PriceBreakdown;
  rules: FeeRules;
  moment: FeeMoment;
  offers: AppliedOffer[];
  /** Category and sub-category ids per product, as offers' scopes read them. */
  categories: Record<string, string[]>;
  couponCode: string | null;
}
