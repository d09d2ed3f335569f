import { api, queryKeys } from '@minutemart/ui';
import type { AnswerBody, AnswerData, ApiSchemas } from '@minutemart/contracts/api-types';
import { invalidates } from './invalidates';

/** A rider's shift (GET /api/order/store/shift; ADR 0027), as the document describes it. */
export type Shift = AnswerData<'/api/order/store/shift', 'get'>;
/** A store's riders as its promise counts them: whether rider capacity is on, and the riders when it is. */
export type StoreRiders = AnswerBody<'/api/order/store/shift', 'get'>['store'];
export type PromiseRiders = ApiSchemas['PromiseRiders'];
/** One rider on shift (GET /api/order/admin/rider-shifts). */
export type RiderOnShift = AnswerData<'/api/order/admin/rider-shifts', 'get'>[number];

export interface ShiftState {
  shift: Shift;
  store: StoreRiders;
  message: string;
}

/** Every read of a store's riders; the store screens' queue and load read the promise too. */
export const shiftKey = (storeId: string) => [...queryKeys.stores, 'shift', storeId] as const;

const state = (res: { data: unknown; message: string; [k: string]: unknown }): ShiftState => ({
  shift: res.data as Shift,
  store: res['store'] as StoreRiders,
  message: res.message,
});

export const shifts = {
  async mine(storeId: string, signal?: AbortSignal): Promise<ShiftState> {
    return state(await api.get<Shift>(`/api/order/store/shift?store=${encodeURIComponent(storeId)}`, { signal }));
  },
  start: invalidates([queryKeys.stores], async (storeId: string) => state(await api.post<Shift>('/api/order/store/shift/start', { storeId }))),
  end: invalidates([queryKeys.stores], async (storeId: string, riderId?: string) =>
    state(await api.post<Shift>('/api/order/store/shift/end', { storeId, ...(riderId ? { riderId } : {}) })),
  ),
  async onShift(storeId: string, signal?: AbortSignal): Promise<RiderOnShift[]> {
    const res = await api.get<RiderOnShift[]>(`/api/order/admin/rider-shifts?store=${encodeURIComponent(storeId)}`, { signal });
    return Array.isArray(res.data) ? res.data : [];
  },
  setCapacity: invalidates([queryKeys.stores], async (storeId: string, on: boolean): Promise<{ store: StoreRiders; message: string }> => {
    const res = await api.put<StoreRiders>('/api/order/admin/rider-capacity', { storeId, on });
    return { store: res.data, message: res.message };
  }),
};
