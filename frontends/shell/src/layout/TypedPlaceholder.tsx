import { useEffect, useState } from 'react';

/** Items the idle search strip types, in order, looping forever. */
export const PLACEHOLDER_ITEMS = [
  'Daru', 'Milk', 'Bread', 'Butter', 'Eggs', 'Rice', 'Sugar', 'Salt', 'Tea', 'Coffee',
  'Juice', 'Biscuits', 'Noodles', 'Fruits', 'Vegetables', 'Ice Cream', 'Chips', 'Oil', 'Paneer', 'Chicken',
] as const;

/** Milliseconds per typed character. */
export const TYPING_SPEED_MS = 50;
/** Pause once an item is fully typed (Daru stays longer). */
export const pauseFor = (item: string): number => (item === 'Daru' ? 2000 : 1000);

export const placeholderText = (item: string): string => `Search "${item}"`;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Types 'Search "<item>"', pauses, erases back to the common prefix, types the next item. */
export function TypedPlaceholder() {
  const [text, setText] = useState('');

  useEffect(() => {
    let cancelled = false;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduceMotion) {
      setText(placeholderText('Milk'));
      return;
    }
    void (async () => {
      let current = '';
      for (let i = 0; !cancelled; i = (i + 1) % PLACEHOLDER_ITEMS.length) {
        const item = PLACEHOLDER_ITEMS[i] ?? 'Milk';
        const target = placeholderText(item);
        while (!cancelled && !target.startsWith(current)) {
          current = current.slice(0, -1);
          setText(current);
          await sleep(TYPING_SPEED_MS / 2);
        }
        while (!cancelled && current !== target) {
          current = target.slice(0, current.length + 1);
          setText(current);
          await sleep(TYPING_SPEED_MS);
        }
        await sleep(pauseFor(item));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <span className="truncate" data-testid="typed-placeholder">
      {text}
      <span className="ml-px inline-block h-4 w-px translate-y-0.5 animate-caret bg-slate-400" aria-hidden="true" />
    </span>
  );
}
