/**
 * Helpers for the browse tests (frontends/e2e/tests/browse-*.test.ts): read the real catalogue API at
 * BASE_URL so the browser assertions can be checked against what the server says.
 */
import type { CategoryRef as Ref, Product as ApiProduct, SubCategory as ApiSubCategory } from '@minutemart/contracts/api-types';
import { BASE_URL, reachable } from './server.js';

/** The catalogue's shapes, generated from contracts/openapi. */
export type { CategoryRef as Ref, Product as ApiProduct, SubCategory as ApiSubCategory } from '@minutemart/contracts/api-types';

export async function apiCall<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ data: T; [k: string]: unknown }> {
  const res = await fetch(BASE_URL + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}`);
  return (await res.json()) as { data: T };
}

/** Same slug rule as the app: spaces, commas and ampersands become hyphens. */
export const slugify = (name: string) => name.replace(/[ ,&]/g, '-');

/** Categories and sub-categories sorted by name, as the storefront shows them. */
export async function catalogue() {
  const byName = (a: Ref, b: Ref) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  const cats = (await apiCall<Ref[]>('GET', '/api/category/get')).data.slice().sort(byName);
  const subs = (await apiCall<ApiSubCategory[]>('POST', '/api/subcategory/get')).data.slice().sort(byName);
  const firstSub = (categoryId: string) => subs.find((s) => s.category.some((c) => c._id === categoryId));
  return { cats, subs, firstSub };
}

export function listingPath(category: Ref, sub: Ref): string {
  return `/${slugify(category.name)}-${category._id}/${slugify(sub.name)}-${sub._id}`;
}

/** A published product with stock 0, found through the sub-category listing API. */
export async function findOutOfStockProduct(): Promise<ApiProduct | null> {
  const { cats, firstSub, subs } = await catalogue();
  for (const cat of cats) {
    for (const sub of [firstSub(cat._id), ...subs.filter((s) => s.category.some((c) => c._id === cat._id))]) {
      if (!sub) continue;
      const env = await apiCall<ApiProduct[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
        categoryId: cat._id,
        subCategoryId: sub._id,
        page: 1,
        limit: 100,
      });
      const hit = env.data.find((p) => Number(p.stock) === 0);
      if (hit) return hit;
    }
  }
  return null;
}

/** describe, or describe.skip when BASE_URL is down and E2E_REQUIRE_BACKEND is unset (like auth-flow). */
export async function backendSuite(label: string): Promise<jest.Describe> {
  // Generous timeout and one retry: a busy 2-core box can take a few seconds to answer.
  const up = (await reachable(BASE_URL, 10_000)) || (await reachable(BASE_URL, 10_000));
  if (!up && process.env.E2E_REQUIRE_BACKEND) throw new Error(`E2E_REQUIRE_BACKEND is set but ${BASE_URL} is unreachable`);
  if (!up) console.warn(`[e2e] ${BASE_URL} is unreachable and E2E_REQUIRE_BACKEND is unset: skipping ${label}`);
  return up ? describe : describe.skip;
}

export { BASE_URL };
