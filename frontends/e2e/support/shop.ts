/**
 * Helpers for the checkout and order tests against the real stack at BASE_URL: shoppers with cookies in
 * the browser AND a cookie header for API calls, the seeded admin, products picked from the catalogue.
 */
import type { BrowserContext } from 'playwright-core';
import { discountedPaise, toPaise } from '@minutemart/contracts/pricing';
import { BASE_URL } from './server.js';
import { apiCall, registerViaApi, sessionCookies, uniqueUser, type SessionCookie, type TestUser } from './live.js';
import type { ApiProduct } from './catalogue.js';
import type { ApiEnvelope } from '@minutemart/contracts';
import type { AnswerData } from '@minutemart/contracts/api-types';

export const ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL ?? 'admin@minutemart.test',
  password: process.env.SEED_ADMIN_PASSWORD ?? 'Admin@12345',
};

const inrFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
export const inrPaise = (paise: number) => inrFormat.format(paise / 100);
/** What one unit costs the shopper, in paise (the platform's rule). */
export const unitPaise = (p: Pick<ApiProduct, 'price' | 'discount'>) => discountedPaise(toPaise(p.price), p.discount);

/** A line of GET /api/cart/get's answer (generated from contracts/openapi). */
export type CartLine = AnswerData<'/api/cart/get', 'get'>[number];
export type { Address } from '@minutemart/contracts/api-types';
export type { OrderView } from '@minutemart/contracts/order-view';

/** The /api envelope, as contracts/ defines it. */
export type { ApiEnvelope as Envelope } from '@minutemart/contracts';

/** A signed-in API caller: `call` sends its cookies; `cookies` can go into a browser context. */
export interface Caller {
  cookie: string;
  cookies: SessionCookie[];
  call<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: ApiEnvelope<T> }>;
}

export async function login(email: string, password: string): Promise<Caller> {
  const res = await apiCall('POST', '/api/user/login', { email, password });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  const cookies = sessionCookies(res);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return {
    cookie,
    cookies,
    async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await fetch(BASE_URL + path, {
        method,
        headers: { Accept: 'application/json', Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as ApiEnvelope<T> };
    },
  };
}

/** A login of the seeded admin of its own, as cookies for a browser (`browserPerSuite({ signIn: adminSession })`). */
export async function adminSession(): Promise<Caller['cookies']> {
  return (await login(ADMIN.email, ADMIN.password)).cookies;
}

/** A fresh shopper with one saved address, signed in in the browser context. */
export async function newShopper(context: BrowserContext, tag: string): Promise<{ user: TestUser; api: Caller }> {
  const user = uniqueUser(tag);
  await registerViaApi(user);
  const api = await login(user.email, user.password);
  await context.addCookies(api.cookies);
  const address = await api.call('POST', '/api/address/create', {
    // Served by the seed's flagship dark store (Indiranagar), which carries the whole range.
    address_line: 'Flat 402, Lotus Residency, 100 Feet Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: '560038',
    mobile: '9876543210',
  });
  if (address.status >= 300) throw new Error(`address create failed: ${address.status} ${address.body.message}`);
  return { user, api };
}

/** In-stock, discounted products matching a search (so struck prices show), most stock first. */
export async function pickProducts(search: string, count: number): Promise<ApiProduct[]> {
  const res = await fetch(BASE_URL + '/api/product/search-product', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ search, page: 1, limit: 24 }),
  });
  const env = (await res.json()) as ApiEnvelope<ApiProduct[]>;
  const found = env.data.filter((p) => Number(p.stock) >= 10 && Number(p.discount) > 0).sort((a, b) => b.stock - a.stock);
  if (found.length < count) throw new Error(`fewer than ${count} discounted products in stock for "${search}"`);
  return found.slice(0, count);
}

/** Polls fn until it returns a truthy value (or throws after timeoutMs). */
export async function eventually<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Adds a product to the shopper's cart through the API, waiting for the cart's product read model to know it. */
export async function addToCartViaApi(api: Caller, productId: string, quantity = 1): Promise<void> {
  const line = await eventually(`product ${productId} in the cart read model`, async () => {
    const res = await api.call<{ _id: string }>('POST', '/api/cart/create', { productId });
    return res.status < 300 ? res.body.data : null;
  });
  if (quantity > 1) {
    const res = await api.call('PUT', '/api/cart/update-qty', { _id: line._id, qty: quantity });
    if (res.status >= 300) throw new Error(`update-qty failed: ${res.status} ${res.body.message}`);
  }
}
