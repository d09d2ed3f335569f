import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, Button, errorMessage, PasswordInput, toast } from '@minutemart/ui';
import type { AnswerData, RequestBody } from '@minutemart/contracts/api-types';

/** The staff account the invitation made. */
type Accepted = AnswerData<'/api/user/staff/accept-invite', 'post', 201>;
type AcceptBody = RequestBody<'/api/user/staff/accept-invite', 'post'>;

/** The one-time token from the invitation link's fragment (never sent to a server by the browser). */
const tokenFromHash = (): string => new URLSearchParams(globalThis.location?.hash.replace(/^#/, '') ?? '').get('token') ?? '';

/**
 * /staff/invite#token=…: the page an invitation mail opens. Choosing a password spends the link;
 * then the person signs in like anyone else and lands on their own screen.
 */
export function StaffInvitePage() {
  const navigate = useNavigate();
  const [token] = useState(tokenFromHash);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || !password || !confirmPassword) return;
    setBusy(true);
    try {
      const res = await api.post<Accepted>('/api/user/staff/accept-invite', { token, password, confirmPassword } satisfies AcceptBody);
      toast.success(res.message);
      // The link is spent: forget it, and sign in with the address it was for.
      globalThis.history?.replaceState(null, '', globalThis.location.pathname);
      navigate('/login', { replace: true, state: { email: res.data.email } });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto grid w-full max-w-md gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <header>
        <h1 className="text-xl font-bold text-slate-900">Your staff account</h1>
        <p className="mt-1 text-sm text-slate-600">Choose a password. Then sign in with your email address and it.</p>
      </header>
      {token ? (
        <form onSubmit={onSubmit} className="grid gap-4" noValidate data-testid="staff-invite-form">
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
          <PasswordInput
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <p className="text-xs text-slate-500">At least 8 characters, with a letter and a number.</p>
          <Button type="submit" size="lg" block loading={busy} disabled={!password || !confirmPassword}>
            Set password
          </Button>
        </form>
      ) : (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
          This page needs the link from your invitation email. Ask for a new invitation if it no longer works.
        </p>
      )}
    </section>
  );
}
