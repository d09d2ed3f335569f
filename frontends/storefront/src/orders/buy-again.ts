import { api } from '@minutemart/ui';
import type { AnswerData } from '@minutemart/contracts/api-types';

/** What a shopper bought before that their store has now (one schema in contracts/openapi/paths/buy-again.yaml). */
export type BuyAgainProduct = AnswerData<'/api/order/buy-again', 'get'>[number];
/** A past order's lines as the store sells them today. */
export type ReorderPreview = AnswerData<'/api/order/reorder-preview/{orderId}', 'get'>;
export type ReorderLine = ReorderPreview['lines'][number];

export const BUY_AGAIN_TITLE = 'Buy again';
/** The page (PAGES' `BuyAgain`); Home's row links to it. */
export const BUY_AGAIN_PATH = '/dashboard/buy-again';
export const timesText = (p: Pick<BuyAgainProduct, 'timesOrdered'>) => (p.timesOrdered > 1 ? `Bought ${p.timesOrdered} times` : 'Bought once');

/** GET /api/order/buy-again?storeId=: most often bought first. */
export async function fetchBuyAgain(storeId: string, signal?: AbortSignal): Promise<BuyAgainProduct[]> {
  const env = await api.get<BuyAgainProduct[]>(`/api/order/buy-again?storeId=${encodeURIComponent(storeId)}`, { signal });
  return Array.isArray(env.data) ? env.data : [];
}

/** GET /api/order/reorder-preview/{orderId}: in the shopper's store when known, else the order's. */
export async function fetchReorderPreview(orderId: string, storeId: string | undefined): Promise<ReorderPreview> {
  const query = storeId ? `?storeId=${encodeURIComponent(storeId)}` : '';
  return (await api.get<ReorderPreview>(`/api/order/reorder-preview/${encodeURIComponent(orderId)}${query}`)).data;
}
