import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cx, listingUrl, Skeleton, useShopperStore } from '@minutemart/ui';
import { fetchSearchPage } from './reads';
import { useInfiniteScroll, usePagedProducts } from './hooks';
import { NoDataFound } from './components/NoDataFound';
import { ProductCard, ProductCardSkeleton } from './components/ProductCard';

/** Placeholders while the first page of results loads, as many as the original client shows. */
export const SEARCH_PLACEHOLDERS = 10;
const SUGGESTIONS = ['Atta', 'Milk', 'Paneer', 'Chips', 'Coffee'];

/** /search?q=…: results of POST /api/product/search-product with infinite scroll. */
export default function SearchResults() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';

  const fetchPage = useCallback((page: number, signal: AbortSignal) => fetchSearchPage(q, page, signal), [q]);
  const storeId = useShopperStore();
  const list = usePagedProducts(`${q}@${storeId ?? ''}`, fetchPage);
  useInfiniteScroll(list.loadMore, list.settled && list.hasMore, [list.items.length, list.loading]);

  const firstLoad = !list.settled && list.items.length === 0;
  const showingStale = !list.settled && list.items.length > 0;
  const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-5';

  return (
    <section aria-labelledby="search-title" className="grid gap-4">
      {firstLoad ? (
        <Skeleton className="h-7 w-48" />
      ) : (
        <h1 id="search-title" className="font-display text-lg font-bold tracking-tight text-slate-900 md:text-xl" aria-live="polite">
          Search Results: {list.totalCount}
        </h1>
      )}

      {firstLoad ? (
        <div className={grid} data-testid="search-placeholders" aria-busy="true">
          {Array.from({ length: SEARCH_PLACEHOLDERS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : list.settled && list.items.length === 0 ? (
        <NoDataFound>
          {q ? (
            <>
              Nothing matches <span className="font-semibold text-slate-700">“{q}”</span>.{' '}
              {list.closest.length > 0 ? 'Perhaps you are looking for:' : 'Check the spelling or try one of these:'}
            </>
          ) : (
            'Try one of these:'
          )}
          {list.closest.length > 0 ? (
            <span className="mt-4 flex flex-wrap justify-center gap-2" data-testid="closest-subcategories">
              {list.closest.map((sub) => {
                const category = sub.category[0];
                return category ? (
                  <Link
                    key={sub._id}
                    to={listingUrl(category, sub)}
                    className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {sub.name}
                  </Link>
                ) : null;
              })}
            </span>
          ) : (
            <span className="mt-4 flex flex-wrap justify-center gap-2">
              {SUGGESTIONS.map((s) => (
                <Link
                  key={s}
                  to={`/search?q=${encodeURIComponent(s.toLowerCase())}`}
                  replace
                  className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  {s}
                </Link>
              ))}
            </span>
          )}
        </NoDataFound>
      ) : (
        <div data-testid="search-grid" aria-busy={list.loading || undefined} className={cx(grid, 'transition-opacity', showingStale && 'opacity-50')}>
          {list.items.map((p, i) => (
            <ProductCard key={p._id} product={p} heading="h2" eager={i < 5} imageSizes="(min-width: 1024px) 230px, (min-width: 640px) 30vw, 45vw" />
          ))}
          {list.loading && !showingStale && Array.from({ length: 5 }, (_, i) => <ProductCardSkeleton key={`s${i}`} />)}
        </div>
      )}
    </section>
  );
}
