import { cx } from '../utils/format';

export function Spinner({ size = 20, className, label = 'Loading' }: { size?: number; className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cx('inline-flex items-center justify-center', className)}>
      <svg width={size} height={size} viewBox="0 0 24 24" className="animate-spin" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.2" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** Grey shimmering placeholder block. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-lg bg-slate-200/80', className)} />;
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-600">
      <Spinner size={32} label={label} />
    </div>
  );
}
