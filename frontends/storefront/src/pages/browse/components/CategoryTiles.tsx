import { Link } from 'react-router';
import { listingUrl, Skeleton } from '@minutemart/ui';
import { firstSubCategoryOf, type Category, type SubCategory } from '../api';
import { ProductImage } from './ProductImage';

/** 12 placeholders while categories load (spec section 9). */
export const CATEGORY_PLACEHOLDERS = 12;

/** Category tiles: 5 / 8 / 10 columns; a tile opens the listing of the first sub-category that contains it. */
export function CategoryTiles({ categories, subCategories, loading }: { categories: Category[]; subCategories: SubCategory[]; loading: boolean }) {
  const grid = 'grid grid-cols-5 gap-x-2 gap-y-3 md:grid-cols-8 md:gap-x-3 md:gap-y-4 lg:grid-cols-10';
  if (loading && categories.length === 0) {
    return (
      <div className={grid} data-testid="category-placeholders" aria-busy="true" aria-label="Loading categories">
        {Array.from({ length: CATEGORY_PLACEHOLDERS }, (_, i) => (
          <div key={i} className="flex flex-col items-center gap-1.5">
            <Skeleton className="aspect-square w-full rounded-2xl" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        ))}
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
              <span className="block overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-900/5 transition group-hover:-translate-y-0.5 group-hover:shadow-md group-hover:shadow-slate-900/10">
                <ProductImage src={category.image} alt="" size={200} sizes="(min-width: 1024px) 120px, (min-width: 768px) 90px, 64px" className="aspect-square w-full object-cover" />
              </span>
              <span className="mt-1.5 line-clamp-2 text-center text-[11px] font-medium leading-tight text-slate-700 md:sr-only">{category.name}</span>
            </>
          );
          return (
            <li key={category._id} data-testid="category-tile">
              {first ? (
                <Link to={listingUrl(category, first)} className="group flex flex-col items-center rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
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
