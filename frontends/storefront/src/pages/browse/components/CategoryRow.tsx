import { startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, cx, errorMessage, listingUrl, toast, useShopperStore } from '@minutemart/ui';
import { fetchCategoryRow, type Category, type Product, type SubCategory } from '../api';
import { useHorizontalScroll, useInView } from '../hooks';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

/** Arrow scroll step for product rows, in px, the original client's. */
export const ROW_SCROLL_STEP = 200;
/** Most placeholders per row while its products load (fewer where fewer cards show). */
export const ROW_PLACEHOLDERS = 6;
/**
 * Most cards a row renders before the shopper scrolls it: enough to fill a 1280 px row and overflow it
 * (so its arrow shows). The rest join on the row's first scroll, hover or focus: a row holds about
 * 15 products and most rows are never scrolled.
 */
export const ROW_INITIAL_CARDS = 8;
/** One card and the gap after it: 156 + 12 px under 768 px, 184 + 12 from there (the classes below). */
const CARD_STEP_PX = { phone: 168, wide: 196 };

/**
 * Cards that fill a row of the current window and overflow it by one: 4 on a 412 px phone, 8 (the
 * most) at 1280 px. A phone's first screen shows two and a half cards of a row; rendering 8 there doubled
 * the cards, the React work and the layout of every row the first load fills.
 */
export function initialCardsFor(windowWidth: number): number {
  const step = windowWidth >= 768 ? CARD_STEP_PX.wide : CARD_STEP_PX.phone;
  return Math.max(1, Math.min(ROW_INITIAL_CARDS, Math.ceil(windowWidth / step) + 1));
}
/** Rows nearer the viewport than this load their products. */
const ROW_LOAD_MARGIN = '400px';

export const SEE_ALL_TEXT = 'See All';

export function ScrollArrow({
  dir,
  onClick,
  visible,
  label,
  className = 'grid',
  small = false,
  inset = false,
  keep = false,
}: {
  dir: 'left' | 'right';
  onClick: () => void;
  visible: boolean;
  label: string;
  /** Display classes (e.g. 'hidden md:grid'). */
  className?: string;
  small?: boolean;
  /** Sit inside the strip's edges instead of overhanging them. */
  inset?: boolean;
  /** Stay on screen (disabled) when there is nothing to scroll, instead of fading out. */
  keep?: boolean;
}) {
  const hidden = !visible && !keep;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      tabIndex={hidden ? -1 : undefined}
      aria-hidden={hidden || undefined}
      disabled={!visible}
      className={cx(
        className,
        'absolute top-1/2 z-20 -translate-y-1/2 place-items-center rounded-full border border-slate-200 bg-white text-slate-800 shadow-lg shadow-slate-900/10 transition',
        'hover:bg-slate-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500',
        small ? 'h-8 w-8' : 'h-10 w-10',
        dir === 'left' ? (inset ? 'left-0' : '-left-3') : inset ? 'right-0' : '-right-3',
        visible
          ? 'opacity-100'
          : hidden
            ? 'pointer-events-none opacity-0'
            : 'disabled:cursor-default disabled:bg-slate-50 disabled:text-slate-300 disabled:shadow-none',
      )}
    >
      <ChevronRightIcon size={small ? 16 : 20} className={dir === 'left' ? 'rotate-180' : undefined} />
    </button>
  );
}

/**
 * One home row: a category's newest products, scrolled sideways, with 'See All'. Far from the
 * viewport it is an empty box of its final height (nothing shifts when it fills); near it, it loads.
 * The first row's pictures are on the first screen: loaded at once, the first two before the rest.
 */
export function CategoryRow({ category, firstSub, first = false }: { category: Category; firstSub: SubCategory | undefined; first?: boolean }) {
  const section = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const inView = useInView(section, ROW_LOAD_MARGIN);
  const [products, setProducts] = useState<Product[] | null>(null);
  const [all, setAll] = useState(false);
  const [initialCards] = useState(() => (typeof window === 'undefined' ? ROW_INITIAL_CARDS : initialCardsFor(window.innerWidth)));
  const shown = products && !all ? products.slice(0, initialCards) : products;
  const showAll = () => setAll(true);
  const { canLeft, canRight, scrollBy } = useHorizontalScroll(scroller, [shown?.length]);
  // A window made wider (a phone turned sideways) may leave room the first cards do not fill.
  useEffect(() => {
    if (all) return;
    const grow = () => {
      if (initialCardsFor(window.innerWidth) > initialCards) setAll(true);
    };
    window.addEventListener('resize', grow);
    return () => window.removeEventListener('resize', grow);
  }, [all, initialCards]);
  // The shopper's store decides what is in stock: a new location reads the row again.
  const storeId = useShopperStore();

  useEffect(() => {
    if (!inView) return;
    const ctrl = new AbortController();
    fetchCategoryRow(category._id, ctrl.signal)
      // A row of cards is a lot of rendering for a phone: as a transition React renders it in slices
      // between which the page stays responsive (no long task), and the row is never urgent.
      .then((list) => startTransition(() => setProducts(list)))
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        toast.error(errorMessage(err));
        setProducts([]);
      });
    return () => ctrl.abort();
  }, [inView, category._id, storeId]);

  if (products && products.length === 0) return null;
  const headingId = `row-${category._id}`;

  return (
    // A pointer or the focus anywhere in the row (its arrows too) brings in the rest of its cards before a scroll starts.
    <section
      ref={section}
      aria-labelledby={headingId}
      data-testid="category-row"
      onPointerEnter={all ? undefined : showAll}
      onFocus={all ? undefined : showAll}
      className="min-h-[var(--row-h)] [--row-h:364px] md:[--row-h:384px]"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="truncate font-display text-lg font-bold tracking-tight text-slate-900 md:text-xl">
          {category.name}
        </h2>
        {firstSub && (
          <Link
            to={listingUrl(category, firstSub)}
            className="inline-flex shrink-0 items-center gap-0.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {SEE_ALL_TEXT}
            <span className="sr-only"> {category.name}</span>
            <ChevronRightIcon size={16} />
          </Link>
        )}
      </div>
      <div className="relative">
        <div
          ref={scroller}
          data-testid="row-scroller"
          className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-3 pt-1 [scrollbar-width:none] md:mx-0 md:scroll-px-0 md:px-0 md:snap-none [&::-webkit-scrollbar]:hidden"
          aria-busy={products === null || undefined}
          onScroll={all ? undefined : showAll}
        >
          {shown === null
            ? inView &&
              Array.from({ length: Math.min(ROW_PLACEHOLDERS, initialCards) }, (_, i) => (
                <ProductCardSkeleton key={i} className="w-[156px] shrink-0 md:w-[184px]" />
              ))
            : shown.map((p, i) => (
                <div key={p._id} className="w-[156px] shrink-0 snap-start md:w-[184px]">
                  <ProductCard product={p} imageSizes="(min-width: 768px) 160px, 136px" eager={first && i < 6} priority={first && i < 2} />
                </div>
              ))}
        </div>
        <ScrollArrow
          dir="left"
          label={`Scroll ${category.name} left`}
          visible={canLeft}
          onClick={() => scrollBy(-ROW_SCROLL_STEP)}
          className="hidden md:grid"
        />
        <ScrollArrow
          dir="right"
          label={`Scroll ${category.name} right`}
          visible={canRight}
          onClick={() => scrollBy(ROW_SCROLL_STEP)}
          className="hidden md:grid"
        />
      </div>
    </section>
  );
}
