import { useRef, type ClipboardEvent, type KeyboardEvent, type ChangeEvent } from 'react';
import { cx } from '@minutemart/ui';

export const OTP_LENGTH = 6;

const digitsOf = (text: string) => text.replace(/\D/g, '');

export interface OtpInputProps {
  /** One entry per box ('' when empty). */
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
}

/**
 * Six single-character boxes: typing a digit moves to the next box, Backspace on an empty box goes back
 * (and clears it), arrows move, pasting a code (or an SMS/e-mail autofill) fills from the first box.
 * Numeric keyboard on phones (inputMode numeric), `autocomplete="one-time-code"` on the first box.
 */
export function OtpInput({ value, onChange, disabled, invalid, autoFocus }: OtpInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => {
    const el = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    el?.focus();
    el?.select();
  };

  /** Writes `digits` starting at box `from`; focuses the box after the last one written. */
  function fill(from: number, digits: string) {
    const next = [...value];
    let i = from;
    for (const d of digits) {
      if (i >= OTP_LENGTH) break;
      next[i] = d;
      i += 1;
    }
    onChange(next);
    focus(Math.min(i, OTP_LENGTH - 1));
  }

  function handleChange(index: number, e: ChangeEvent<HTMLInputElement>) {
    const previous = value[index] ?? '';
    const typed = digitsOf(e.target.value);
    if (!typed) {
      if (e.target.value === '') {
        const next = [...value];
        next[index] = '';
        onChange(next);
      }
      return; // a letter: ignore it
    }
    if (typed.length === 1) return fill(index, typed);
    // Two characters: typed into a filled box without selecting it; keep the new one.
    if (typed.length === 2 && previous && typed.includes(previous)) {
      return fill(index, typed[0] === previous ? typed.slice(1) : typed.slice(0, 1));
    }
    // A whole code arrived at once (autofill): a full code always starts at the first box.
    fill(typed.length >= OTP_LENGTH ? 0 : index, typed);
  }

  function handleKeyDown(index: number, e: KeyboardEvent<HTMLInputElement>) {
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Handle digits here so typing over a filled box replaces it (maxLength would block the insert).
      e.preventDefault();
      fill(index, e.key);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      const next = [...value];
      if (next[index]) {
        next[index] = '';
        onChange(next);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focus(index - 1);
      }
    } else if (e.key === 'Delete') {
      e.preventDefault();
      const next = [...value];
      next[index] = '';
      onChange(next);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(index + 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focus(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focus(OTP_LENGTH - 1);
    }
  }

  function handlePaste(index: number, e: ClipboardEvent<HTMLInputElement>) {
    const digits = digitsOf(e.clipboardData.getData('text'));
    e.preventDefault();
    if (!digits) return;
    fill(digits.length >= OTP_LENGTH ? 0 : index, digits.slice(0, OTP_LENGTH));
  }

  return (
    <div role="group" aria-label="One-time password" className={cx('flex justify-between gap-2 sm:gap-3', invalid && 'animate-shake')}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          id={`otp-${index}`}
          name={`otp-${index}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={1}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          // Autofocus only when the caller asks: the code form opens because the shopper just asked for a code.
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={value[index] ?? ''}
          onChange={(e) => handleChange(index, e)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          className={cx(
            'aspect-square w-full min-w-0 max-w-14 rounded-xl border bg-slate-50 text-center text-2xl font-bold text-slate-900 caret-brand-600 outline-none transition',
            'focus:border-brand-500 focus:bg-white focus:ring-4 focus:ring-brand-500/15 disabled:opacity-60',
            value[index] ? 'border-brand-400 bg-white' : 'border-slate-300',
            invalid && 'border-red-400',
          )}
        />
      ))}
    </div>
  );
}
