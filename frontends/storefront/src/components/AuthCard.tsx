import type { ReactNode } from 'react';
import { BoltIcon } from '@minutemart/ui';

/** Centered card used by every account-entry page (login, register, forgot password, OTP, reset). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  icon,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Badge icon next to the title (default: the bolt). */
  icon?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md py-2 md:py-8">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <div className="mb-6 flex items-start gap-3">
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-2xl bg-accent-400 text-brand-800">{icon ?? <BoltIcon size={22} />}</span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <p className="mt-0.5 text-sm text-slate-500">{subtitle}</p>}
          </div>
        </div>
        {children}
      </div>
      {footer && <div className="mt-5 text-center text-sm text-slate-600">{footer}</div>}
    </section>
  );
}
