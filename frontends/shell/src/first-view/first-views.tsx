import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PageSpinner } from '@minutemart/ui';
// Build-time only (never bundled): the storefront's real Home, rendered as it looks before its data
// arrives, so `/`'s HTML already shows the hero and the category tile skeleton. The browser hydrates
// it with the Home the storefront serves; one deployed with a different hero makes React log a
// mismatch and render that part anew (until the shell is rebuilt), as it did before hydration.
import Home from '../../../storefront/src/pages/browse/Home';
import { Layout } from '../layout/Layout';
import { PAGE_LOADING_LABEL } from '../federation/page-loading';
import { provideLoadedModule } from '../federation/remotes';
import { AppTree } from '../routes/AppTree';

/**
 * What a guest sees before any script has run: `home` for `/` (header, hero, tile skeleton: the
 * largest paint needs no JavaScript), the app's own tree, which the browser hydrates; `page` for every
 * other path (header and the loading page), inert: React's first render replaces it.
 */
export function firstViews(): { home: string; page: string } {
  provideLoadedModule('storefront', 'Home', { default: Home });
  const loading: ReactNode = <PageSpinner label={PAGE_LOADING_LABEL} />;
  return {
    home: renderToString(
      <StaticRouter location="/">
        <AppTree />
      </StaticRouter>,
    ),
    // Any path that is not /search: the header then shows its full top row, as on the pages it stands for.
    page: `<div inert>${renderToStaticMarkup(
      <StaticRouter location="/loading">
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={loading} />
          </Route>
        </Routes>
      </StaticRouter>,
    )}</div>`,
  };
}
