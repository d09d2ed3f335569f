import { useLocation } from 'react-router';
import { cx } from '@minutemart/ui';
import { AccountButton, MobileAccountLink } from './AccountButton';
import { CartButton } from './Cart';
import { Logo } from './Logo';
import { LocationButton } from './location/LocationButton';
import { SearchBar } from './SearchBar';

export function Header() {
  const { pathname } = useLocation();
  const isSearchPage = pathname === '/search';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 md:h-20 md:flex-row md:items-center md:justify-between md:gap-6 md:py-0">
        {/* Under 768 px the search page shows only the search input (with its back link). */}
        <div className={cx('flex items-center justify-between gap-2 md:gap-4', isSearchPage && 'hidden md:flex')}>
          <Logo collapse />
          <LocationButton className="min-w-0 flex-1 md:max-w-64 md:flex-none lg:max-w-72" />
          <div className="shrink-0 md:hidden">
            <MobileAccountLink />
          </div>
        </div>
        <div className="md:max-w-xl md:flex-1">
          <SearchBar />
        </div>
        <div className="hidden items-center gap-3 md:flex">
          <AccountButton />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
