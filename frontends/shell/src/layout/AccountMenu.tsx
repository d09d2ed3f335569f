import { Link, NavLink, useNavigate } from 'react-router';
import { ROLE_LABELS, isStaff } from '@minutemart/contracts/permissions';
import { Avatar, ExternalLinkIcon, LogoutIcon, STAFF_PAGES, USER_PAGES, session, toast, useSession, userHolds, cx } from '@minutemart/ui';

const item = 'flex items-center rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800';
const linkClass = ({ isActive }: { isActive: boolean }) => cx(item, isActive && 'bg-brand-50 font-semibold text-brand-800');

/** 'My Account' panel: used by the header dropdown, the /user page and the dashboard side menu. */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const display = user.name || (user.mobile ? String(user.mobile) : user.email);

  async function logout() {
    onNavigate?.();
    const res = await session.logout();
    if (res.ok) toast.success(res.message);
    else toast.error(res.message);
    navigate('/');
  }

  return (
    <nav aria-label="Account" className="text-sm">
      <div className="flex items-center gap-3 px-3 pb-2 pt-1">
        <Avatar src={user.avatar} name={user.name} size={40} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">My Account</p>
          <div className="mt-0.5 flex items-center gap-1 text-slate-600">
            <span className="min-w-0 truncate" data-testid="account-name" title={display}>
              {display}
            </span>
            {isStaff(user.role) && (
              <span className="shrink-0 font-medium text-red-600" data-testid="account-role">
                ({ROLE_LABELS[user.role]})
              </span>
            )}
            <Link
              to="/dashboard/profile"
              onClick={onNavigate}
              aria-label="Profile"
              title="Profile"
              className="ml-1 shrink-0 text-slate-500 hover:text-brand-700"
            >
              <ExternalLinkIcon size={15} />
            </Link>
          </div>
        </div>
      </div>
      <div className="my-1 h-px bg-slate-100" />
      <ul className="grid gap-0.5">
        {STAFF_PAGES.filter((l) => userHolds(user, l.permission)).map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} onClick={onNavigate} className={linkClass}>
              {l.label}
            </NavLink>
          </li>
        ))}
        {USER_PAGES.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} onClick={onNavigate} className={linkClass}>
              {l.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            className={cx(item, 'w-full justify-between text-left text-red-600 hover:bg-red-50 hover:text-red-700')}
          >
            Logout
            <LogoutIcon size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
