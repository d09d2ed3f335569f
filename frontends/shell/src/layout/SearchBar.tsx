import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '@minutemart/ui';
import { TypedPlaceholder } from './TypedPlaceholder';
import { SEARCH_HINT, searchFrame as frame } from './search/search-frame';

export { SEARCH_HINT };
/** The strip's name for assistive technology; the animated text beside it is decoration. */
export const SEARCH_STRIP_TEXT = 'Search products';

// The search box and its suggestions are only for /search: fetched as a pointer or the focus reaches the strip.
const loadSearchBox = () => import('./search/SearchBox');
const SearchBox = lazy(() => loadSearchBox().then((m) => ({ default: m.SearchBox })));

/** Header search: a clickable strip everywhere, a focused input bound to ?q= on /search. */
export function SearchBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isSearchPage = pathname === '/search';

  if (!isSearchPage) {
    return (
      <button
        type="button"
        onClick={() => navigate('/search')}
        onPointerEnter={() => void loadSearchBox()}
        onPointerDown={() => void loadSearchBox()}
        onFocus={() => void loadSearchBox()}
        data-testid="search-strip"
        className={`${frame} cursor-text border-slate-200 text-left hover:border-brand-300 hover:bg-white focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/15`}
      >
        <span className="grid h-full w-11 shrink-0 place-items-center text-slate-500" aria-hidden="true">
          <SearchIcon size={20} />
        </span>
        <span className="sr-only">{SEARCH_STRIP_TEXT}</span>
        <span className="min-w-0 flex-1 pr-3 text-[15px]" aria-hidden="true">
          <TypedPlaceholder />
        </span>
      </button>
    );
  }
  return (
    <Suspense fallback={<div className={`${frame} border-brand-500 bg-white ring-4 ring-brand-500/10`} />}>
      <SearchBox />
    </Suspense>
  );
}
