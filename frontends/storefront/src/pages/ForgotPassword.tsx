import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api, Button, errorMessage, Input, LockIcon, toast } from '@minutemart/ui';
import { AuthCard } from '../components/AuthCard';
import { useFormFields } from '../components/useFormFields';
import { readEmailState, type OtpRouteState } from '../components/authState';

/** /forgot-password: email → PUT /api/user/forgot-password → /verification-otp with the email in router state. */
export default function ForgotPassword() {
  const navigate = useNavigate();
  const location = useLocation();
  const { values, onChange, allFilled } = useFormFields({ email: readEmailState(location.state) ?? '' });
  const [loading, setLoading] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!allFilled || loading) return;
    setLoading(true);
    const email = values.email.trim();
    try {
      const res = await api.put('/api/user/forgot-password', { email });
      if (res.message) toast.success(res.message);
      const state: OtpRouteState = { email };
      navigate('/verification-otp', { state });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email you registered with and we'll send you a 6-digit code."
      icon={<LockIcon size={22} />}
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <Input label="Email" type="email" name="email" autoComplete="email" placeholder="Enter your email" value={values.email} onChange={onChange} autoFocus />
        <Button type="submit" size="lg" block disabled={!allFilled} loading={loading}>
          Send Otp
        </Button>
      </form>
    </AuthCard>
  );
}
