import { api, queryKeys } from '@minutemart/ui';
import { invalidates } from './invalidates';
import { isOrder, normalizeOrder, type Order } from './orders';
import type { AnswerBody, AnswerData, ApiSchemas, DarkStore } from '@minutemart/contracts/api-types';

/** Dark stores as the catalogue keeps them (GET /api/store/list; contracts/openapi `DarkStore`). */
export const STORE_STATUSES = ['open', 'paused', 'closed'] as const satisfies readonly DarkStore['status'][];
export type StoreStatus = (typeof STORE_STATUSES)[number];

export type { DarkStore } from '@minutemart/contracts/api-types';
export type ServedPincode = DarkStore['serves'][number];

export type StoreInput = Omit<DarkStore, 'createdAt' | 'updatedAt' | '_id' | 'legal'> & { _id?: string };

/** The order service's view of a store's load (GET /api/order/admin/stores-load), as the document describes it. */
export type StoreLoad = AnswerData<'/api/order/admin/stores-load', 'get'>[number];

export type QueueStage = 'pick' | 'deliver';

/** GET /api/order/store-queue's answer: the orders, the store's state (top-level `store`) and the open orders per state. */
type QueueAnswer = AnswerBody<'/api/order/store-queue', 'get'>;

export interface StoreQueue {
  orders: Order[];
  /** null until the first answer. */
  store: QueueAnswer['store'] | null;
  counts: QueueAnswer['counts'];
}

/** One row of the store dashboard: a store over the range, or a store's hour (`hour` set). */
export type DashboardRow = ApiSchemas['DashboardRow'];
/** GET /api/order/admin/dashboard's data. */
export type Dashboard = AnswerData<'/api/order/admin/dashboard', 'get'>;

const asArray = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const orderOf = (data: unknown): Order | null => (isOrder(data) ? normalizeOrder(data) : null);

/** The stores, and the shelf the original product endpoints' `stock` goes to (ADR 0015). */
export interface StoreDirectory {
  stores: DarkStore[];
  /** A store id, or `default` (the default shelf: no dark store sells from it once stores exist). */
  legacyStockStore: string;
}

export const stores = {
  async list(signal?: AbortSignal): Promise<DarkStore[]> {
    return (await stores.directory(signal)).stores;
  },
  async directory(signal?: AbortSignal): Promise<StoreDirectory> {
    const res = await api.get<DarkStore[]>('/api/store/list', { signal });
    const legacy = res['legacyStockStore'];
    return { stores: asArray<DarkStore>(res.data), legacyStockStore: typeof legacy === 'string' && legacy ? legacy : 'default' };
  },
  create: invalidates([queryKeys.stores], async (input: StoreInput): Promise<DarkStore> => {
    return (await api.post<DarkStore>('/api/store/create', input)).data;
  }),
  /** Only the fields sent change (a store manager sends hours, status and pickers only). */
  update: invalidates([queryKeys.stores], async (input: Partial<StoreInput> & { _id: string }): Promise<DarkStore> => {
    return (await api.put<DarkStore>('/api/store/update', input)).data;
  }),
  /** PUT /api/store/stock: one product's units in one store. */
  // A shelf's units are part of every product read of that store (the storefront's and the admin's).
  setStock: invalidates([queryKeys.catalogue], async (storeId: string, productId: string, stock: number): Promise<{ stock: number; total: number }> => {
    const res = await api.put<AnswerData<'/api/store/stock', 'put'>>('/api/store/stock', { storeId, productId, stock });
    const line = res.data?.items?.[0];
    return { stock: Number(line?.stock ?? stock), total: Number(line?.total ?? 0) };
  }),
  async loads(signal?: AbortSignal): Promise<StoreLoad[]> {
    return asArray<StoreLoad>((await api.get<StoreLoad[]>('/api/order/admin/stores-load', { signal })).data);
  },
  async queue(storeId: string, stage: QueueStage, signal?: AbortSignal): Promise<StoreQueue> {
    const res = await api.get<Order[]>(`/api/order/store-queue?store=${encodeURIComponent(storeId)}&stage=${stage}`, { signal });
    return {
      orders: asArray<unknown>(res.data).filter(isOrder).map(normalizeOrder),
      store: (res['store'] as QueueAnswer['store'] | undefined) ?? null,
      counts: (res['counts'] as QueueAnswer['counts'] | undefined) ?? {},
    };
  },
  async dashboard(query: { from: Date; to: Date; store?: string }, signal?: AbortSignal): Promise<Dashboard> {
    const params = new URLSearchParams({ from: query.from.toISOString(), to: query.to.toISOString() });
    if (query.store) params.set('store', query.store);
    return (await api.get<Dashboard>(`/api/order/admin/dashboard?${params.toString()}`, { signal })).data;
  },
};

/** The store floor's and the rider's steps: each answers the order as it is now. */
export const floor = {
  claim: (orderId: string) => step('claim', { orderId }),
  pick: (orderId: string, productId: string, quantity?: number) => step('pick', { orderId, productId, ...(quantity ? { quantity } : {}) }),
  missing: (orderId: string, productId: string, quantity?: number) => step('missing', { orderId, productId, ...(quantity ? { quantity } : {}) }),
  /** Answered at once with the substitution pending; the catalogue's hold or refusal follows on the stream. */
  substitute: (orderId: string, productId: string, substituteId: string, quantity?: number) =>
    step('substitute', { orderId, productId, substituteId, ...(quantity ? { quantity } : {}) }),
  pack: (orderId: string) => step('pack', { orderId }),
  take: (orderId: string) => step('take', { orderId }),
  dispatch: (orderId: string) => step('dispatch', { orderId }),
  deliver: (orderId: string) => step('deliver', { orderId }),
};

async function step(name: string, body: Record<string, unknown>): Promise<{ order: Order | null; message: string }> {
  const res = await api.post<Order>(`/api/order/store/${name}`, body);
  return { order: orderOf(res.data), message: res.message };
}
