import { Outlet, useLocation } from 'react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@minutemart/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileCartBar } from './Cart';
import { cartPanel } from './cart-panel';

// Nobody needs the slide-over cart's code before they open it.
const CartDrawer = lazy(() => import('./CartDrawer').then((m) => ({ default: m.CartDrawer })));

export function Layout() {
  const { pathname } = useLocation();
  const panelOpen = useStore(cartPanel);
  const [panelUsed, setPanelUsed] = useState(false);
  if (panelOpen && !panelUsed) setPanelUsed(true);
  const firstPath = useRef(pathname);
  useEffect(() => {
    // Not on the first render: the shopper may have scrolled the prerendered first view already.
    // Braces matter: newer Chromium returns a Promise from scrollTo, and an effect must return nothing.
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      window.scrollTo({ top: 0 });
    }
    // Any navigation (Proceed, a link, Back) closes the slide-over cart.
    cartPanel.set(false);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so pages filling in never push it (no layout shift). */}
      <main className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 pb-10 pt-4 md:pb-12 md:pt-6">
        <Outlet />
      </main>
      <Footer />
      <MobileCartBar />
      {panelUsed && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </div>
  );
}
