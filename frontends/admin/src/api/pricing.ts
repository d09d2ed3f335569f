import { api, queryKeys } from '@minutemart/ui';
import { invalidates } from './invalidates';
import type { FeeRules, FeeRulesPatch, OfferTerms, OfferView, PriceBreakdown } from '@minutemart/contracts/price-breakdown';
import type { AnswerData, RequestBody } from '@minutemart/contracts/api-types';

export type { FeeRules, FeeRulesPatch, OfferView, PriceBreakdown };

/** GET (and PUT) /api/order/admin/fees: the defaults, each scope's settings as stored, and every store's in force. */
export type FeesAnswer = AnswerData<'/api/order/admin/fees', 'get'>;
/** One scope's settings as stored: only the kinds it sets. */
export type FeeScopeDoc = FeesAnswer['scopes'][number];

export type FeeScopeRef = { scope: 'default' } | { scope: 'city'; city: string } | { scope: 'store'; storeId: string };

export const getFees = async (signal?: AbortSignal): Promise<FeesAnswer> => (await api.get<FeesAnswer>('/api/order/admin/fees', { signal })).data;

export const setFees = invalidates(
  [queryKeys.pricing],
  async (scope: FeeScopeRef, rules: FeeRulesPatch, version: number): Promise<FeesAnswer> =>
    (await api.put<FeesAnswer>('/api/order/admin/fees', { ...scope, rules, version })).data,
);

export type FeePreview = AnswerData<'/api/order/admin/fees/preview', 'post'>;

export const previewFees = async (body: RequestBody<'/api/order/admin/fees/preview', 'post'>): Promise<FeePreview> =>
  (await api.post<FeePreview>('/api/order/admin/fees/preview', body)).data;

export const listOffers = async (signal?: AbortSignal): Promise<OfferView[]> => {
  const res = await api.get<OfferView[]>('/api/order/admin/offers', { signal });
  return Array.isArray(res.data) ? res.data : [];
};

export type NewOffer = Partial<Omit<OfferTerms, 'startsAt' | 'endsAt'>> & Pick<OfferTerms, 'title' | 'kind'> & { startsAt?: string; endsAt?: string | null };

export const createOffer = invalidates(
  [queryKeys.pricing],
  async (offer: NewOffer): Promise<OfferView> => (await api.post<OfferView>('/api/order/admin/offers', offer)).data,
);
export const pauseOffer = invalidates(
  [queryKeys.pricing],
  async (offerId: string): Promise<OfferView> => (await api.post<OfferView>('/api/order/admin/offers/pause', { offerId })).data,
);
export const resumeOffer = invalidates(
  [queryKeys.pricing],
  async (offerId: string): Promise<OfferView> => (await api.post<OfferView>('/api/order/admin/offers/resume', { offerId })).data,
);

/** An offer's redemptions by state (only the states some redemption is in) and the latest ones. */
export type OfferUsage = AnswerData<'/api/order/admin/offers/usage', 'get'>;

export const offerUsage = async (offerId: string, signal?: AbortSignal): Promise<OfferUsage> =>
  (await api.get<OfferUsage>(`/api/order/admin/offers/usage?offerId=${encodeURIComponent(offerId)}`, { signal })).data;

/** Rupees typed in a form as paise (a blank field is 0). */
export const toPaiseInput = (rupees: string): number => Math.round((Number(rupees) || 0) * 100);
export const rupeesOf = (paise: number | null | undefined): string => (paise === null || paise === undefined ? '' : String(paise / 100));
