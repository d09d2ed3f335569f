import { useEffect } from 'react';
import { Link } from 'react-router';
import { listingUrl, Skeleton } from '@minutemart/ui';
import { firstSubCategoryOf, type Category, type SubCategory } from '../api';
import { ProductImage } from './ProductImage';

/** Placeholders while categories load, as many as the original client shows. */
export const CATEGORY_PLACEHOLDERS = 12;
const COUNT_KEY = 'minutemart:category-count';
/** Room kept while loading when this browser has not seen the store yet: the seeded store's 16. */
const USUAL_CATEGORIES = 16;

/** How many tiles the loaded grid had last time (the grid keeps that much room, so nothing below it jumps). */
function expectedTiles(): number {
  try {
    const n = Number(globalThis.localStorage?.getItem(COUNT_KEY));
    return Number.isInteger(n) && n > 0 && n <= 200 ? n : USUAL_CATEGORIES;
  } catch {
    return USUAL_CATEGORIES;
  }
}

function rememberTiles(n: number): void {
  try {
    globalThis.localStorage?.setItem(COUNT_KEY, String(n));
  } catch {
    /* nothing to remember it in */
  }
}

/** Category tiles: 5 / 8 / 10 columns; a tile opens the listing of the first sub-category that contains it. */
export function CategoryTiles({ categories, subCategories, loading }: { categories: Category[]; subCategories: SubCategory[]; loading: boolean }) {
  useEffect(() => {
    if (categories.length > 0) rememberTiles(categories.length);
  }, [categories.length]);
  const grid = 'grid grid-cols-5 gap-x-2 gap-y-3 md:grid-cols-8 md:gap-x-3 md:gap-y-4 lg:grid-cols-10';
  if (loading && categories.length === 0) {
    // 12 placeholders, plus empty cells up to the expected count: the grid already has its final height.
    const cells = Math.max(CATEGORY_PLACEHOLDERS, expectedTiles());
    return (
      <div className={grid} data-testid="category-placeholders" aria-busy="true" aria-label="Loading categories">
        {Array.from({ length: cells }, (_, i) =>
          i < CATEGORY_PLACEHOLDERS ? (
            <div key={i} data-testid="category-placeholder" className="flex flex-col items-center gap-1.5">
              <Skeleton className="aspect-square w-full rounded-2xl" />
              {/* Names show under the tiles on phones only (md: screen-reader text), up to two lines. */}
              <span className="flex h-[26px] w-full justify-center md:hidden">
                <Skeleton className="h-3 w-3/4" />
              </span>
            </div>
          ) : (
            <div key={i} aria-hidden="true" className="flex flex-col items-center gap-1.5">
              <div className="aspect-square w-full" />
              <div className="h-[26px] md:hidden" />
            </div>
          ),
        )}
      </div>
    );
  }
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Shop by category">
      <ul className={grid}>
        {categories.map((category) => {
          const first = firstSubCategoryOf(subCategories, category._id);
          const body = (
            <>
              <span className="block aspect-square w-full overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-900/5 transition group-hover:-translate-y-0.5 group-hover:shadow-md group-hover:shadow-slate-900/10">
                <ProductImage
                  src={category.image}
                  alt=""
                  size={200}
                  eager
                  sizes="(min-width: 1024px) 120px, (min-width: 768px) 90px, 64px"
                  className="aspect-square w-full object-cover"
                />
              </span>
              <span className="mt-1.5 line-clamp-2 text-center text-[11px] font-medium leading-tight text-slate-700 md:sr-only">{category.name}</span>
            </>
          );
          return (
            <li key={category._id} data-testid="category-tile">
              {first ? (
                <Link
                  to={listingUrl(category, first)}
                  className="group flex flex-col items-center rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {body}
                </Link>
              ) : (
                <span className="group flex flex-col items-center opacity-60" title="Coming soon">
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
