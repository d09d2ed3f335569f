import { Outlet, useLocation } from 'react-router';
import { useEffect } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileCartBar } from './Cart';

export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: newer Chromium returns a Promise from scrollTo, and an effect must return nothing.
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 pb-10 pt-4 md:pb-12 md:pt-6">
        <Outlet />
      </main>
      <Footer />
      <MobileCartBar />
    </div>
  );
}
