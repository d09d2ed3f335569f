import { QueryClient } from '@tanstack/react-query';
import { globalSingleton } from '../utils/store';

/**
 * The one query cache of the page, for the shell and every remote (ADR 0023). One, not one per remote:
 * an admin's catalogue write in this tab must make the storefront's copy of the catalogue stale too, and
 * a page's head start (started before React renders it) must be found by the page whichever bundle
 * started it. Components pass it to the hooks (`useQuery(options, queryClient)`), so no provider has to
 * wrap the shell's tree.
 *
 * Imported as `@minutemart/ui/query`, not from the package's index: the shell and the first load of `/`
 * need none of the query library, and the index is on that load. Each bundle that imports this has its
 * own copy of this module; globalSingleton keeps the client one per page, and the library itself is a
 * Module Federation singleton (mf/shared-deps.js).
 *
 * - no retries: the API client already refreshes an expired session; anything else is the screen's to
 *   report at once (a toast, an inline refusal), as before;
 * - no refetch on window focus: live screens follow the order stream, and the browse pages read again on
 *   a new location, not on every tab switch.
 */
export const queryClient = globalSingleton(
  'queryClient',
  () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } }),
);
