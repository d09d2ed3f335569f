import { SearchIcon, cx } from '@minutemart/ui';
import type { Suggestion } from './useSuggestions';

export const SUGGESTIONS_ID = 'search-suggestions';
export const optionId = (i: number) => `search-suggestion-${i}`;

/** The typed words shown in bold inside a name ("paneer" in "Amul Malai Paneer"), case-insensitively. */
function Highlighted({ name, query }: { name: string; query: string }) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return <>{name}</>;
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return (
    <>
      {name.split(pattern).map((part, i) =>
        words.includes(part.toLowerCase()) ? (
          <strong key={i} className="font-semibold text-slate-900">
            {part}
          </strong>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

/**
 * The listbox of the search combobox (ARIA 1.2 pattern): focus stays in the input, the active option
 * is named by aria-activedescendant there. Options are picked with a pointer press that does not
 * take the focus away from the input.
 */
export function SuggestionList({
  list,
  query,
  active,
  onPick,
  onHover,
}: {
  list: Suggestion[];
  query: string;
  active: number;
  onPick: (s: Suggestion) => void;
  onHover: (i: number) => void;
}) {
  return (
    <ul
      id={SUGGESTIONS_ID}
      role="listbox"
      aria-label="Suggestions"
      data-testid="search-suggestions"
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white py-1.5 shadow-xl shadow-slate-900/10"
    >
      {list.map((s, i) => (
        <li
          key={s._id}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          data-testid="search-suggestion"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(s)}
          onMouseMove={() => i !== active && onHover(i)}
          className={cx(
            'flex cursor-pointer items-center gap-3 px-3.5 py-2.5 text-[15px] text-slate-600',
            i === active ? 'bg-brand-50 text-slate-800' : 'hover:bg-slate-50',
          )}
        >
          <SearchIcon size={16} className="shrink-0 text-slate-500" />
          <span className="min-w-0 truncate">
            <Highlighted name={s.name} query={query} />
          </span>
        </li>
      ))}
    </ul>
  );
}
