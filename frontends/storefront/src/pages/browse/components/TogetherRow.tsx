import { useMemo } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { api, queryKeys, useCart, useShopperStore } from '@minutemart/ui';
import { queryClient } from '@minutemart/ui/query';
import type { Product } from '../api';
import { ProductStrip } from './ProductStrip';

export const TOGETHER_TITLE = 'Often bought together';
/** Cards a row asks for: fills a 1280 px row and overflows it a little. */
const TOGETHER_LIMIT = 8;
/** A basket's ids the read takes at most (the catalogue's cap). */
const BASKET_MAX_PRODUCTS = 50;
/** An answer is shown as it is this long before it is asked again (the gateway keeps it at least as long). */
const TOGETHER_FRESH_MS = 30_000;

async function readTogether(path: string, params: Record<string, string>, store: string | undefined, signal: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams({ ...params, limit: String(TOGETHER_LIMIT) });
  if (store) query.set('store', store);
  const env = await api.get<Product[]>(`${path}?${query.toString()}`, { signal });
  return Array.isArray(env.data) ? env.data : [];
}

/**
 * Companions of `queryKey`'s read: none while it loads, when it fails or when there are none; with
 * `keepPrevious`, the last key's answer while a new key's loads.
 */
function useTogether(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<Product[]>, { enabled = true, keepPrevious = false } = {}): Product[] {
  const { data } = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => read(signal),
      enabled,
      staleTime: TOGETHER_FRESH_MS,
      placeholderData: keepPrevious ? keepPreviousData : undefined,
    },
    queryClient,
  );
  return enabled ? (data ?? []) : [];
}

/**
 * "Often bought together" under a product (ADR 0024), its own chunk loaded once the page's content
 * is on screen (GET /api/product/together). Nothing at all until there are products to show: a
 * failed or empty read is no row, not an error (the page is complete without it).
 */
export default function TogetherRow({ productId }: { productId: string }) {
  const storeId = useShopperStore();
  const products = useTogether(queryKeys.togetherWith(productId, storeId), (signal) => readTogether('/api/product/together', { productId }, storeId, signal));
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="often-bought-together" data-testid="together-row" className="min-w-0 pt-5 md:pt-6">
      <h2 id="often-bought-together" className="mb-3 font-display text-lg font-bold tracking-tight text-slate-900 md:text-xl">
        {TOGETHER_TITLE}
      </h2>
      <ProductStrip products={products} label={TOGETHER_TITLE} itemTestId="together-item" />
    </section>
  );
}

/**
 * The cart's "Often bought together" (the storefront's `./CartTogether`, shown by the shell's cart
 * panel and /cart page): products ordered with what the cart holds, none of its own, in the shopper's
 * store (GET /api/product/together/basket, the ids sorted so every tab and shopper with this basket
 * asks the gateway the same request). The cart's previous answer stays while a changed cart's loads.
 */
export function CartTogetherRow() {
  const { lines } = useCart();
  const storeId = useShopperStore();
  const productIds = useMemo(() => [...new Set(lines.map((l) => l.productId._id))].sort().slice(0, BASKET_MAX_PRODUCTS), [lines]);
  const products = useTogether(
    queryKeys.togetherWithBasket(productIds, storeId),
    (signal) => readTogether('/api/product/together/basket', { productIds: productIds.join(',') }, storeId, signal),
    { enabled: productIds.length > 0, keepPrevious: true },
  );
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="cart-often-bought-together"
      data-testid="cart-together-row"
      className="min-w-0 rounded-2xl bg-white py-4 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id="cart-often-bought-together" className="mb-2.5 px-4 font-bold text-slate-900">
        {TOGETHER_TITLE}
      </h2>
      <ProductStrip products={products} label={TOGETHER_TITLE} itemTestId="together-item" compact />
    </section>
  );
}
