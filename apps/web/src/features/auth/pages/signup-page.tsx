/** 'Create Account'. The ordered checks of SPEC §5 are the same function the server runs. */
import { firstSignupProblem } from '@codeconquer/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { useSendOtp } from '../api/send-otp';
import { AuthCard, Divider } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';

const EMPTY = { name: '', username: '', email: '', password: '', confirmPassword: '' };

export function SignupPage() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const sendOtpMutation = useSendOtp();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setUnverifiedEmail(null);
    const problem = firstSignupProblem(form);
    if (problem) {
      setError(problem.message);
      return;
    }
    try {
      const { email } = await registerMutation.mutateAsync(form);
      navigate('/verify-otp', { state: { email } });
    } catch (caught) {
      setError(errorMessage(caught));
      if (caught instanceof ApiRequestError && caught.body.unverified && caught.body.email)
        setUnverifiedEmail(caught.body.email);
    }
  };

  const verifyAccount = async () => {
    if (!unverifiedEmail) return;
    try {
      await sendOtpMutation.mutateAsync({ email: unverifiedEmail });
    } catch (caught) {
      if (!(caught instanceof ApiRequestError && caught.code === 'OTP_COOLDOWN')) {
        setError(errorMessage(caught, 'Failed to resend OTP. Please try again.'));
        return;
      }
    }
    navigate('/verify-otp', { state: { email: unverifiedEmail } });
  };

  return (
    <AuthCard title="Create Account" subtitle="Join CodeConquer and start solving">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {error && (
          <Alert tone="error">
            {error}
            {unverifiedEmail && (
              <>
                {' '}
                <button type="button" className="font-semibold underline" onClick={verifyAccount}>
                  Click here to verify your account
                </button>
              </>
            )}
          </Alert>
        )}
        <TextField label="Full Name" name="name" autoComplete="name" required {...field('name')} />
        <TextField label="Username" name="username" autoComplete="username" required {...field('username')} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <Divider />
      <GoogleButton />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-indigo-600 hover:underline">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
