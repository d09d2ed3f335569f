import type { ReactNode } from 'react';
import { PageSpinner, useSession } from '@minutemart/ui';

export const NO_PERMISSION_TEXT = 'Do not have permission';

/** Wraps the four admin dashboard routes: only role ADMIN passes. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useSession();
  if (status !== 'ready') return <PageSpinner label="Checking permission" />;
  if (isAdmin) return <>{children}</>;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-600 ring-1 ring-red-100">
      {NO_PERMISSION_TEXT}
    </p>
  );
}
