import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeftIcon, SearchIcon } from '@minutemart/ui';
import { optionId, SuggestionList, SUGGESTIONS_ID } from './SuggestionList';
import { useSuggestions, type Suggestion } from './useSuggestions';
import { SEARCH_HINT, searchFrame } from './search-frame';

/**
 * /search: the input drives ?q= (results below follow every keystroke) and is a combobox whose
 * listbox suggests product names (GET /api/product/suggest): arrows move through them, Enter or a
 * click searches for one, Escape closes the list.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(q);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? text : '');
  const showing = open && suggestions.for === text.trim() && suggestions.list.length > 0;
  const list = showing ? suggestions.list : [];

  // Typing navigates with ?q=; when q changes from elsewhere (back/forward, a suggestion link) follow it.
  // Navigations land asynchronously, so q may arrive a keystroke behind what is being typed: a q this
  // box navigated to itself is never written back (it would drop characters); any other q is.
  const typed = useRef(new Set<string>());
  useEffect(() => {
    const el = input.current;
    if (!el || el.value === q) return;
    if (typed.current.has(q)) return;
    typed.current.clear();
    el.value = q;
    setText(q);
  }, [q]);

  // The list is for the words being typed: scrolling the results below means the shopper has moved on.
  useEffect(() => {
    if (!showing) return;
    const close = () => setOpen(false);
    window.addEventListener('scroll', close, { passive: true });
    return () => window.removeEventListener('scroll', close);
  }, [showing]);

  const search = (value: string) => {
    typed.current.add(value);
    navigate(`/search?q=${encodeURIComponent(value)}`, { replace: true });
  };

  const pick = (s: Suggestion) => {
    if (input.current) input.current.value = s.name;
    setText(s.name);
    setOpen(false);
    setActive(-1);
    search(s.name);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = list.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (n === 0) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    } else if (e.key === 'Enter') {
      const chosen = active >= 0 ? list[active] : undefined;
      if (chosen) {
        e.preventDefault();
        pick(chosen);
      } else {
        setOpen(false);
      }
    } else if (e.key === 'Escape') {
      if (showing) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <div className={`${searchFrame} border-brand-500 bg-white ring-4 ring-brand-500/10`}>
        <Link to="/" aria-label="Back to home" className="grid h-full w-11 shrink-0 place-items-center text-slate-700 hover:text-brand-700 md:hidden">
          <ArrowLeftIcon size={20} />
        </Link>
        <span className="hidden h-full w-11 shrink-0 place-items-center text-slate-500 md:grid" aria-hidden="true">
          <SearchIcon size={20} />
        </span>
        <input
          type="search"
          autoFocus
          aria-label="Search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={SUGGESTIONS_ID}
          aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={SEARCH_HINT}
          ref={input}
          defaultValue={q}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
            search(e.target.value);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent pr-3 text-[15px] text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      {showing && <SuggestionList list={list} query={text} active={active} onPick={pick} onHover={setActive} />}
      <p className="sr-only" aria-live="polite">
        {showing ? `${list.length} suggestions. Use the up and down arrows to choose one.` : ''}
      </p>
    </div>
  );
}
