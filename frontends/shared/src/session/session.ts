import { api, errorMessage } from '../api/client';
import type { User } from '../api/types';
import { createStore, globalSingleton, useStore } from '../utils/store';
import { hasSessionHint } from './hint';

export type SessionStatus = 'idle' | 'loading' | 'ready';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

const store = globalSingleton('session', () => createStore<SessionState>({ status: 'idle', user: null }));
let inflight: Promise<User | null> | null = null;

export const session = {
  store,
  get user(): User | null {
    return store.get().user;
  },
  isAdmin(user: User | null = store.get().user): boolean {
    return user?.role === 'ADMIN';
  },
  /**
   * GET /api/user/user-details; resolves to the user or null (logged out / unreachable). Without the
   * "signed in" hint cookie nobody is signed in and nothing is asked.
   */
  load(): Promise<User | null> {
    if (inflight) return inflight;
    if (!hasSessionHint()) {
      store.set({ status: 'ready', user: null });
      return Promise.resolve(null);
    }
    store.set((s) => ({ ...s, status: s.user ? 'ready' : 'loading' }));
    inflight = (async () => {
      try {
        const env = await api.get<User>('/api/user/user-details');
        const user = env.data && typeof env.data === 'object' ? env.data : null;
        store.set({ status: 'ready', user });
        return user;
      } catch {
        store.set({ status: 'ready', user: null });
        return null;
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  },
  setUser(user: User | null): void {
    store.set({ status: 'ready', user });
  },
  /** GET /api/user/logout; clears local state whatever the server says. Returns the server message. */
  async logout(): Promise<{ ok: boolean; message: string }> {
    let result = { ok: true, message: 'Logged out' };
    try {
      const env = await api.get('/api/user/logout');
      result = { ok: true, message: env.message || result.message };
    } catch (err) {
      result = { ok: false, message: errorMessage(err) };
    }
    store.set({ status: 'ready', user: null });
    try {
      globalThis.localStorage?.clear();
    } catch {
      /* storage may be unavailable */
    }
    return result;
  },
};

export function useSession(): SessionState & { isAdmin: boolean } {
  const state = useStore(store);
  return { ...state, isAdmin: state.user?.role === 'ADMIN' };
}
