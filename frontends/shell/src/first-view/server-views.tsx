import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { nameFromSlug } from '@minutemart/ui';
// Bundled into dist/server/first-views.mjs (scripts/server-views-plugin.mjs) for the gateway, which
// renders a product or listing page's first view from the catalogue's answer: the storefront's real
// pages, given that answer the way their first render in the browser gets it (a head start that has
// arrived). Nothing here runs in the browser.
import ProductDetail from '../../../storefront/src/pages/browse/ProductDetail';
import ProductListing from '../../../storefront/src/pages/browse/ProductListing';
import { firstPageRequest, namesFromProducts, type FirstPageRequest, type Product } from '../../../storefront/src/pages/browse/api';
import { forgetHeadStarts, seedHeadStart } from '../../../storefront/src/pages/browse/reads';
import { listingDescription, pageTitle, productDescription, setServerOrigin, snippet } from '../../../storefront/src/pages/browse/seo';
import { Layout } from '../layout/Layout';

/** The page a path shows and the catalogue read its first view needs, or null for other pages. */
export function firstViewRequest(pathname: string): FirstPageRequest | null {
  return firstPageRequest(pathname) ?? null;
}

export interface RenderedFirstView {
  /** Which storefront page module this is the first view of (the shell waits for it before its first render). */
  page: FirstPageRequest['page'];
  /** The layout and the page, as static HTML for the root element. */
  html: string;
  /** The page's own `<title>` and meta description. */
  title: string;
  description: string;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  totalCount?: unknown;
}

/**
 * The first view of the page at `pathname` from the catalogue's `answer` to firstViewRequest(pathname),
 * or null when there is nothing to show from it (a product that does not exist, a failed read): the
 * gateway then sends the generic loading page and the browser reads and reports as usual.
 */
export function renderFirstView(pathname: string, answer: unknown, origin: string): RenderedFirstView | null {
  const request = firstPageRequest(pathname);
  const env = answer as Envelope | null;
  if (!request || !env || typeof env !== 'object' || env.success !== true || !env.data || typeof env.data !== 'object') return null;
  const meta = request.page === 'ProductDetail' ? productMeta(env.data as Product) : listingMeta(pathname, request, env);
  if (!meta) return null;

  setServerOrigin(origin);
  seedHeadStart(request.path, request.body, env as Parameters<typeof seedHeadStart>[2]);
  try {
    const html = renderToStaticMarkup(
      <StaticRouter location={pathname}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="product/:product" element={<ProductDetail />} />
            <Route path=":category/:subCategory" element={<ProductListing />} />
          </Route>
        </Routes>
      </StaticRouter>,
    );
    return { page: request.page, html, ...meta };
  } finally {
    // Renders are synchronous and one at a time: nothing of this one is left for the next.
    forgetHeadStarts();
  }
}

function productMeta(product: Product): { title: string; description: string } | null {
  if (typeof product.name !== 'string' || !product.name) return null;
  return { title: pageTitle(product.name), description: snippet(productDescription(product)) };
}

function listingMeta(pathname: string, request: FirstPageRequest, env: Envelope): { title: string; description: string } | null {
  if (!Array.isArray(env.data)) return null;
  const { categoryId, subCategoryId } = request.body as { categoryId: string; subCategoryId: string };
  // The products carry their sub-category's and category's names; an empty listing has only the path's.
  const listed = namesFromProducts(env.data as Product[], categoryId, subCategoryId);
  const [, categorySegment = '', subSegment = ''] = pathname.split('/');
  const sub = listed.sub ?? nameFromSlug(subSegment);
  const category = listed.category ?? nameFromSlug(categorySegment);
  if (!sub) return null;
  return { title: pageTitle(sub), description: snippet(listingDescription(sub, category, Number(env.totalCount) || 0)) };
}
