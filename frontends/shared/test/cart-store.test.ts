import { jest } from '@jest/globals';
import { cart, cartTotals, CART_ADDED_TEXT, CART_REMOVED_TEXT, CART_UNAVAILABLE_TEXT, startCartSync, type CartLine } from '../src/cart/cart';
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
  session.setUser(USER);
});

describe('cart store', () => {
  test('load reads GET /api/cart/get and drops lines whose product is gone', async () => {
    mockFetch(() => ok([{ _id: 'c1', quantity: 2, productId: MILK }, { _id: 'c2', quantity: 1, productId: null }]));
    const lines = await cart.load();
    expect(lines.map((l) => l._id)).toEqual(['c1']);
    expect(cart.meta.get().status).toBe('ready');
    expect(cartTotals(cart.store.get())).toEqual({ totalQty: 2, totalPrice: 108, notDiscountTotalPrice: 120 });
  });

  test.each([404, 503])('a cart service answering %p means an empty cart, no toast', async (status) => {
    mockFetch(() => fail(status, 'Not found'));
    expect(await cart.load()).toEqual([]);
    expect(cart.meta.get().status).toBe('unavailable');
    expect(messages()).toEqual([]);
  });

  test('signed out: nothing is fetched and add asks for a login', async () => {
    session.setUser(null);
    mockFetch(() => ok([]));
    expect(await cart.load()).toEqual([]);
    expect(await cart.add('p1')).toBe('login');
    expect(calls).toEqual([]);
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
});
