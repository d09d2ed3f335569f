import { DELIVERY_FLAGS, DELIVERY_NOTE_MAX } from '@minutemart/contracts/delivery-instruction-labels';
import { cx, type Address } from '@minutemart/ui';

export type Instructions = NonNullable<Address['instructions']>;

/**
 * The rider's instructions as a shopper sets them: a checkbox per flag and a note with its counter.
 * Used by the address dialog (saved on the address) and checkout (this order only).
 */
export function DeliveryInstructionsFields({
  value,
  onChange,
  idPrefix,
  className,
  legendHidden = false,
}: {
  value: Instructions;
  onChange: (next: Instructions) => void;
  idPrefix: string;
  className?: string;
  /** When a heading above already says what the fields are for (checkout's section). */
  legendHidden?: boolean;
}) {
  const note = value.note ?? '';
  const left = DELIVERY_NOTE_MAX - note.length;
  return (
    <fieldset className={cx('grid gap-2', className)} data-testid="delivery-instructions-fields">
      <legend className={legendHidden ? 'sr-only' : 'mb-1 text-sm font-semibold text-slate-800'}>Instructions for the rider</legend>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {DELIVERY_FLAGS.map((f) => (
          <label
            key={f.key}
            className={cx(
              'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm transition',
              value[f.key] ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-700 hover:border-slate-300',
            )}
          >
            <input
              type="checkbox"
              name={f.key}
              checked={Boolean(value[f.key])}
              onChange={(e) => onChange({ ...value, [f.key]: e.target.checked })}
              className="h-4 w-4 shrink-0 accent-brand-600"
            />
            {f.label}
          </label>
        ))}
      </div>
      <label htmlFor={`${idPrefix}-note`} className="mt-1 text-sm font-medium text-slate-700">
        Note for the rider <span className="font-normal text-slate-400">(optional)</span>
      </label>
      <textarea
        id={`${idPrefix}-note`}
        name="note"
        rows={2}
        maxLength={DELIVERY_NOTE_MAX}
        value={note}
        placeholder="Gate code, landmark, where to leave it"
        onChange={(e) => onChange({ ...value, note: e.target.value })}
        aria-describedby={`${idPrefix}-note-count`}
        className="w-full resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
      <p
        id={`${idPrefix}-note-count`}
        data-testid="note-counter"
        className={cx('-mt-1 text-right text-xs tabular-nums', left <= 20 ? 'text-accent-600' : 'text-slate-400')}
      >
        {note.length}/{DELIVERY_NOTE_MAX}
      </p>
    </fieldset>
  );
}

/** What is sent: the flags that are on, the note trimmed (an empty one left out); `{}` says "none". */
export function cleanInstructions(i: Instructions): Instructions {
  const note = i.note?.trim();
  const out: Instructions = {};
  for (const f of DELIVERY_FLAGS) if (i[f.key]) out[f.key] = true;
  if (note) out.note = note;
  return out;
}
