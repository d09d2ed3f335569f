import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { api, Button, errorMessage, ShieldCheckIcon, toast } from '@minutemart/ui';
import { AuthCard } from '../components/AuthCard';
import { OTP_LENGTH, OtpInput } from '../components/OtpInput';
import { readEmailState, type ResetRouteState } from '../components/authState';

const RESEND_AFTER_SECONDS = 30;
const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * /verification-otp: needs the email from /forgot-password (router state), else redirects there.
 * PUT /api/user/verify-forgot-password-otp → /reset-password with { email, verified }.
 */
export default function VerifyOtp() {
  const location = useLocation();
  const navigate = useNavigate();
  const email = readEmailState(location.state);
  const [otp, setOtp] = useState<string[]>(emptyOtp);
  const [loading, setLoading] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  if (!email) return <Navigate to="/forgot-password" replace />;

  const complete = otp.every((d) => /^\d$/.test(d));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!complete || loading || !email) return;
    setLoading(true);
    try {
      const res = await api.put('/api/user/verify-forgot-password-otp', { otp: otp.join(''), email });
      if (res.message) toast.success(res.message);
      const state: ResetRouteState = { email, verified: true };
      navigate('/reset-password', { state, replace: true });
    } catch (err) {
      setInvalid(true);
      toast.error(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  async function resend() {
    if (wait > 0 || resending || !email) return;
    setResending(true);
    try {
      const res = await api.put('/api/user/forgot-password', { email });
      toast.success(res.message || 'A new code is on its way');
      setOtp(emptyOtp());
      setInvalid(false);
      setWait(RESEND_AFTER_SECONDS);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard
      title="Enter OTP"
      subtitle={
        <>
          We sent a {OTP_LENGTH}-digit code to <span className="break-words font-semibold text-slate-700">{email}</span>
        </>
      }
      icon={<ShieldCheckIcon size={22} />}
      footer={
        <>
          Wrong email?{' '}
          <Link to="/forgot-password" state={{ email }} className="font-semibold text-brand-700 hover:underline">
            Change it
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-5" noValidate>
        <div className="grid gap-2">
          <label htmlFor="otp-0" className="text-sm font-medium text-slate-700">
            Enter your OTP
          </label>
          <OtpInput
            value={otp}
            onChange={(next) => {
              setOtp(next);
              setInvalid(false);
            }}
            invalid={invalid}
            disabled={loading}
            autoFocus
          />
        </div>
        <Button type="submit" size="lg" block disabled={!complete} loading={loading}>
          Verify OTP
        </Button>
        <p className="text-center text-sm text-slate-500">
          Didn&apos;t get it?{' '}
          {wait > 0 ? (
            <span>
              Resend code in <span className="font-semibold tabular-nums text-slate-700">{wait}s</span>
            </span>
          ) : (
            <button
              type="button"
              onClick={() => void resend()}
              disabled={resending}
              className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
            >
              {resending ? 'Sending…' : 'Resend code'}
            </button>
          )}
        </p>
      </form>
    </AuthCard>
  );
}
