/**
 * What an order costs, line by line: the quote (`POST /api/order/quote`), the breakdown fixed on an
 * order at placement and the admin's fee and offer screens all speak these shapes. The ones that
 * travel are the OpenAPI document's (`PriceBreakdown`, `FeeLine`, `DiscountLine`, `FeeRules`,
 * `Offer`, the quote's answer), read from generated/openapi-types.ts, never written again; the ones
 * below them are what the order service keeps on an order. Types only, so the browser bundles import
 * them without zod. Every amount is integer paise (ADR 0018).
 */
import type { Dated } from './api-types.js';
import type { components, paths } from './generated/openapi-types.js';

type S = components['schemas'];

export const FEE_KINDS = ['delivery', 'small_cart', 'handling', 'late_night', 'surge'] as const satisfies readonly S['FeeLine']['kind'][];
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * The fee settings of one scope, every kind set: a store's resolved settings. Each kind is a whole
 * object: a city or store that sets a kind replaces the wider scope's setting of it; one that leaves
 * it out inherits it (ADR 0018).
 */
export type FeeRules = S['ResolvedFeeRules'];
export type FeeRuleKey = keyof FeeRules;
/** The kinds one scope sets (the document's FeeRules, every kind optional). */
export type FeeRulesPatch = S['FeeRules'];

/** Where a fee setting lives: the platform default, a city, or one dark store (narrowest wins). */
export type FeeScope = { scope: 'default' } | { scope: 'city'; city: string } | { scope: 'store'; storeId: string };

export type PriceBreakdown = S['PriceBreakdown'];
export type PriceLine = PriceBreakdown['lines'][number];
export type FeeLine = S['FeeLine'];
export type DiscountLine = S['DiscountLine'];
/** "Add ₹42 for free delivery": how much more basket would lower the bill or let it be placed. */
export type Nudge = PriceBreakdown['nudges'][number];
export type NudgeKind = Nudge['kind'];

/** `POST /api/order/quote`'s data. */
export type Quote = NonNullable<paths['/api/order/quote']['post']['responses'][200]['content']['application/json']['data']>;
/** An offer as a shopper sees it at checkout: applied, applicable, or why not yet. */
export type OfferChoice = Quote['offers'][number];
export type CouponAnswer = NonNullable<Quote['coupon']>;
export type CouponRefusal = NonNullable<CouponAnswer['refusal']>;

/** An offer as admins manage it. `D`: ISO strings on the wire, Date in the service. */
export type OfferView<D = string> = Dated<S['Offer'], 'startsAt' | 'endsAt' | 'createdAt' | 'updatedAt', D>;
export type OfferScopeKind = S['Offer']['scope']['kind'];
/** What an admin sets on an offer; the rest of OfferView is the service's (id, status, usage). */
export type OfferTerms = Omit<OfferView, '_id' | 'status' | 'redemptions' | 'spentPaise' | 'createdAt' | 'updatedAt'>;

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
