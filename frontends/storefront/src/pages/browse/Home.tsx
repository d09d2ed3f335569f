import { useDeferredValue, useEffect } from 'react';
import { firstSubCategoryOf, loadCatalogue, useCatalogue } from './api';
import { CategoryRow } from './components/CategoryRow';
import { CategoryTiles } from './components/CategoryTiles';
import { HeroBanner } from './components/HeroBanner';

/** Home: banner, category tiles, then a product row per category with 'See All'. */
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
        <CategoryRow key={category._id} category={category} firstSub={firstSubCategoryOf(subCategories, category._id)} first={i === 0} />
      ))}
    </div>
  );
}
