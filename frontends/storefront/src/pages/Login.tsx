import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api, Button, errorMessage, Input, landingFor, PasswordInput, session, toast } from '@minutemart/ui';
import { AuthCard } from '../components/AuthCard';
import { useFormFields } from '../components/useFormFields';
import { readEmailState, readReturnPath } from '../components/authState';

export default function Login() {
  const navigate = useNavigate();
  // After a password reset the email arrives in router state; a page that asked for a login names itself.
  const { state } = useLocation();
  const prefilled = readEmailState(state);
  const returnTo = readReturnPath(state);
  const { values, onChange, allFilled } = useFormFields({ email: prefilled ?? '', password: '' });
  const [loading, setLoading] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!allFilled || loading) return;
    setLoading(true);
    try {
      // The gateway answers with httpOnly accessToken/refreshToken cookies; nothing is stored here.
      const res = await api.post('/api/user/login', { email: values.email.trim(), password: values.password });
      if (res.message) toast.success(res.message);
      // The guest cart of this browser joins the account's cart as the session arrives (startCartSync).
      const user = await session.load();
      // A picker lands on the store floor, a rider on the rider screen, unless a page sent them here.
      navigate(returnTo === '/' ? (landingFor(user) ?? '/') : returnTo, { replace: true });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Groceries in minutes are a click away."
      footer={
        <>
          Don&apos;t have account?{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Register
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={values.email}
          onChange={onChange}
          autoFocus={!prefilled}
        />
        <div className="grid gap-1.5">
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            value={values.password}
            onChange={onChange}
            autoFocus={Boolean(prefilled)}
          />
          <Link to="/forgot-password" className="ml-auto text-sm font-medium text-brand-700 hover:underline">
            Forgot password ?
          </Link>
        </div>
        <Button type="submit" size="lg" block disabled={!allFilled} loading={loading}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
