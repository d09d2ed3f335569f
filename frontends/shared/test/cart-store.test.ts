import { jest } from '@jest/globals';
import {
  cart,
  cartTotals,
  CART_ADDED_TEXT,
  CART_OUT_OF_STOCK_TEXT,
  CART_REMOVED_TEXT,
  CART_UNAVAILABLE_TEXT,
  startCartSync,
  type CartLine,
} from '../src/cart/cart';
import { GUEST_CART_KEY } from '../src/cart/guest-cart';
import { session } from '../src/session/session';
import { toast } from '../src/toast/toast';

const USER = { _id: 'u1', name: 'Ravi', email: 'ravi@example.com', role: 'USER' as const };
const MILK = { _id: 'p1', name: 'Milk', image: [], price: 60, discount: 10, unit: '1 L', stock: 9 };

type Handler = (method: string, path: string, body: unknown) => { status: number; body?: unknown };
let calls: Array<{ method: string; path: string; body: unknown }> = [];

function mockFetch(handler: Handler) {
  calls = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const res = handler(method, path, body);
    return new Response(res.body === undefined ? '' : JSON.stringify(res.body), { status: res.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

const ok = (data: unknown, message = '') => ({ status: 200, body: { success: true, error: false, message, data } });
const fail = (status: number, message: string) => ({ status, body: { success: false, error: true, message, data: null } });
const messages = () => toast.store.get().map((t) => `${t.kind}:${t.message}`);

/** The browser's localStorage, in memory (Node has none). */
class MemoryStorage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
}
const storage = new MemoryStorage();
(globalThis as { localStorage?: unknown }).localStorage = storage;
const stored = () => JSON.parse(storage.getItem(GUEST_CART_KEY) ?? '[]') as Array<{ quantity: number; product: { _id: string } }>;

// Toast timers are faked (and dropped at the end) so nothing outlives the file.
const flush = () => new Promise<void>((r) => setImmediate(r));
beforeAll(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
afterAll(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

beforeEach(() => {
  toast.clear();
  cart.clear();
  storage.clear();
  session.setUser(USER);
});

describe('cart store', () => {
  test('load reads GET /api/cart/get and drops lines whose product is gone', async () => {
    mockFetch(() =>
      ok([
        { _id: 'c1', quantity: 2, productId: MILK },
        { _id: 'c2', quantity: 1, productId: null },
      ]),
    );
    const lines = await cart.load();
    expect(lines.map((l) => l._id)).toEqual(['c1']);
    expect(cart.meta.get().status).toBe('ready');
    expect(cartTotals(cart.store.get())).toMatchObject({ totalQty: 2, totalPrice: 108, notDiscountTotalPrice: 120, itemsPaise: 10800, savingsPaise: 1200 });
  });

  test.each([404, 503])('a cart service answering %p means an empty cart, no toast', async (status) => {
    mockFetch(() => fail(status, 'Not found'));
    expect(await cart.load()).toEqual([]);
    expect(cart.meta.get().status).toBe('unavailable');
    expect(messages()).toEqual([]);
  });

  test('signed out: the cart is kept in the browser, nothing is sent, quantities stay within the stock', async () => {
    session.setUser(null);
    mockFetch(() => ok([]));
    expect(await cart.load()).toEqual([]);
    expect(await cart.add('p1', { ...MILK, description: 'a long text no cart needs' } as typeof MILK)).toBe('ok');
    expect(cart.store.get()).toEqual([{ _id: 'guest:p1', quantity: 1, productId: MILK }]);
    expect(stored()).toEqual([{ quantity: 1, product: MILK }]);
    expect(cartTotals(cart.store.get())).toMatchObject({ totalQty: 1, itemsPaise: 5400 });

    expect(await cart.setQty(cart.lineFor('p1')!, 4)).toBe('ok');
    expect(await cart.setQty(cart.lineFor('p1')!, 12)).toBe('ok');
    expect(cart.lineFor('p1')?.quantity).toBe(9);
    expect(stored()[0]?.quantity).toBe(9);
    expect(messages()).toEqual([`success:${CART_ADDED_TEXT}`, `success:${CART_ADDED_TEXT}`, 'info:Only 9 in stock: quantity set to 9']);

    expect(await cart.add('p3', { ...MILK, _id: 'p3', stock: 0 })).toBe('failed');
    expect(messages()).toContain(`error:${CART_OUT_OF_STOCK_TEXT}`);
    // Without the product at hand there is nothing to show: the caller sends the shopper to login.
    expect(await cart.add('p4')).toBe('login');

    // A reload reads it back; minus at 1 takes the line out.
    cart.clear();
    await cart.load();
    expect(cart.lineFor('p1')?.quantity).toBe(9);
    expect(await cart.setQty(cart.lineFor('p1')!, 1)).toBe('ok');
    expect(await cart.setQty(cart.lineFor('p1')!, 0)).toBe('ok');
    expect(cart.store.get()).toEqual([]);
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(calls).toEqual([]);
  });

  test('an unreadable guest cart counts as empty', async () => {
    session.setUser(null);
    storage.setItem(GUEST_CART_KEY, '{"not": "a list"');
    expect(await cart.load()).toEqual([]);
    storage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        { quantity: 0, product: MILK },
        { quantity: 2, product: { name: 'no id' } },
        { quantity: 2, product: MILK },
      ]),
    );
    expect((await cart.load()).map((l) => [l._id, l.quantity])).toEqual([['guest:p1', 2]]);
  });

  test('add posts the product id, toasts "Item added" and re-fetches', async () => {
    let lines: unknown[] = [];
    mockFetch((method, path) => {
      if (method === 'POST' && path === '/api/cart/create') {
        lines = [{ _id: 'c1', quantity: 1, productId: MILK }];
        return ok({ _id: 'c1' }, 'Item add Successfully');
      }
      return ok(lines);
    });
    expect(await cart.add('p1')).toBe('ok');
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/cart/create', body: { productId: 'p1' } });
    expect(cart.lineFor('p1')?.quantity).toBe(1);
    expect(messages()).toEqual([`success:${CART_ADDED_TEXT}`]);
  });

  test.each([
    [404, 'No route for POST /api/cart/create'],
    [404, 'Cannot POST /api/cart/create'],
    [503, 'The cart service is temporarily unavailable. Please try again.'],
  ])('add against a missing or down cart service (%p %p) shows a clear toast', async (status, message) => {
    mockFetch(() => fail(status, message));
    expect(await cart.add('p1')).toBe('failed');
    expect(messages()).toEqual([`error:${CART_UNAVAILABLE_TEXT}`]);
  });

  test("a 404 from the cart service itself ('Product not found') toasts its message", async () => {
    mockFetch(() => fail(404, 'Product not found'));
    expect(await cart.add('p1')).toBe('failed');
    expect(messages()).toEqual(['error:Product not found']);
  });

  test('other failures toast the server message', async () => {
    mockFetch(() => fail(400, 'Out of stock'));
    expect(await cart.add('p1')).toBe('failed');
    expect(messages()).toEqual(['error:Out of stock']);
  });

  test('plus and minus update the quantity; minus at 1 deletes the line', async () => {
    let lines: CartLine[] = [{ _id: 'c1', quantity: 1, productId: MILK }];
    mockFetch((method, path, body) => {
      const b = body as { _id: string; qty?: number };
      if (method === 'PUT') lines = lines.map((l) => (l._id === b._id ? { ...l, quantity: b.qty ?? 0 } : l));
      if (method === 'DELETE') lines = lines.filter((l) => l._id !== b._id);
      return ok(method === 'GET' && path === '/api/cart/get' ? lines : null);
    });
    await cart.load();
    const line = cart.lineFor('p1')!;
    expect(await cart.setQty(line, 2)).toBe('ok');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/cart/update-qty', body: { _id: 'c1', qty: 2 } });
    expect(cart.lineFor('p1')?.quantity).toBe(2);
    expect(await cart.setQty(cart.lineFor('p1')!, 1)).toBe('ok');
    expect(cart.lineFor('p1')?.quantity).toBe(1);
    expect(await cart.setQty(cart.lineFor('p1')!, 0)).toBe('ok');
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/api/cart/delete-cart-item', body: { _id: 'c1' } });
    expect(cart.lineFor('p1')).toBeUndefined();
    expect(messages()).toEqual([`success:${CART_ADDED_TEXT}`, `success:${CART_REMOVED_TEXT}`, `success:${CART_REMOVED_TEXT}`]);
  });

  test('a failed quantity change is rolled back', async () => {
    mockFetch((method) => (method === 'GET' ? ok([{ _id: 'c1', quantity: 3, productId: MILK }]) : fail(500, 'Boom')));
    await cart.load();
    expect(await cart.setQty(cart.lineFor('p1')!, 4)).toBe('failed');
    expect(cart.lineFor('p1')?.quantity).toBe(3);
  });

  test('the cart follows the signed-in user', async () => {
    mockFetch(() => ok([{ _id: 'c1', quantity: 1, productId: MILK }]));
    startCartSync();
    await flush();
    expect(cart.store.get()).toHaveLength(1);
    session.setUser(null);
    expect(cart.store.get()).toEqual([]);
    session.setUser({ ...USER, _id: 'u2' });
    await flush();
    expect(cart.store.get()).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/cart/get')).toHaveLength(2);
  });

  test('signing in merges the guest cart into the server cart once, then reads the server cart', async () => {
    session.setUser(null);
    storage.setItem(GUEST_CART_KEY, JSON.stringify([{ quantity: 5, product: MILK }]));
    let lines: unknown[] = [];
    mockFetch((method, path) => {
      if (method === 'POST' && path === '/api/cart/merge') {
        lines = [{ _id: 'c1', quantity: 3, productId: { ...MILK, stock: 3 } }];
        return {
          status: 200,
          body: {
            success: true,
            error: false,
            message: 'Cart merged',
            data: lines,
            merged: { added: 1, raised: 0, capped: [{ productId: 'p1', quantity: 3 }], skipped: [] },
          },
        };
      }
      return ok(lines);
    });
    startCartSync();
    session.setUser(USER);
    await flush();
    await flush();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/cart/merge', 'GET /api/cart/get']);
    expect(calls[0]?.body).toEqual({ items: [{ productId: 'p1', quantity: 5 }] });
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(cart.store.get().map((l) => [l._id, l.quantity])).toEqual([['c1', 3]]);
    expect(messages()).toEqual(['info:Your cart was saved to your account: only 3 of Milk in stock.']);
    session.setUser(null);
  });

  test.each([
    [503, 'The cart service is temporarily unavailable.', true],
    [400, 'Provide a valid productId', false],
  ])('a merge answered %p keeps the guest cart for the next sign-in: %p', async (status, message, kept) => {
    session.setUser(null);
    storage.setItem(GUEST_CART_KEY, JSON.stringify([{ quantity: 2, product: MILK }]));
    mockFetch((method) => (method === 'POST' ? fail(status, message) : ok([])));
    startCartSync();
    session.setUser({ ...USER, _id: `u-${status}` });
    await flush();
    await flush();
    expect(storage.getItem(GUEST_CART_KEY) !== null).toBe(kept);
    expect(messages()).toEqual(kept ? [] : [`error:${message}`]);
    session.setUser(null);
  });

  test('add with the product at hand shows the line (and the totals) before the server answers', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((r) => (release = r));
    let lines: unknown[] = [];
    globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'POST') {
        await answered;
        lines = [{ _id: 'c9', quantity: 1, productId: MILK }];
      }
      return new Response(JSON.stringify({ success: true, error: false, message: '', data: lines }), { status: 200 });
    }) as typeof fetch;
    const adding = cart.add('p1', MILK);
    await flush();
    expect(cartTotals(cart.store.get())).toMatchObject({ totalQty: 1, itemsPaise: 5400 });
    expect(cart.meta.get().pending['p1']).toBe(true);
    release();
    expect(await adding).toBe('ok');
    expect(cart.store.get().map((l) => l._id)).toEqual(['c9']);
  });

  test('a refused optimistic add takes the line away again', async () => {
    mockFetch((method) => (method === 'POST' ? fail(409, 'Out of stock') : ok([])));
    expect(await cart.add('p1', MILK)).toBe('failed');
    expect(cart.store.get()).toEqual([]);
    expect(messages()).toEqual(['error:Out of stock']);
  });

  describe('after an order', () => {
    const EGGS = { _id: 'p2', name: 'Eggs', image: [], price: 90, discount: 0, unit: '6 pcs', stock: 5 };
    const run = async <T>(p: Promise<T>) => {
      // Drive the re-read delays (fake timers) until the promise settles.
      let done = false;
      const out = p.finally(() => (done = true));
      while (!done) {
        await flush();
        jest.advanceTimersByTime(250);
      }
      return out;
    };

    test('hides the ordered lines at once and re-reads until the server dropped them', async () => {
      let reads = 0;
      mockFetch(() => {
        reads++;
        // The order is confirmed (and the cart emptied) between the second and third read.
        return ok(
          reads <= 2
            ? [
                { _id: 'c1', quantity: 2, productId: MILK },
                { _id: 'c2', quantity: 1, productId: EGGS },
              ]
            : [{ _id: 'c2', quantity: 1, productId: EGGS }],
        );
      });
      await cart.load();
      const settled = cart.settleAfterOrder(['c1']);
      expect(cart.store.get().map((l) => l._id)).toEqual(['c2']);
      expect(await run(settled)).toBe(true);
      expect(cart.store.get().map((l) => l._id)).toEqual(['c2']);
      expect(reads).toBe(3);
    });

    test('a rejected order gives the lines back once the wait is over', async () => {
      mockFetch(() => ok([{ _id: 'c1', quantity: 2, productId: MILK }]));
      await cart.load();
      const settled = cart.settleAfterOrder(['c1'], 1_000);
      expect(cart.store.get()).toEqual([]);
      expect(await run(settled)).toBe(false);
      expect(cart.store.get().map((l) => l._id)).toEqual(['c1']);
    });
  });
});
