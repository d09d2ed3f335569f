import { ToastHost } from '@minutemart/ui';
import { AppRoutes } from './AppRoutes';

/**
 * Everything under the router: the browser renders it (bootstrap.tsx) and the server renderers
 * (first-view/) render the same tree, so the browser can hydrate their HTML instead of replacing it.
 */
export function AppTree() {
  return (
    <>
      <AppRoutes />
      <ToastHost />
    </>
  );
}
