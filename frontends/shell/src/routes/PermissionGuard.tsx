import type { ReactNode } from 'react';
import type { Permission } from '@minutemart/contracts/permissions';
import { PageSpinner, useSession, userHolds } from '@minutemart/ui';

export const NO_PERMISSION_TEXT = 'Do not have permission';

/**
 * Wraps the staff dashboard routes: only someone whose role holds the route's permission passes (a
 * picker the store floor, a rider the rider screen, an admin everything), so the admin remote's
 * pages are not offered to anyone else. The services refuse the calls either way.
 */
export function PermissionGuard({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { status, user } = useSession();
  if (status !== 'ready') return <PageSpinner label="Checking permission" />;
  if (userHolds(user, permission)) return <>{children}</>;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-600 ring-1 ring-red-100">
      {NO_PERMISSION_TEXT}
    </p>
  );
}
