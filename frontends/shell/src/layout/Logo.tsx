import { Link } from 'react-router';
import { BoltIcon, cx } from '@minutemart/ui';

/** `collapse`: under 420 px only the mark shows (the header's location needs the room). */
export function Logo({ compact = false, collapse = false }: { compact?: boolean; collapse?: boolean }) {
  return (
    <Link
      to="/"
      aria-label="Minutemart home"
      className="group flex shrink-0 items-center gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <span className="grid h-9 w-9 place-items-center rounded-xl bg-accent-400 text-brand-800 shadow-sm shadow-accent-500/40 transition-transform group-hover:-rotate-6 md:h-10 md:w-10">
        <BoltIcon size={22} />
      </span>
      <span className={cx('flex flex-col leading-none', collapse && 'max-[419px]:sr-only')}>
        <span className="font-display text-xl font-extrabold tracking-tight md:text-2xl">
          <span className="text-brand-700">Minute</span>
          <span className="text-slate-900">mart</span>
        </span>
        {!compact && <span className="mt-0.5 hidden text-[11px] font-medium uppercase tracking-[0.14em] text-slate-500 lg:block">groceries in 10 min</span>}
      </span>
    </Link>
  );
}
