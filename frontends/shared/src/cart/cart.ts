import { api, ApiError, errorMessage } from '../api/client';
import { session } from '../session/session';
import { toast } from '../toast/toast';
import { createStore, globalSingleton, useStore } from '../utils/store';
import { computeTotals, toRupees, type Totals } from '@minutemart/contracts/pricing';
import type { AnswerBody, AnswerData } from '@minutemart/contracts/api-types';
import { GUEST_CART_KEY, GUEST_CART_MAX_LINES, GUEST_LINE_PREFIX, guestCart, isGuestLine } from './guest-cart';

type ServerLine = AnswerData<'/api/cart/get', 'get'>[number];

/**
 * A cart line as the store holds it: GET /api/cart/get's line (contracts/openapi), or one the browser
 * made (a guest's, or one not yet created by the server) with what it knows of the product.
 */
export type CartLine = Pick<ServerLine, '_id' | 'quantity'> & {
  productId: Pick<ServerLine['productId'], '_id' | 'name' | 'image' | 'price'> & Partial<Pick<ServerLine['productId'], 'discount' | 'unit' | 'stock'>>;
};

/** The platform's totals in paise (what the server charges) plus the rupee figures the original client reads. */
export interface CartTotals extends Totals {
  totalQty: number;
  /** Discounted total, rupees. */
  totalPrice: number;
  /** Undiscounted total, rupees. */
  notDiscountTotalPrice: number;
}

/**
 * idle: nobody signed in (the browser's guest cart, if any, is in the store) or not fetched yet;
 * ready: the server's cart is in the store;
 * unavailable: the cart service answered 404/5xx or could not be reached, the cart shows empty.
 */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface CartMeta {
  status: CartStatus;
  /** Product ids with a cart call in flight (their controls show a busy state). */
  pending: Record<string, true>;
}

/** Toast texts, word for word the original client's ('Item remove' included). */
export const CART_ADDED_TEXT = 'Item added';
export const CART_REMOVED_TEXT = 'Item remove';
export const CART_UNAVAILABLE_TEXT = 'The cart is not available right now. Please try again in a few minutes.';
export const CART_NOT_SAVED_TEXT = 'This browser would not keep your cart. Please login to save it.';
export const CART_OUT_OF_STOCK_TEXT = 'Out of stock';

/** Id of a line shown before the server has created it. */
const OPTIMISTIC_PREFIX = 'adding:';

/** What an add-to-cart click led to: `login` means the caller should send the shopper to /login. */
export type CartActionResult = 'ok' | 'login' | 'failed';

const store = globalSingleton('cart', () => createStore<CartLine[]>([]));
const meta = globalSingleton('cartMeta', () => createStore<CartMeta>({ status: 'idle', pending: {} }));
const sync = globalSingleton('cartSync', () => ({ started: false, userId: undefined as string | null | undefined, seq: 0 }));
/**
 * Lines just ordered: the cart service drops them when the order is confirmed (an event, a moment after
 * the order answer), so until then they stay hidden here instead of flashing back on a re-read.
 */
const ordered = globalSingleton('cartOrdered', () => ({ lineIds: new Set<string>(), serverIds: [] as string[] }));

/** Totals by the same rule the order service charges with (@minutemart/contracts/pricing), in paise. */
export function cartTotals(lines: CartLine[]): CartTotals {
  const totals = computeTotals(
    lines.map((l) => ({ quantity: l.quantity, price: Number(l.productId?.price ?? 0) || 0, discount: Number(l.productId?.discount ?? 0) || 0 })),
  );
  return { ...totals, totalPrice: toRupees(totals.itemsPaise), notDiscountTotalPrice: toRupees(totals.subTotalPaise) };
}

/**
 * The cart service is missing, down (502/503/504) or unreachable (0). A 404 counts only when the route
 * itself is missing ("No route for POST /api/cart/create", Express's "Cannot POST …", or no message):
 * a 404 with a business message ("Product not found") is the server's answer and is shown as such.
 */
function isUnavailable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 404)
    return /^(no route|cannot (get|post|put|delete|patch)\b|not found$|request failed \(404\))/i.test(err.message.trim()) || !err.message.trim();
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
    (l): l is CartLine =>
      typeof l === 'object' &&
      l !== null &&
      typeof (l as CartLine)._id === 'string' &&
      typeof (l as CartLine).productId === 'object' &&
      (l as CartLine).productId !== null,
  );
}

/** What a guest line keeps of a product: what the cart shows, nothing more (cards pass whole products). */
function snapshot(p: CartLine['productId']): CartLine['productId'] {
  const image = Array.isArray(p.image) ? p.image.slice(0, 1) : [];
  return { _id: p._id, name: p.name, image, price: Number(p.price) || 0, discount: Number(p.discount) || 0, unit: p.unit ?? '', stock: Number(p.stock) || 0 };
}

/** Stores the guest cart and shows it; a browser refusing to store it gets a toast instead. */
function commitGuest(next: CartLine[], text: string, kind: 'success' | 'info' = 'success'): CartActionResult {
  if (!guestCart.save(next)) {
    toast.error(CART_NOT_SAVED_TEXT);
    return 'failed';
  }
  store.set(next);
  toast[kind](text);
  return 'ok';
}

function addAsGuest(product: CartLine['productId']): CartActionResult {
  if (Number(product.stock) <= 0) {
    toast.error(CART_OUT_OF_STOCK_TEXT);
    return 'failed';
  }
  const lines = guestCart.lines();
  if (lines.some((l) => l.productId._id === product._id)) {
    store.set(lines); // another tab added it meanwhile
    return 'ok';
  }
  if (lines.length >= GUEST_CART_MAX_LINES) {
    toast.error(`Your cart can hold up to ${GUEST_CART_MAX_LINES} different products`);
    return 'failed';
  }
  return commitGuest([...lines, { _id: GUEST_LINE_PREFIX + product._id, quantity: 1, productId: snapshot(product) }], CART_ADDED_TEXT);
}

/** The server's words for a quantity above the stock, so a guest line says what a server line would. */
const cappedText = (n: number) => `Only ${n} in stock: quantity set to ${n}`;

function setGuestQty(line: CartLine, qty: number): CartActionResult {
  const stock = Number(line.productId.stock) || 0;
  if (stock <= 0) {
    toast.error(CART_OUT_OF_STOCK_TEXT);
    return 'failed';
  }
  const quantity = Math.min(qty, stock);
  const next = guestCart.lines().map((l) => (l._id === line._id ? { ...l, quantity } : l));
  if (quantity < qty) return commitGuest(next, cappedText(quantity), 'info');
  return commitGuest(next, qty > line.quantity ? CART_ADDED_TEXT : CART_REMOVED_TEXT);
}

/** What POST /api/cart/merge did (its top-level `merged`). */
type MergeReport = NonNullable<AnswerBody<'/api/cart/merge', 'post'>['merged']>;

/** What the merge could not bring along as it was ("only 2 of Atta in stock; …"), or '' when everything came. */
function mergeShortfall(report: MergeReport | undefined, lines: CartLine[]): string {
  const name = (id: string) => lines.find((l) => l.productId._id === id)?.productId.name ?? 'An item';
  return [
    ...(report?.capped ?? []).map((c) => `only ${c.quantity} of ${name(c.productId)} in stock`),
    ...(report?.skipped ?? []).map((s) => `${name(s.productId)} ${s.reason === 'cart_full' ? 'did not fit in your cart' : 'is no longer available'}`),
  ].join('; ');
}

/** One sentence about what the guest cart's merge could not bring along as it was, or '' when everything came. */
function mergeNotes(report: MergeReport | undefined, lines: CartLine[]): string {
  const text = mergeShortfall(report, lines);
  return text && `Your cart was saved to your account: ${text}.`;
}

/**
 * POST /api/cart/merge with the browser's guest cart, right after sign-in. The guest cart is dropped
 * once the server has it (or refused it for good); a network or server failure keeps it for the next
 * try (a merge sent twice changes nothing: the larger quantity wins, not the sum).
 */
async function mergeGuestCart(): Promise<void> {
  const lines = guestCart.lines();
  if (lines.length === 0) return;
  try {
    const env = await api.post<unknown>('/api/cart/merge', guestCart.mergeBody(lines));
    guestCart.clear();
    const notes = mergeNotes(env['merged'] as MergeReport | undefined, lines);
    if (notes) toast.info(notes, 6000);
  } catch (err) {
    if (!(err instanceof ApiError)) return;
    const retryLater = err.status === 0 || err.status === 401 || err.status === 409 || err.status === 429 || err.status >= 500 || isUnavailable(err);
    if (retryLater) return;
    guestCart.clear();
    toast.error(errorMessage(err));
  }
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

  /** GET /api/cart/get. Signed out → the browser's guest cart; 404/5xx → empty and status 'unavailable'. Never toasts. */
  async load(): Promise<CartLine[]> {
    const seq = ++sync.seq;
    if (!session.store.get().user) {
      const lines = guestCart.lines();
      store.set(lines);
      setStatus('idle');
      return lines;
    }
    setStatus('loading');
    try {
      const env = await api.get<unknown>('/api/cart/get');
      if (seq !== sync.seq) return store.get();
      const lines = normalise(env.data);
      ordered.serverIds = lines.map((l) => l._id);
      // A line still being added (another add's re-read crossed it) stays until its own re-read.
      const adding = store
        .get()
        .filter((l) => l._id.startsWith(OPTIMISTIC_PREFIX) && meta.get().pending[l.productId._id] && !lines.some((s) => s.productId._id === l.productId._id));
      store.set([...(ordered.lineIds.size ? lines.filter((l) => !ordered.lineIds.has(l._id)) : lines), ...adding]);
      setStatus('ready');
      return lines;
    } catch (err) {
      if (seq !== sync.seq) return store.get();
      store.set([]);
      setStatus(isUnavailable(err) ? 'unavailable' : 'idle');
      return [];
    }
  },

  /**
   * After an order is placed: hides its lines at once, then re-reads the cart until the server has dropped
   * them too (the order was confirmed) or `timeoutMs` passes (say the order was rejected: the lines come
   * back). Resolves to true when the server emptied them.
   */
  async settleAfterOrder(lineIds: string[], timeoutMs = 10_000): Promise<boolean> {
    if (lineIds.length === 0) {
      await cart.load();
      return true;
    }
    for (const id of lineIds) ordered.lineIds.add(id);
    store.set((lines) => lines.filter((l) => !ordered.lineIds.has(l._id)));
    const deadline = Date.now() + timeoutMs;
    let delay = 200;
    try {
      for (;;) {
        await cart.load();
        if (!lineIds.some((id) => ordered.serverIds.includes(id))) return true;
        if (Date.now() + delay > deadline) return false;
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 1500);
      }
    } finally {
      for (const id of lineIds) ordered.lineIds.delete(id);
      // Give back whatever the server still holds (a rejected order keeps the cart).
      if (lineIds.some((id) => ordered.serverIds.includes(id))) await cart.load();
    }
  },

  /**
   * POST /api/cart/create {productId}. Given the product, the line shows at once (so do the header count
   * and total) and the server's line replaces it on the re-read. Signed out, the line goes into the
   * browser's guest cart (merged at sign-in); without the product there is nothing to show: 'login'.
   */
  async add(productId: string, product?: CartLine['productId']): Promise<CartActionResult> {
    if (!(await currentUser())) return product ? addAsGuest(product) : 'login';
    if (meta.get().pending[productId]) return 'failed';
    setPending(productId, true);
    const tempId = OPTIMISTIC_PREFIX + productId;
    const optimistic = Boolean(product) && !store.get().some((l) => l.productId?._id === productId);
    if (optimistic && product) store.set((lines) => [...lines, { _id: tempId, quantity: 1, productId: product }]);
    try {
      await api.post('/api/cart/create', { productId });
      toast.success(CART_ADDED_TEXT);
      await cart.load();
      return 'ok';
    } catch (err) {
      if (optimistic) store.set((lines) => lines.filter((l) => l._id !== tempId));
      return failure(err);
    } finally {
      setPending(productId, false);
    }
  },

  /**
   * POST /api/cart/merge with several lines at once (a past order again): the cart's own write, which
   * prices and caps each line itself; a line already in the cart keeps the larger quantity. Signed
   * in only. Resolves to how many lines came in whole, and the server's notes on the rest.
   */
  async addLines(items: { productId: string; quantity: number }[]): Promise<{ result: CartActionResult; notes: string }> {
    if (!(await currentUser())) return { result: 'login', notes: '' };
    try {
      const env = await api.post<unknown>('/api/cart/merge', { items });
      await cart.load();
      return { result: 'ok', notes: mergeShortfall(env['merged'] as MergeReport | undefined, store.get()) };
    } catch (err) {
      return { result: failure(err), notes: '' };
    }
  },

  /** PUT /api/cart/update-qty {_id, qty}; a quantity below 1 deletes the line. Optimistic, rolled back on failure. */
  async setQty(line: CartLine, qty: number): Promise<CartActionResult> {
    if (qty < 1) return cart.remove(line);
    if (isGuestLine(line)) return setGuestQty(line, qty);
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
    if (isGuestLine(line))
      return commitGuest(
        guestCart.lines().filter((l) => l._id !== line._id),
        CART_REMOVED_TEXT,
      );
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
 * signed-in user changes (login, logout, another account). A sign-in first merges the guest cart kept
 * in this browser into the server's. Signed out, the store shows the guest cart, also as other tabs
 * change it. Call once at start (the shell does); idempotent.
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
    if (id) {
      // Guest lines are not the account's lines (checkout orders what the store holds): none until the server's.
      if (store.get().some(isGuestLine)) {
        store.set([]);
        setStatus('loading');
      }
      void mergeGuestCart().then(() => cart.load());
    } else void cart.load();
  };
  session.store.subscribe(check);
  (globalThis as { addEventListener?: Window['addEventListener'] }).addEventListener?.('storage', (e: StorageEvent) => {
    if (e.key === GUEST_CART_KEY && !session.store.get().user) void cart.load();
  });
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
