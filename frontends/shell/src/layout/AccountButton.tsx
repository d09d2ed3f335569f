import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar, ChevronDownIcon, UserIcon, useSession, cx } from '@minutemart/ui';
import { AccountMenu } from './AccountMenu';

/** Desktop: 'Login' or 'Account' with its dropdown. */
export function AccountButton() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to="/login" className="rounded-xl px-4 py-2.5 text-[15px] font-semibold text-slate-800 hover:bg-slate-100">
        Login
      </Link>
    );
  }

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1.5 rounded-xl px-3 py-2.5 text-[15px] font-semibold text-slate-800 hover:bg-slate-100"
      >
        <Avatar src={user.avatar} name={user.name} size={28} className="ring-0" />
        Account
        <ChevronDownIcon size={16} className={cx('transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div className="absolute right-0 top-full z-40 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10">
          <AccountMenu onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}

/** Mobile: an icon that opens /user (or /login). */
export function MobileAccountLink() {
  const { user } = useSession();
  return (
    <Link
      to={user ? '/user' : '/login'}
      aria-label={user ? 'My Account' : 'Login'}
      className="grid h-10 w-10 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
    >
      {user ? <Avatar src={user.avatar} name={user.name} size={40} className="ring-0" /> : <UserIcon size={20} />}
    </Link>
  );
}
