import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { NavLink } from 'react-router';
import { ChevronDownIcon, CloseIcon, SearchIcon, STAFF_PAGES, cx, fieldClass, useSession, userHolds } from '@minutemart/ui';

/**
 * Below 1024 px the shell hides its dashboard side menu: a scrollable strip switches sections, the
 * ones the person may use (a picker's phone shows no catalogue page). One section is no strip.
 */
function SectionTabs() {
  const { user } = useSession();
  const sections = STAFF_PAGES.filter((s) => userHolds(user, s.permission));
  if (sections.length < 2) return null;
  return (
    <nav aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4 lg:hidden">
      <ul className="flex w-max gap-1.5">
        {sections.map((s) => (
          <li key={s.to}>
            <NavLink
              to={s.to}
              className={({ isActive }) =>
                cx(
                  'inline-flex h-9 items-center whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ring-1 transition-colors',
                  isActive ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-200 hover:bg-brand-50 hover:text-brand-800',
                )
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Title bar of every admin page: heading, optional summary line and actions (and the small-screen section strip). */
export function PageHeader({ title, summary, actions, children }: { title: string; summary?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <SectionTabs />
      <header className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm shadow-slate-900/[0.02] sm:px-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-lg font-bold tracking-tight text-slate-900 sm:text-xl">{title}</h1>
            {summary && <p className="text-sm text-slate-500">{summary}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
        {children && <div className="mt-3">{children}</div>}
      </header>
    </>
  );
}

/** A white panel grouping part of a form (`flat`: no panel, e.g. inside a dialog). */
export function Section({
  title,
  description,
  children,
  className,
  flat = false,
}: {
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  flat?: boolean;
}) {
  return (
    <section className={cx(!flat && 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5', className)}>
      {title && (
        <div className="mb-4">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
        </div>
      )}
      {children}
    </section>
  );
}

export const labelClass = 'text-sm font-medium text-slate-700';

/** Label + control + optional hint/error, wired by id. */
export function Field({
  label,
  htmlFor,
  hint,
  error,
  children,
  className,
  required,
}: {
  label: ReactNode;
  htmlFor?: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
  required?: boolean;
}) {
  return (
    <div className={cx('grid content-start gap-1.5', className)}>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={labelClass}>
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-500">
              *
            </span>
          )}
        </label>
      ) : (
        <span className={labelClass}>
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-500">
              *
            </span>
          )}
        </span>
      )}
      {children}
      {error ? <p className="text-sm text-red-600">{error}</p> : hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea({ className, ...rest }, ref) {
  return <textarea ref={ref} className={cx(fieldClass, 'min-h-28 resize-y', className)} {...rest} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, children, ...rest }, ref) {
  return (
    <div className="relative">
      <select ref={ref} className={cx(fieldClass, 'cursor-pointer appearance-none pr-10', className)} {...rest}>
        {children}
      </select>
      <ChevronDownIcon size={16} className="pointer-events-none absolute right-3.5 top-1/2 -translate-y-1/2 text-slate-500" />
    </div>
  );
});

export function useFieldId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

type Tone = 'red' | 'amber' | 'green' | 'slate';
const tones: Record<Tone, string> = {
  red: 'bg-red-600 text-white',
  amber: 'bg-accent-400 text-slate-900',
  green: 'bg-brand-600 text-white',
  slate: 'bg-slate-700 text-white',
};

export function Badge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span className={cx('inline-flex items-center rounded-md px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide shadow-sm', tones[tone], className)}>
      {children}
    </span>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="font-semibold tabular-nums text-slate-900" data-testid="import-percent">
          {v}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={v}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cx('h-full rounded-full transition-[width] duration-300 ease-out', v >= 100 ? 'bg-brand-600' : 'bg-brand-500')}
          style={{ width: `${v}%` }}
        />
      </div>
    </div>
  );
}

/** Search field with a magnifier and a clear button (the browser's own clear control is hidden). */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  className,
}: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  label: string;
  className?: string;
}) {
  return (
    <div className={cx('relative', className)}>
      <SearchIcon size={17} className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={cx(fieldClass, 'py-2 pl-10 pr-10 [&::-webkit-search-cancel-button]:appearance-none')}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute right-1.5 top-1/2 grid h-8 w-8 -translate-y-1/2 place-items-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700"
        >
          <CloseIcon size={15} />
        </button>
      )}
    </div>
  );
}
