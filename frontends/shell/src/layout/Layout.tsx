import { Outlet, useLocation } from 'react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useOnline, useStore } from '@minutemart/ui';
import { OfflinePage } from '../pwa/OfflinePage';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileCartBar } from './Cart';
import { cartPanel } from './cart-panel';

// Nobody needs the slide-over cart's code before they open it.
const CartDrawer = lazy(() => import('./CartDrawer').then((m) => ({ default: m.CartDrawer })));

/** Stands for "the page opened without a network": never a pathname. */
const START_OFFLINE = '';

export function Layout() {
  const { pathname } = useLocation();
  const panelOpen = useStore(cartPanel);
  const [panelUsed, setPanelUsed] = useState(false);
  if (panelOpen && !panelUsed) setPanelUsed(true);
  const firstPath = useRef(pathname);
  const online = useOnline();
  // A page that loaded, or was opened, while offline failed its reads: it starts again when the network
  // is back. One that was already showing keeps its state (a half-filled form keeps what was typed).
  const [offlineOn, setOfflineOn] = useState<string | null>(online ? null : START_OFFLINE);
  const [pageGeneration, setPageGeneration] = useState(0);
  if (!online && offlineOn === null) setOfflineOn(pathname);
  if (online && offlineOn !== null) {
    if (offlineOn !== pathname) setPageGeneration((g) => g + 1);
    setOfflineOn(null);
  }
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
        {!online && <OfflinePage />}
        <div className={online ? 'contents' : 'hidden'} key={pageGeneration}>
          <Outlet />
        </div>
      </main>
      <Footer />
      {/* Offline the page itself is the last cart: the bar would cover its checkout and reason. */}
      {online && <MobileCartBar />}
      {panelUsed && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </div>
  );
}
