import { api, ApiError, errorMessage } from '../api/client';
import { session } from '../session/session';
import { toast } from '../toast/toast';
import { createStore, globalSingleton, useStore } from '../utils/store';
import { discountedPrice } from '../utils/format';

/** Cart line as GET /api/cart/get returns it. */
export interface CartLine {
  _id: string;
  quantity: number;
  productId: { _id: string; name: string; image: string[]; price: number; discount?: number; unit?: string; stock?: number };
}

export interface CartTotals {
  totalQty: number;
  /** Discounted total. */
  totalPrice: number;
  /** Undiscounted total. */
  notDiscountTotalPrice: number;
}

/**
 * idle: nobody signed in (or not fetched yet); ready: the server's cart is in the store;
 * unavailable: the cart service answered 404/5xx or could not be reached, the cart shows empty.
 */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface CartMeta {
  status: CartStatus;
  /** Product ids with a cart call in flight (their controls show a busy state). */
  pending: Record<string, true>;
}

/** Toast texts (spec section 8). */
export const CART_ADDED_TEXT = 'Item added';
export const CART_REMOVED_TEXT = 'Item remove';
export const CART_UNAVAILABLE_TEXT = 'The cart is not available right now. Please try again in a few minutes.';

/** What an add-to-cart click led to: `login` means the caller should send the shopper to /login. */
export type CartActionResult = 'ok' | 'login' | 'failed';

const store = globalSingleton('cart', () => createStore<CartLine[]>([]));
const meta = globalSingleton('cartMeta', () => createStore<CartMeta>({ status: 'idle', pending: {} }));
const sync = globalSingleton('cartSync', () => ({ started: false, userId: undefined as string | null | undefined, seq: 0 }));

export function cartTotals(lines: CartLine[]): CartTotals {
  return lines.reduce<CartTotals>(
    (acc, line) => {
      const price = Number(line.productId?.price ?? 0);
      const discount = Number(line.productId?.discount ?? 0);
      acc.totalQty += line.quantity;
      acc.totalPrice += discountedPrice(price, discount) * line.quantity;
      acc.notDiscountTotalPrice += price * line.quantity;
      return acc;
    },
    { totalQty: 0, totalPrice: 0, notDiscountTotalPrice: 0 },
  );
}

/**
 * The cart service is missing, down (502/503/504) or unreachable (0). A 404 counts only when the route
 * itself is missing ("No route for POST /api/cart/create", Express's "Cannot POST …", or no message):
 * a 404 with a business message ("Product not found") is the server's answer and is shown as such.
 */
function isUnavailable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 404) return /^(no route|cannot (get|post|put|delete|patch)\b|not found$|request failed \(404\))/i.test(err.message.trim()) || !err.message.trim();
  return err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504;
}

function setPending(productId: string, on: boolean): void {
  meta.set((m) => {
    const pending = { ...m.pending };
    if (on) pending[productId] = true;
    else delete pending[productId];
    return { ...m, pending };
  });
}

function setStatus(status: CartStatus): void {
  meta.set((m) => (m.status === status ? m : { ...m, status }));
}

function normalise(data: unknown): CartLine[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (l): l is CartLine => typeof l === 'object' && l !== null && typeof (l as CartLine)._id === 'string' && typeof (l as CartLine).productId === 'object' && (l as CartLine).productId !== null,
  );
}

/** Signed-in user, waiting for the session check if it is still running. */
async function currentUser() {
  const s = session.store.get();
  if (s.status === 'ready') return s.user;
  return session.load();
}

function failure(err: unknown): CartActionResult {
  if (err instanceof ApiError && err.status === 401) return 'login';
  const unavailable = isUnavailable(err);
  toast.error(unavailable ? CART_UNAVAILABLE_TEXT : errorMessage(err));
  // The server said no (already in the cart, out of stock, line gone…): re-read it so the controls match.
  if (!unavailable) void cart.load();
  return 'failed';
}

/**
 * Client cart: GET /api/cart/get, POST /api/cart/create, PUT /api/cart/update-qty,
 * DELETE /api/cart/delete-cart-item. Fetched at start and whenever the signed-in user changes
 * (startCartSync); every change re-fetches the cart so totals always come from the server.
 */
export const cart = {
  store,
  meta,
  set: (lines: CartLine[]) => store.set(lines),
  clear: () => {
    sync.seq++;
    store.set([]);
    setStatus('idle');
  },
  lineFor: (productId: string): CartLine | undefined => store.get().find((l) => l.productId?._id === productId),

  /** GET /api/cart/get. Signed out → empty; 404/5xx → empty and status 'unavailable'. Never toasts. */
  async load(): Promise<CartLine[]> {
    const seq = ++sync.seq;
    if (!session.store.get().user) {
      store.set([]);
      setStatus('idle');
      return [];
    }
    setStatus('loading');
    try {
      const env = await api.get<unknown>('/api/cart/get');
      if (seq !== sync.seq) return store.get();
      const lines = normalise(env.data);
      store.set(lines);
      setStatus('ready');
      return lines;
    } catch (err) {
      if (seq !== sync.seq) return store.get();
      store.set([]);
      setStatus(isUnavailable(err) ? 'unavailable' : 'idle');
      return [];
    }
  },

  /** POST /api/cart/create {productId}. Signed out → 'login' (nothing is sent). */
  async add(productId: string): Promise<CartActionResult> {
    if (!(await currentUser())) return 'login';
    if (meta.get().pending[productId]) return 'failed';
    setPending(productId, true);
    try {
      await api.post('/api/cart/create', { productId });
      toast.success(CART_ADDED_TEXT);
      await cart.load();
      return 'ok';
    } catch (err) {
      return failure(err);
    } finally {
      setPending(productId, false);
    }
  },

  /** PUT /api/cart/update-qty {_id, qty}; a quantity below 1 deletes the line. Optimistic, rolled back on failure. */
  async setQty(line: CartLine, qty: number): Promise<CartActionResult> {
    if (qty < 1) return cart.remove(line);
    const productId = line.productId._id;
    if (meta.get().pending[productId]) return 'failed';
    const before = store.get();
    setPending(productId, true);
    store.set((lines) => lines.map((l) => (l._id === line._id ? { ...l, quantity: qty } : l)));
    try {
      await api.put('/api/cart/update-qty', { _id: line._id, qty });
      toast.success(qty > line.quantity ? CART_ADDED_TEXT : CART_REMOVED_TEXT);
      await cart.load();
      return 'ok';
    } catch (err) {
      store.set(before);
      return failure(err);
    } finally {
      setPending(productId, false);
    }
  },

  /** DELETE /api/cart/delete-cart-item {_id}. Optimistic, rolled back on failure. */
  async remove(line: CartLine): Promise<CartActionResult> {
    const productId = line.productId._id;
    if (meta.get().pending[productId]) return 'failed';
    const before = store.get();
    setPending(productId, true);
    store.set((lines) => lines.filter((l) => l._id !== line._id));
    try {
      await api.del('/api/cart/delete-cart-item', { _id: line._id });
      toast.success(CART_REMOVED_TEXT);
      await cart.load();
      return 'ok';
    } catch (err) {
      store.set(before);
      return failure(err);
    } finally {
      setPending(productId, false);
    }
  },
};

/**
 * Keeps the cart in step with the session: fetched once the session is known and again whenever the
 * signed-in user changes (login, logout, another account). Call once at start (the shell does); idempotent.
 */
export function startCartSync(): void {
  if (sync.started) return;
  sync.started = true;
  const check = () => {
    const { status, user } = session.store.get();
    if (status !== 'ready') return;
    const id = user?._id ?? null;
    if (id === sync.userId) return;
    sync.userId = id;
    if (id) void cart.load();
    else cart.clear();
  };
  session.store.subscribe(check);
  check();
}

export function useCart(): { lines: CartLine[] } & CartTotals {
  const lines = useStore(store);
  return { lines, ...cartTotals(lines) };
}

export function useCartMeta(): CartMeta {
  return useStore(meta);
}

/** The cart line holding this product (undefined when it is not in the cart) and whether a call is in flight. */
export function useCartLine(productId: string): { line: CartLine | undefined; pending: boolean } {
  const lines = useStore(store);
  const m = useStore(meta);
  return { line: lines.find((l) => l.productId?._id === productId), pending: Boolean(m.pending[productId]) };
}
