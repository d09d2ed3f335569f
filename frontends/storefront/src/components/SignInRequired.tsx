import { Link, useLocation } from 'react-router';
import { EmptyState, UserIcon } from '@minutemart/ui';

/** Shown by the account pages (unguarded in the route table) when nobody is signed in. */
export function SignInRequired({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  return (
    <EmptyState title="Please Login" icon={<UserIcon size={28} />}>
      <p>Sign in to see {what}.</p>
      <Link
        to="/login"
        state={{ from: pathname + search }}
        className="mt-4 inline-flex rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Login
      </Link>
    </EmptyState>
  );
}
