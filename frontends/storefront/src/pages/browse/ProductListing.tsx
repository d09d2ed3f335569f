import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { cx, EmptyState, idFromSlug, nameFromSlug, Skeleton, slugify, useShopperStore } from '@minutemart/ui';
import { LISTING_PAGE_SIZE, loadCatalogue, namesFromProducts, subCategoriesOf, useCatalogue } from './api';
import { arrivedListingPage, fetchListingPage, firstViewListingPage, forgetFirstView, startListingPageFetch } from './reads';
import { useHeaderHeight, useInfiniteScroll, usePagedProducts } from './hooks';
import { ProductCard, ProductCardSkeleton } from './components/ProductCard';
import { preloadPicture, ProductImage } from './components/ProductImage';
import { listingDescription, usePageMeta } from './seo';

/** `sizes` of a listing card's picture: a 96 px thumbnail beside the text on a phone. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 230px, (min-width: 768px) 30vw, 96px';
/** Cards whose pictures load at high priority: the first row on a phone, where the largest paint is. */
const PRIORITY_CARDS = 2;

// Loaded for the first page of a visit, this module asks for that listing at once (see api.ts), and
// the first cards' pictures start downloading as soon as the answer names them.
if (typeof window !== 'undefined') {
  startListingPageFetch(window.location.pathname)?.then(
    (page) => page.items.slice(0, PRIORITY_CARDS).forEach((p) => preloadPicture(p.image?.[0], CARD_IMAGE_SIZES)),
    () => undefined,
  );
}

/**
 * /{categoryName-slug}-{categoryId}/{subcategoryName-slug}-{subcategoryId}: the category's sub-categories
 * on the left (current one highlighted), the sub-category's products on the right (1 / 3 / 4 columns),
 * 8 per page with infinite scroll.
 */
export default function ProductListing() {
  const params = useParams();
  const categorySegment = params.category ?? '';
  const subSegment = params.subCategory ?? '';
  const categoryId = idFromSlug(categorySegment);
  const subCategoryId = idFromSlug(subSegment);

  const { subCategories, loaded, failed } = useCatalogue();
  useEffect(() => {
    void loadCatalogue();
  }, []);

  const siblings = subCategoriesOf(subCategories, categoryId);
  const current = subCategories.find((s) => s._id === subCategoryId);

  const fetchPage = useCallback((page: number, signal: AbortSignal) => fetchListingPage(categoryId, subCategoryId, page, signal), [categoryId, subCategoryId]);
  const storeId = useShopperStore();
  const list = usePagedProducts(`${categoryId}/${subCategoryId}@${storeId ?? ''}`, fetchPage, () => {
    const arrived = arrivedListingPage(categoryId, subCategoryId);
    if (arrived) return arrived;
    // The first view's (a guest's) page, shown until the shopper's store's page arrives.
    const guest = firstViewListingPage(categoryId, subCategoryId);
    return guest && { ...guest, provisional: true };
  });
  // After the list's own first effect (which took the head start, or skipped it for the one it showed).
  useEffect(() => forgetFirstView(), []);
  useInfiniteScroll(list.loadMore, list.settled && list.hasMore, [list.items.length, list.loading]);

  const headerHeight = useHeaderHeight();
  const stickyTop = headerHeight + 16;

  // Keep the highlighted sub-category in view inside the side list.
  const sideList = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const ul = sideList.current;
    const active = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !active) return;
    const top = active.offsetTop - ul.offsetTop;
    if (top < ul.scrollTop || top + active.offsetHeight > ul.scrollTop + ul.clientHeight) ul.scrollTop = Math.max(0, top - ul.clientHeight / 3);
  }, [subCategoryId, siblings.length]);

  const showingStale = !list.settled && list.items.length > 0;
  // Until the catalogue's lists arrive, the names the products carry (then the address's words).
  const listed = namesFromProducts(list.items, categoryId, subCategoryId);
  const title = current?.name ?? listed.sub ?? nameFromSlug(subSegment);
  const categoryName = current?.category.find((c) => c._id === categoryId)?.name ?? listed.category ?? nameFromSlug(categorySegment);
  usePageMeta(title, title && listingDescription(title, categoryName, list.totalCount));

  return (
    <div className="-mx-4 grid grid-cols-[84px_minmax(0,1fr)] md:mx-0 md:grid-cols-[200px_minmax(0,1fr)] md:gap-5 lg:grid-cols-[248px_minmax(0,1fr)] lg:gap-6">
      {/* Sub-categories of the current category */}
      <aside
        className="self-start border-r border-slate-200 bg-white md:rounded-2xl md:border"
        style={{ position: 'sticky', top: stickyTop }}
        aria-label="Sub categories"
      >
        <ul
          ref={sideList}
          data-testid="subcategory-list"
          className="overflow-y-auto overscroll-contain [scrollbar-width:thin] md:p-2"
          style={{ maxHeight: `calc(100dvh - ${stickyTop + 16}px)` }}
        >
          {!loaded && !failed
            ? Array.from({ length: 8 }, (_, i) => (
                <li key={i} className="flex flex-col items-center gap-1.5 px-2 py-3 md:flex-row md:gap-3">
                  <Skeleton className="h-12 w-12 shrink-0 rounded-xl" />
                  <Skeleton className="h-3 w-14 md:w-24" />
                </li>
              ))
            : siblings.map((sub) => {
                const active = sub._id === subCategoryId;
                return (
                  <li key={sub._id}>
                    <Link
                      to={`/${categorySegment}/${slugify(sub.name)}-${sub._id}`}
                      aria-current={active ? 'page' : undefined}
                      className={cx(
                        'relative flex flex-col items-center gap-1 px-1.5 py-2.5 text-center text-[11px] leading-tight transition md:flex-row md:gap-3 md:rounded-xl md:px-2.5 md:py-2 md:text-left md:text-sm',
                        active
                          ? 'bg-brand-50 font-semibold text-brand-800 after:absolute after:inset-y-1 after:right-0 after:w-1 after:rounded-l-full after:bg-brand-600 md:after:hidden md:ring-1 md:ring-brand-200'
                          : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
                      )}
                    >
                      <span
                        className={cx('block h-12 w-12 shrink-0 overflow-hidden rounded-xl bg-slate-100 md:h-11 md:w-11', active && 'ring-2 ring-brand-500/60')}
                      >
                        <ProductImage src={sub.image} alt="" size={96} sizes="48px" className="h-full w-full object-cover" />
                      </span>
                      <span className="line-clamp-3 md:line-clamp-2">{sub.name}</span>
                    </Link>
                  </li>
                );
              })}
        </ul>
      </aside>

      {/* Products */}
      <section className="min-w-0 px-3 md:px-0" aria-labelledby="listing-title">
        <div className="mb-3 flex items-baseline justify-between gap-3 rounded-2xl bg-white px-3 py-3 ring-1 ring-slate-200 md:mb-4 md:px-4">
          <h1 id="listing-title" className="min-w-0 truncate font-display text-lg font-bold tracking-tight text-slate-900 md:text-xl">
            {title}
          </h1>
          {list.settled && list.totalCount > 0 && <span className="shrink-0 text-xs font-medium text-slate-500 md:text-sm">{list.totalCount} items</span>}
        </div>

        {list.settled && list.items.length === 0 ? (
          <EmptyState title="No products here yet">Try another sub-category from the list.</EmptyState>
        ) : (
          <div
            data-testid="listing-grid"
            aria-busy={list.loading || undefined}
            className={cx('grid grid-cols-1 gap-3 transition-opacity md:grid-cols-3 md:gap-4 lg:grid-cols-4', showingStale && 'opacity-50')}
          >
            {list.items.map((p, i) => (
              <ProductCard key={p._id} product={p} rowOnMobile heading="h2" eager={i < 4} priority={i < PRIORITY_CARDS} imageSizes={CARD_IMAGE_SIZES} />
            ))}
            {list.loading &&
              !showingStale &&
              Array.from({ length: list.items.length ? 4 : LISTING_PAGE_SIZE }, (_, i) => <ProductCardSkeleton key={`s${i}`} />)}
          </div>
        )}
        {list.settled && !list.hasMore && list.items.length > LISTING_PAGE_SIZE && (
          <p className="py-6 text-center text-sm text-slate-500">You have seen all {list.totalCount} products</p>
        )}
      </section>
    </div>
  );
}
