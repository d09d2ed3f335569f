import { cx } from '@minutemart/ui';

const base =
  'inline-flex h-8 min-w-0 items-center justify-center rounded-lg px-2 text-[13px] font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500';

/** The Edit / Delete pair at the bottom of a grid card (text only: cards are ~150 px wide at 6 columns). */
export function CardActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  // `name` is what a screen reader hears after Edit / Delete (products add their unit: names repeat across pack sizes).
  return (
    <div className="mt-2 grid grid-cols-2 gap-1.5">
      <button type="button" onClick={onEdit} aria-label={`Edit ${name}`} className={cx(base, 'bg-brand-50 text-brand-800 hover:bg-brand-100')}>
        Edit
      </button>
      <button type="button" onClick={onDelete} aria-label={`Delete ${name}`} className={cx(base, 'bg-red-50 text-red-700 hover:bg-red-100')}>
        Delete
      </button>
    </div>
  );
}
