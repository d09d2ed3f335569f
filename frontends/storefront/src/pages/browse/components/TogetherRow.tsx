import { startTransition, useEffect, useRef, useState } from 'react';
import { api, useShopperStore } from '@minutemart/ui';
import type { Product } from '../api';
import { useHorizontalScroll } from '../hooks';
import { ProductCard } from './ProductCard';
import { ROW_SCROLL_STEP, ScrollArrow } from './CategoryRow';

export const TOGETHER_TITLE = 'Often bought together';
/** Cards the row asks for: fills a 1280 px row and overflows it a little. */
const TOGETHER_LIMIT = 8;

/** GET /api/product/together: companions in stock in the shopper's store, most often bought with it first. */
export async function fetchTogether(productId: string, store: string | undefined, signal?: AbortSignal): Promise<Product[]> {
  const params = new URLSearchParams({ productId, limit: String(TOGETHER_LIMIT) });
  if (store) params.set('store', store);
  const env = await api.get<Product[]>(`/api/product/together?${params.toString()}`, { signal });
  return Array.isArray(env.data) ? env.data : [];
}

/**
 * "Often bought together" under a product (ADR 0024), its own chunk loaded once the page's content
 * is on screen. Nothing at all until there are products to show: a failed or empty read is no row,
 * not an error (the page is complete without it).
 */
export default function TogetherRow({ productId }: { productId: string }) {
  const storeId = useShopperStore();
  const scroller = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ key: string; products: Product[] } | null>(null);
  const key = `${productId}@${storeId ?? ''}`;
  const products = loaded?.key === key ? loaded.products : [];
  const { canLeft, canRight, scrollBy } = useHorizontalScroll(scroller, [products.length]);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchTogether(productId, storeId, ctrl.signal).then(
      (list) => startTransition(() => setLoaded({ key, products: list })),
      () => undefined,
    );
    return () => ctrl.abort();
  }, [productId, storeId, key]);

  if (products.length === 0) return null;
  return (
    <section aria-labelledby="often-bought-together" data-testid="together-row" className="min-w-0 pt-5 md:pt-6">
      <h2 id="often-bought-together" className="mb-3 font-display text-lg font-bold tracking-tight text-slate-900 md:text-xl">
        {TOGETHER_TITLE}
      </h2>
      <div className="relative">
        <div
          ref={scroller}
          className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-3 pt-1 [scrollbar-width:none] md:mx-0 md:scroll-px-0 md:px-0 md:snap-none [&::-webkit-scrollbar]:hidden"
        >
          {products.map((p) => (
            <div key={p._id} data-testid="together-item" className="w-[156px] shrink-0 snap-start md:w-[184px]">
              <ProductCard product={p} imageSizes="(min-width: 768px) 160px, 136px" />
            </div>
          ))}
        </div>
        <ScrollArrow
          dir="left"
          label="Scroll often bought together left"
          visible={canLeft}
          onClick={() => scrollBy(-ROW_SCROLL_STEP)}
          className="hidden md:grid"
        />
        <ScrollArrow
          dir="right"
          label="Scroll often bought together right"
          visible={canRight}
          onClick={() => scrollBy(ROW_SCROLL_STEP)}
          className="hidden md:grid"
        />
      </div>
    </section>
  );
}
