import { useId, useState } from 'react';
import { RATING_SCORES } from '@minutemart/contracts/rating-labels';
import { cx } from '@minutemart/ui';

const WORDS = ['', 'Bad', 'Poor', 'Okay', 'Good', 'Great'];

function Star({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={filled ? 'text-amber-400' : 'text-slate-200'}>
      <path
        fill="currentColor"
        d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9L12 2.8Z"
        stroke="currentColor"
        strokeWidth={1}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A score as stars, read-only (with its number for screen readers). */
export function StarsShown({ score, size = 14 }: { score: number; size?: number }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${score} out of 5`}>
      {RATING_SCORES.map((s) => (
        <Star key={s} filled={s <= score} size={size} />
      ))}
    </span>
  );
}

/** Five stars to pick a score from: a radio group, so arrows and Tab work as for any choice. */
export function StarsInput({ label, value, onChange, testId }: { label: string; value: number; onChange: (v: number) => void; testId: string }) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset data-testid={testId} className="min-w-0">
      <legend className="text-sm font-bold text-slate-900">{label}</legend>
      <div className="mt-1.5 flex items-center gap-3" onMouseLeave={() => setHover(0)}>
        <div className="flex">
          {RATING_SCORES.map((s) => (
            <label key={s} className="cursor-pointer p-0.5" onMouseEnter={() => setHover(s)}>
              <input
                type="radio"
                name={name}
                value={s}
                checked={value === s}
                onChange={() => onChange(s)}
                aria-label={`${s} star${s > 1 ? 's' : ''}`}
                className="peer sr-only"
              />
              <span className="block rounded-md transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-500 motion-safe:hover:scale-110">
                <Star filled={s <= shown} size={34} />
              </span>
            </label>
          ))}
        </div>
        <span className={cx('text-sm font-semibold', shown ? 'text-slate-700' : 'text-slate-400')} aria-live="polite">
          {shown ? WORDS[shown] : 'Tap to rate'}
        </span>
      </div>
    </fieldset>
  );
}
