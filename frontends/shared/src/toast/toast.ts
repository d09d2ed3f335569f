import { createStore, globalSingleton, useStore } from '../utils/store';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

export const TOAST_DURATION: Record<ToastKind, number> = { success: 2000, error: 4000, info: 3000 };
export const TOAST_LIMIT = 20;

const store = globalSingleton('toasts', () => createStore<ToastItem[]>([]));
const counter = globalSingleton('toastCounter', () => ({ next: 1 }));

function push(kind: ToastKind, message: string, duration = TOAST_DURATION[kind]): number {
  const id = counter.next++;
  store.set((list) => [...list, { id, kind, message, duration }].slice(-TOAST_LIMIT));
  if (Number.isFinite(duration)) setTimeout(() => dismiss(id), duration);
  return id;
}

function dismiss(id: number): void {
  store.set((list) => list.filter((t) => t.id !== id));
}

export const toast = {
  store,
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (message: string, duration?: number) => push('error', message, duration),
  info: (message: string, duration?: number) => push('info', message, duration),
  dismiss,
  clear: () => store.set([]),
};

export function useToasts(): ToastItem[] {
  return useStore(store);
}
