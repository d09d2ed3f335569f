import { loadRemoteModule, storefrontModuleFor } from '../federation/remotes';

/**
 * The longest the prerendered first view stays up waiting for the page's code; then React renders
 * anyway and the page shows its spinner (a slow remote) or its fallback (a dead one) in the live layout.
 */
export const FIRST_PAGE_WAIT_MS = 4_000;

/**
 * The storefront page whose own first view is in the HTML: `Home` in home.html, `ProductDetail` or
 * `ProductListing` when the gateway rendered one from the catalogue's answer; index.html's loading page
 * stands for no page in particular.
 */
function prerenderedPage(): string | undefined {
  return document.querySelector('#root > [data-first-view]')?.getAttribute('data-first-view') ?? undefined;
}

/**
 * Starts loading the storefront page of `pathname` now, while React is still arriving: its module
 * evaluates as soon as its code and the shared libraries are in, and the product and listing pages
 * ask for their data at that moment, not after React has rendered them.
 *
 * When the HTML holds this page's own first view: resolves once the page is loaded (React's first
 * render then shows it, not the spinner), failed to load, or FIRST_PAGE_WAIT_MS have passed. Never
 * rejects: a failure is the page's to show, through its error boundary. Otherwise at once: the
 * prerendered view is the loading page, which React's first render shows too, and the page then
 * renders in its own, smaller commit (or in the first one, if its module is in by then).
 */
export function firstPageReady(pathname: string): Promise<void> {
  const module = storefrontModuleFor(pathname);
  if (!module || module !== prerenderedPage()) {
    if (module) loadRemoteModule('storefront', module).catch(() => undefined);
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    loadRemoteModule('storefront', module).then(done, done);
  });
}
