import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PageSpinner } from '@minutemart/ui';
// Build-time only (never bundled): the storefront's real Home, rendered as it looks before its data
// arrives, so `/`'s HTML already shows the hero and the category tile skeleton. The browser hydrates it
// (bootstrap.tsx): a storefront deployed with a different Home than the one this shell was built with
// does not match, and React then renders the page afresh, as it does for every other page.
import Home from '../../../storefront/src/pages/browse/Home';
import { Layout } from '../layout/Layout';
import { PAGE_LOADING_LABEL } from '../federation/page-loading';
import { PrerenderedPages } from '../federation/prerendered-pages';
import { App } from '../routes/App';

/** The page modules the home page's render takes from here instead of the federation runtime. */
const HOME_PAGES = new Map([['storefront/Home', Home as never]]);

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
 * largest paint needs no JavaScript; hydrated), `page` for every other path (header and the loading
 * page; replaced by React's first render).
 */
export function firstViews(): { home: string; page: string } {
  return {
    // The browser's own tree (bootstrap.tsx), with Suspense markers: React hydrates this one.
    home: renderToString(
      <StrictMode>
        <StaticRouter location="/">
          <PrerenderedPages.Provider value={HOME_PAGES}>
            <App />
          </PrerenderedPages.Provider>
        </StaticRouter>
      </StrictMode>,
    ),
    // Any path that is not /search: the header then shows its full top row, as on the pages it stands for.
    page: render('/loading', <PageSpinner label={PAGE_LOADING_LABEL} />),
  };
}
