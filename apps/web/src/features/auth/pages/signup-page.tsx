/**
 * 'Create Account'. Its ordered checks (firstSignupProblem) are the same function the server runs. While
 * an admin has closed sign-up (the site's settings) the page says so instead of offering the form; a
 * sign-up sent just as it closed gets the server's REGISTRATION_CLOSED message, and the page then reads
 * the settings again.
 */
import { firstSignupProblem } from '@codeconquer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePublicSettings } from '@/api/site-settings';
import { refreshPublicSettings } from '@/api/site-settings-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-id';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { AuthCard, Divider } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';

const EMPTY = { name: '', username: '', email: '', password: '', confirmPassword: '' };

/** firstSignupProblem's checks by the field they name (its English text is these messages'). */
const PROBLEM_MESSAGES: Record<string, MessageId> = {
  confirmPassword: 'auth.signup.mismatch',
  password: 'auth.signup.tooShort',
  name: 'auth.signup.nameRequired',
  username: 'auth.signup.usernameRequired',
  email: 'auth.emailRequired',
};

export function SignupPage() {
  const t = useT();
  const { registrationOpen } = usePublicSettings();
  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={registrationOpen ? t('auth.signup.subtitle') : undefined}
    >
      {registrationOpen ? (
        <>
          <SignupForm />
          <Divider />
          <GoogleButton />
        </>
      ) : (
        <Alert tone="info">{t('errors.REGISTRATION_CLOSED')}</Alert>
      )}
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.signup.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-indigo-600 dark:text-indigo-400 hover:underline">
          {t('common.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}

function SignupForm() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registerMutation = useRegister();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = firstSignupProblem(form);
    if (problem) {
      const id = PROBLEM_MESSAGES[problem.path];
      setError(id ? t(id) : problem.message);
      return;
    }
    try {
      // The registration token proves, with the mailed code, that this browser made this sign-up.
      const { email, registrationToken } = await registerMutation.mutateAsync(form);
      navigate('/verify-otp', { state: { email, registrationToken } });
    } catch (caught) {
      setError(errorMessage(caught));
      // Closed since this page read the settings: it then shows the closed page, not a form that cannot work.
      if (caught instanceof ApiRequestError && caught.code === 'REGISTRATION_CLOSED')
        void refreshPublicSettings(queryClient);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField label={t('auth.signup.name')} name="name" autoComplete="name" required {...field('name')} />
      <TextField
        label={t('auth.signup.username')}
        name="username"
        autoComplete="username"
        required
        {...field('username')}
      />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <TextField
        label={t('common.credentials.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? t('auth.signup.creating') : t('auth.signup.title')}
      </Button>
    </form>
  );
}
