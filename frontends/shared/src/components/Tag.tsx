import type { ReactNode } from 'react';
import { cx } from '../utils/format';

const tones = {
  amber: 'bg-amber-100 text-amber-800',
  brand: 'bg-brand-50 text-brand-800',
  sky: 'bg-sky-50 text-sky-800',
  slate: 'bg-slate-100 text-slate-700',
} as const;

export type TagTone = keyof typeof tones;

/** A small status label on a line ("Substitute for Amul Milk", "Not available"). */
export function Tag({ tone, testId, className, children }: { tone: TagTone; testId?: string; className?: string; children: ReactNode }) {
  return (
    <span
      data-testid={testId}
      className={cx('inline-flex max-w-full items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold', tones[tone], className)}
    >
      {children}
    </span>
  );
}
