import { api } from '../api/client';
import type { Address } from '../api/types';
import { userScopedStore } from '../session/user-scoped-store';
import { useStore } from '../utils/store';

export type AddressStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AddressState {
  status: AddressStatus;
  /** Saved addresses with a truthy status (removed ones are hidden), as GET /api/address/get orders them. */
  list: Address[];
}

/** The fields the address form edits (and POST /api/address/create takes), as a saved address holds them. */
export type AddressFields = Pick<Address, 'address_line' | 'city' | 'state' | 'pincode' | 'country' | 'mobile' | 'instructions'>;

const INITIAL: AddressState = { status: 'idle', list: [] };

const store = userScopedStore<AddressState>('addresses', INITIAL);
let inflight: Promise<Address[]> | null = null;

/** Client address list (the original client's "address list" state), shared by the address panel and checkout. */
export const addresses = {
  store,
  get list(): Address[] {
    return store.get().list;
  },
  /** GET /api/address/get. Throws the ApiError on failure (callers toast its message). */
  load(): Promise<Address[]> {
    if (inflight) return inflight;
    store.set((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
    inflight = (async () => {
      try {
        const env = await api.get<Address[]>('/api/address/get');
        const list = Array.isArray(env.data) ? env.data.filter((a) => Boolean(a?.status)) : [];
        store.set({ status: 'ready', list });
        return list;
      } catch (err) {
        store.set((s) => ({ ...s, status: 'error' }));
        throw err;
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  },
  /** POST /api/address/create; resolves to the server message. */
  async create(fields: AddressFields): Promise<string> {
    const env = await api.post('/api/address/create', fields);
    return env.message;
  },
  /** PUT /api/address/update; resolves to the server message. */
  async update(address: Pick<Address, '_id'> & Partial<Pick<Address, 'userId'>>, fields: AddressFields): Promise<string> {
    const body: Record<string, unknown> = { _id: address._id, ...fields };
    if (address.userId) body['userId'] = address.userId;
    const env = await api.put('/api/address/update', body);
    return env.message;
  },
  /** DELETE /api/address/disable (soft delete). */
  async remove(id: string): Promise<string> {
    const env = await api.del('/api/address/disable', { _id: id });
    return env.message;
  },
  clear(): void {
    store.set(INITIAL);
  },
};

export function useAddresses(): AddressState {
  return useStore(store);
}
