/** Asks for the account's e-mail and sends a password-reset code. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useSendOtp } from '../api/send-otp';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const sendOtpMutation = useSendOtp();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setError(t('auth.emailRequired'));
      return;
    }
    setError(null);
    try {
      await sendOtpMutation.mutateAsync({ email: trimmed, forPasswordReset: true });
    } catch (caught) {
      // A code sent moments ago is still valid: let the user enter it.
      if (!(caught instanceof ApiRequestError && caught.code === 'OTP_COOLDOWN')) {
        setError(errorMessage(caught, t('auth.otp.sendFailed')));
        return;
      }
    }
    navigate('/verify-otp', { state: { email: trimmed, forPasswordReset: true } });
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={sendOtpMutation.isPending}>
          {sendOtpMutation.isPending ? t('auth.forgot.sending') : t('auth.forgot.send')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-indigo-600 dark:text-indigo-400 hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
