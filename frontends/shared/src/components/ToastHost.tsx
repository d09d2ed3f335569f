import { toast, useToasts, type ToastKind } from '../toast/toast';
import { cx } from '../utils/format';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './Icons';

const styles: Record<ToastKind, string> = {
  success: 'text-brand-600',
  error: 'text-red-600',
  info: 'text-sky-600',
};

/** Renders the toast queue (success 2 s, error 4 s, at most 20). Mount once, in the shell. */
export function ToastHost() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3" aria-live="polite">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          data-toast={t.kind}
          className="animate-toast-in pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg shadow-slate-900/10"
        >
          <span className={cx('mt-0.5 shrink-0', styles[t.kind])}>
            {t.kind === 'success' ? <CheckCircleIcon size={18} /> : t.kind === 'error' ? <AlertIcon size={18} /> : <InfoIcon size={18} />}
          </span>
          <p className="flex-1 leading-snug">{t.message}</p>
          <button type="button" onClick={() => toast.dismiss(t.id)} aria-label="Dismiss" className="shrink-0 text-slate-400 hover:text-slate-700">
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
