import { ToastHost } from '@minutemart/ui';
import { AppRoutes } from './AppRoutes';

/** Everything inside the router: the browser renders it and the build prerenders it (first-view/first-views.tsx). */
export function App() {
  return (
    <>
      <AppRoutes />
      <ToastHost />
    </>
  );
}
