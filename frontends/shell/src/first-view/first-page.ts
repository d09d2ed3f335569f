import { loadRemoteModule, storefrontModuleFor } from '../federation/remotes';

/**
 * The longest the prerendered first view stays up waiting for the page's code; then React renders
 * anyway and the page shows its spinner (a slow remote) or its fallback (a dead one) in the live layout.
 */
export const FIRST_PAGE_WAIT_MS = 4_000;

/** The storefront page whose own first view is in the HTML (home.html); other paths get the loading page. */
const PRERENDERED_PAGE = 'Home';

/**
 * Starts loading the storefront page of `pathname` now, while React is still arriving: its module
 * evaluates as soon as its code and the shared libraries are in, and the product and listing pages
 * ask for their data at that moment, not after React has rendered them.
 *
 * For `/`: resolves once the Home page is loaded (React's first render then shows it, not the
 * spinner), failed to load, or FIRST_PAGE_WAIT_MS have passed. Never rejects: a failure is the page's
 * to show, through its error boundary. Elsewhere at once: the prerendered view is the loading page,
 * which React's first render shows too, and the page then renders in its own, smaller commit (or in
 * the first one, if its module is in by then).
 */
export function firstPageReady(pathname: string): Promise<void> {
  const module = storefrontModuleFor(pathname);
  if (module && module !== PRERENDERED_PAGE) loadRemoteModule('storefront', module).catch(() => undefined);
  if (module !== PRERENDERED_PAGE) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    loadRemoteModule('storefront', module).then(done, done);
  });
}
