import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, Button, errorMessage, Input, PasswordInput, toast } from '@minutemart/ui';
import { AuthCard } from '../components/AuthCard';
import { useFormFields } from '../components/useFormFields';

export const PASSWORD_MISMATCH = 'password and confirm password must be same';

export default function Register() {
  const navigate = useNavigate();
  const { values, onChange, allFilled } = useFormFields({ name: '', email: '', password: '', confirmPassword: '' });
  const [loading, setLoading] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!allFilled || loading) return;
    if (values.password !== values.confirmPassword) {
      toast.error(PASSWORD_MISMATCH);
      return;
    }
    setLoading(true);
    try {
      const res = await api.post('/api/user/register', {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      if (res.message) toast.success(res.message);
      navigate('/login');
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Welcome to Minutemart: 5000+ products, delivered in 10 minutes."
      footer={
        <>
          Already have account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <Input label="Name" name="name" autoComplete="name" placeholder="Enter your name" value={values.name} onChange={onChange} autoFocus />
        <Input label="Email" type="email" name="email" autoComplete="email" placeholder="Enter your email" value={values.email} onChange={onChange} />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          placeholder="Enter your password"
          value={values.password}
          onChange={onChange}
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
          Register
        </Button>
      </form>
    </AuthCard>
  );
}
