import { api } from '@minutemart/ui';
import type { OrderState } from '@minutemart/contracts/order-states';

/** The order service's grouped `Order` view: one definition, in contracts. */
import type { OrderItem, OrderTotals, OrderAddress, OrderView } from '@minutemart/contracts/order-view';
export type { ActorKind, OrderHistoryEntry, OrderTotals } from '@minutemart/contracts/order-view';
export type OrderLine = OrderItem;
export type DeliveryAddress = OrderAddress;
export type Order = OrderView;

/** The steps an admin moves an order through (`to` of POST /api/order/admin/advance). */
export type AdvanceTarget = 'packed' | 'out_for_delivery' | 'delivered';

export type StateCounts = Partial<Record<OrderState, number>>;

export interface OrderListPage {
  items: Order[];
  totalCount: number;
  /** Per state; absent when the server sent none. */
  counts: StateCounts | null;
}

export interface OrderQuery {
  state?: OrderState;
  q?: string;
  page?: number;
  limit?: number;
}

const EMPTY_TOTALS: OrderTotals = { subTotalPaise: 0, itemsPaise: 0, deliveryPaise: 0, grandTotalPaise: 0, savingsPaise: 0, totalQty: 0 };

/**
 * Fills what a render relies on (arrays, totals) so a partial or older payload from the stream can
 * never crash the board; everything else is taken as the server sent it.
 */
export function normalizeOrder(raw: Order): Order {
  const items = Array.isArray(raw.items) ? raw.items.map((l) => ({ ...l, image: Array.isArray(l.image) ? l.image : [] })) : [];
  return {
    ...raw,
    orderId: raw.orderId || raw._id,
    items,
    totals: { ...EMPTY_TOTALS, ...(raw.totals ?? {}) },
    history: Array.isArray(raw.history) ? [...raw.history].sort((a, b) => a.seq - b.seq) : [],
  };
}

export function isOrder(value: unknown): value is Order {
  const v = value as Partial<Order> | null;
  return typeof v === 'object' && v !== null && typeof (v.orderId ?? v._id) === 'string' && typeof v.state === 'string';
}

function readCounts(value: unknown): StateCounts | null {
  if (typeof value !== 'object' || value === null) return null;
  const counts: StateCounts = {};
  for (const [state, n] of Object.entries(value)) {
    const num = Number(n);
    if (Number.isFinite(num)) counts[state as OrderState] = num;
  }
  return counts;
}

export const ORDER_PAGE_SIZE = 30;

export const orders = {
  /** GET /api/order/admin/orders: newest first; `q` matches a full order id or its last characters. */
  async list(query: OrderQuery, signal?: AbortSignal): Promise<OrderListPage> {
    const params = new URLSearchParams();
    if (query.state) params.set('state', query.state);
    if (query.q) params.set('q', query.q);
    params.set('page', String(query.page ?? 1));
    params.set('limit', String(query.limit ?? ORDER_PAGE_SIZE));
    const res = await api.get<Order[]>(`/api/order/admin/orders?${params.toString()}`, { signal });
    const items = (Array.isArray(res.data) ? res.data : []).filter(isOrder).map(normalizeOrder);
    return { items, totalCount: Number(res['totalCount']) || items.length, counts: readCounts(res['counts']) };
  },
  async advance(orderId: string, to: AdvanceTarget): Promise<{ order: Order | null; message: string }> {
    const res = await api.post<Order>('/api/order/admin/advance', { orderId, to });
    return { order: isOrder(res.data) ? normalizeOrder(res.data) : null, message: res.message };
  },
  async cancel(orderId: string, reason: string): Promise<{ order: Order | null; message: string }> {
    const res = await api.post<Order>('/api/order/admin/cancel', { orderId, reason });
    return { order: isOrder(res.data) ? normalizeOrder(res.data) : null, message: res.message };
  },
  async details(orderId: string, signal?: AbortSignal): Promise<Order | null> {
    const res = await api.get<Order>(`/api/order/details/${encodeURIComponent(orderId)}`, { signal });
    return isOrder(res.data) ? normalizeOrder(res.data) : null;
  },
};
