import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeftIcon, SearchIcon } from '@minutemart/ui';
import { TypedPlaceholder } from './TypedPlaceholder';

export const SEARCH_HINT = 'Search for atta dal and more';

const frame =
  'flex h-11 w-full items-center overflow-hidden rounded-xl border bg-slate-50 text-slate-500 transition md:h-12 ' +
  'min-w-[300px] lg:min-w-[420px]';

/** Header search: a clickable strip everywhere, a focused input bound to ?q= on /search. */
export function SearchBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isSearchPage = pathname === '/search';
  const q = params.get('q') ?? '';
  const input = useRef<HTMLInputElement>(null);

  // Typing navigates with ?q=; when q changes from elsewhere (back/forward, a suggestion link) follow it.
  // Not while the box has focus: navigations land asynchronously, so a q a keystroke behind would
  // overwrite what is being typed (and drop characters).
  useEffect(() => {
    const el = input.current;
    if (el && el !== document.activeElement && el.value !== q) el.value = q;
  }, [q]);

  if (!isSearchPage) {
    return (
      <button
        type="button"
        onClick={() => navigate('/search')}
        aria-label="Search products"
        data-testid="search-strip"
        className={`${frame} cursor-text border-slate-200 text-left hover:border-brand-300 hover:bg-white focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/15`}
      >
        <span className="grid h-full w-11 shrink-0 place-items-center text-slate-500">
          <SearchIcon size={20} />
        </span>
        <span className="min-w-0 flex-1 pr-3 text-[15px]">
          <TypedPlaceholder />
        </span>
      </button>
    );
  }

  return (
    <div className={`${frame} border-brand-500 bg-white ring-4 ring-brand-500/10`}>
      <Link to="/" aria-label="Back to home" className="grid h-full w-11 shrink-0 place-items-center text-slate-700 hover:text-brand-700 md:hidden">
        <ArrowLeftIcon size={20} />
      </Link>
      <span className="hidden h-full w-11 shrink-0 place-items-center text-slate-500 md:grid">
        <SearchIcon size={20} />
      </span>
      <input
        type="search"
        autoFocus
        aria-label="Search"
        placeholder={SEARCH_HINT}
        ref={input}
        defaultValue={q}
        onChange={(e) => navigate(`/search?q=${encodeURIComponent(e.target.value)}`, { replace: true })}
        className="h-full min-w-0 flex-1 bg-transparent pr-3 text-[15px] text-slate-900 outline-none placeholder:text-slate-400"
      />
    </div>
  );
}
