import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api, Button, errorMessage, LockIcon, PasswordInput, toast } from '@minutemart/ui';
import { AuthCard } from '../components/AuthCard';
import { useFormFields } from '../components/useFormFields';
import { readResetState } from '../components/authState';

export const NEW_PASSWORD_MISMATCH = 'New password and confirm password must be same.';

/**
 * /reset-password: needs the successful OTP result ({ email, verified }) in router state, else redirects to /.
 * PUT /api/user/reset-password → /login.
 */
export default function ResetPassword() {
  const location = useLocation();
  const navigate = useNavigate();
  const reset = readResetState(location.state);
  const { values, onChange, allFilled } = useFormFields({ newPassword: '', confirmPassword: '' });
  const [loading, setLoading] = useState(false);

  if (!reset) return <Navigate to="/" replace />;
  const { email } = reset;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!allFilled || loading) return;
    if (values.newPassword !== values.confirmPassword) {
      toast.error(NEW_PASSWORD_MISMATCH);
      return;
    }
    setLoading(true);
    try {
      const res = await api.put('/api/user/reset-password', { email, newPassword: values.newPassword, confirmPassword: values.confirmPassword });
      if (res.message) toast.success(res.message);
      navigate('/login', { replace: true, state: { email } });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      subtitle={
        <>
          Choose a new password for <span className="break-words font-semibold text-slate-700">{email}</span>
        </>
      }
      icon={<LockIcon size={22} />}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <PasswordInput
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          placeholder="Enter your new password"
          hint="At least 8 characters, with a letter and a number."
          value={values.newPassword}
          onChange={onChange}
          autoFocus
        />
        <PasswordInput
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Enter your confirm password"
          value={values.confirmPassword}
          onChange={onChange}
        />
        <Button type="submit" size="lg" block disabled={!allFilled} loading={loading}>
          Change Password
        </Button>
      </form>
    </AuthCard>
  );
}
