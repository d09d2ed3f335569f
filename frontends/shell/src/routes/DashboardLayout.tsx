import { Outlet } from 'react-router';
import { useSession } from '@minutemart/ui';
import { AccountMenu } from '../layout/AccountMenu';

/** /dashboard/*: the account menu on the left (desktop), the page on the right. */
export function DashboardLayout() {
  const { user } = useSession();
  return (
    <div className="grid gap-6 lg:grid-cols-[240px_1fr]">
      {user && (
        <aside className="hidden self-start rounded-2xl border border-slate-200 bg-white p-2 lg:sticky lg:top-24 lg:block">
          <AccountMenu />
        </aside>
      )}
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
