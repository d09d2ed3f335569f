import { Fragment, lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSession } from '@minutemart/ui';
import { firstSubCategoryOf, loadCatalogue, useCatalogue } from './api';
import { CategoryRow } from './components/CategoryRow';
import { CategoryTiles } from './components/CategoryTiles';
import { HeroBanner } from './components/HeroBanner';

const BuyAgainRow = lazy(() => import('./components/BuyAgainRow'));

/** Home: banner, category tiles, then a product row per category with 'See All' (buy again after the first). */
export default function Home() {
  // The tiles and 16 row boxes arrive as one update: deferred, React renders them in slices (a store
  // update alone would render them in one go, a long task on a phone).
  const { categories, subCategories, loaded, failed } = useDeferredValue(useCatalogue());

  useEffect(() => {
    void loadCatalogue();
  }, []);

  return (
    <div className="grid grid-cols-1 gap-6 md:gap-9">
      <HeroBanner />

      {!failed && (
        <section aria-labelledby="shop-by-category">
          <h2 id="shop-by-category" className="mb-3 font-display text-lg font-bold tracking-tight text-slate-900 md:mb-4 md:text-xl">
            Shop by category
          </h2>
          <CategoryTiles categories={categories} subCategories={subCategories} loading={!loaded} />
        </section>
      )}

      {categories.map((category, i) => (
        <Fragment key={category._id}>
          <CategoryRow category={category} firstSub={firstSubCategoryOf(subCategories, category._id)} first={i === 0} />
          {i === 0 && <BuyAgainSlot />}
        </Fragment>
      ))}
    </div>
  );
}

/**
 * Where a signed-in shopper's "Buy again" goes: below the first row, off the first screen, so its
 * arrival moves nothing the shopper sees. Its chunk and its read start in an idle moment after the
 * first view; a guest's Home never asks for either.
 */
function BuyAgainSlot() {
  const { user } = useSession();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!user || idle) return;
    const run = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 3_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 1_000);
    return () => clearTimeout(timer);
  }, [user, idle]);
  if (!user || !idle) return null;
  return (
    <Suspense fallback={null}>
      <BuyAgainRow />
    </Suspense>
  );
}
