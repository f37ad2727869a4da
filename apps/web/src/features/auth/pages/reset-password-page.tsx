/** New Password + Confirm Password after a verified reset code; success goes to /login after 1.5 s. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { readFlowState } from './flow-state';
import { resetPasswordProblem } from './reset-password-rules';

const REDIRECT_DELAY_MS = 1500;

export function ResetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // The e-mail must come from the verify step's navigation state, never from the URL alone.
  const { email, resetToken } = readFlowState(location.state, new URLSearchParams());
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const resetMutation = useResetPassword();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!email) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert tone="error">{t('auth.reset.noEmail')}</Alert>
        <p className="mt-4 text-center text-sm">
          <Link to="/forgot-password" className="text-indigo-600 dark:text-indigo-400 hover:underline">
            {t('auth.reset.requestCode')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = resetPasswordProblem(password, confirmPassword);
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    try {
      await resetMutation.mutateAsync({
        email,
        password,
        confirmPassword,
        resetToken: resetToken ?? '',
      });
      // The catalogue's words, not the server's English `message`.
      setSuccess(t('auth.reset.done'));
      timer.current = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    } catch (caught) {
      setError(errorMessage(caught, t('auth.reset.failed')));
    }
  };

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { email })}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        {success && <Alert tone="success">{success}</Alert>}
        <TextField
          label={t('auth.reset.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={resetMutation.isPending || Boolean(success)}>
          {resetMutation.isPending ? t('auth.reset.resetting') : t('auth.reset.title')}
        </Button>
      </form>
    </AuthCard>
  );
}
