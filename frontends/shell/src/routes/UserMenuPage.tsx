import { Navigate, useNavigate } from 'react-router';
import { ArrowLeftIcon, PageSpinner, useSession } from '@minutemart/ui';
import { AccountMenu } from '../layout/AccountMenu';

/** /user: the account menu as a page, for small screens. */
export function UserMenuPage() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  if (status !== 'ready') return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <section className="mx-auto max-w-md">
      <button type="button" onClick={() => navigate(-1)} className="mb-3 flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700">
        <ArrowLeftIcon size={16} /> Back
      </button>
      <div className="rounded-2xl border border-slate-200 bg-white p-2">
        <AccountMenu />
      </div>
    </section>
  );
}
