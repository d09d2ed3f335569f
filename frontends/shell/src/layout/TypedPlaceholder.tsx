import { useEffect, useRef } from 'react';

/** Items the idle search strip types, in order, looping forever. */
export const PLACEHOLDER_ITEMS = [
  'Daru',
  'Milk',
  'Bread',
  'Butter',
  'Eggs',
  'Rice',
  'Sugar',
  'Salt',
  'Tea',
  'Coffee',
  'Juice',
  'Biscuits',
  'Noodles',
  'Fruits',
  'Vegetables',
  'Ice Cream',
  'Chips',
  'Oil',
  'Paneer',
  'Chicken',
] as const;

/** Milliseconds per typed character. */
export const TYPING_SPEED_MS = 50;
/** Pause once an item is fully typed (Daru stays longer). */
export const pauseFor = (item: string): number => (item === 'Daru' ? 2000 : 1000);

export const placeholderText = (item: string): string => `Search "${item}"`;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resolves once the page has loaded and the main thread has a quiet moment. */
function afterFirstPaintWork(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((r) => window.addEventListener('load', () => r(), { once: true }));
  return loaded.then(
    () => new Promise<void>((r) => (window.requestIdleCallback ? window.requestIdleCallback(() => r(), { timeout: 2000 }) : setTimeout(r, 200))),
  );
}

/**
 * Types 'Search "<item>"', pauses, erases back to the common prefix, types the next item. It writes
 * the text node directly (no React render per character: a re-render every 50 ms kept the main thread
 * busy for good on slow phones) and starts only once the page has loaded, showing the first item
 * until then.
 */
export function TypedPlaceholder() {
  const text = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let cancelled = false;
    const el = text.current;
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduceMotion) {
      el.textContent = placeholderText('Milk');
      return;
    }
    const show = (s: string) => {
      if (el.textContent !== s) el.textContent = s;
    };
    void (async () => {
      await afterFirstPaintWork();
      let current = el.textContent ?? '';
      for (let i = 0; !cancelled; i = (i + 1) % PLACEHOLDER_ITEMS.length) {
        const item = PLACEHOLDER_ITEMS[i] ?? 'Milk';
        const target = placeholderText(item);
        while (!cancelled && !target.startsWith(current)) {
          current = current.slice(0, -1);
          show(current);
          await sleep(TYPING_SPEED_MS / 2);
        }
        while (!cancelled && current !== target) {
          current = target.slice(0, current.length + 1);
          show(current);
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
    <span className="flex min-w-0 items-center [contain:layout_paint]" data-testid="typed-placeholder">
      <span ref={text} className="truncate">
        {placeholderText(PLACEHOLDER_ITEMS[0])}
      </span>
      <span className="ml-px inline-block h-4 w-px shrink-0 animate-caret bg-slate-400" aria-hidden="true" />
    </span>
  );
}
