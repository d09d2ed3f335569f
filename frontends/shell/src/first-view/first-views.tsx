import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PageSpinner } from '@minutemart/ui';
// Build-time only (never bundled): the storefront's real Home, rendered as it looks before its data
// arrives, so `/`'s HTML already shows the hero and the category tile skeleton. A storefront deployed
// with a different hero shows this one until React's first render replaces it (and until the shell is
// rebuilt); nothing depends on the two matching.
import Home from '../../../storefront/src/pages/browse/Home';
import { Layout } from '../layout/Layout';
import { PAGE_LOADING_LABEL } from '../federation/page-loading';

/** The app's layout around `page`, at `location`, as static HTML (nothing to hydrate: React replaces it). */
function render(location: string, page: ReactNode): string {
  return renderToStaticMarkup(
    <StaticRouter location={location}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
}

/**
 * What a guest sees before any script has run: `home` for `/` (header, hero, tile skeleton: the
 * largest paint needs no JavaScript), `page` for every other path (header and the loading page).
 */
export function firstViews(): { home: string; page: string } {
  return {
    home: render('/', <Home />),
    // Any path that is not /search: the header then shows its full top row, as on the pages it stands for.
    page: render('/loading', <PageSpinner label={PAGE_LOADING_LABEL} />),
  };
}
