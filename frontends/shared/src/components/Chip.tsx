import type { ReactNode } from 'react';
import { cx } from '../utils/format';
import { CloseIcon } from './Icons';

export function Chip({ children, onRemove, className, removeLabel }: { children: ReactNode; onRemove?: () => void; className?: string; removeLabel?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 text-sm font-medium text-brand-800',
        onRemove ? 'pr-1' : 'pr-3',
        className,
      )}
    >
      {children}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel ?? `Remove ${typeof children === 'string' ? children : ''}`.trim()}
          className="grid h-5 w-5 place-items-center rounded-full text-brand-700 hover:bg-red-100 hover:text-red-600"
        >
          <CloseIcon size={12} />
        </button>
      )}
    </span>
  );
}
