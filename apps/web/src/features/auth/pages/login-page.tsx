/** 'Welcome Back': sign in by e-mail or username (docs/product.md#login). */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CredentialFields } from '@/components/credential-fields';
import { useT } from '@/i18n/use-t';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { redirectStore } from '@/lib/storage';
import { useLogin } from '@/api/login';
import { useSendOtp } from '../api/send-otp';
import { AuthCard, Divider } from '../components/auth-card';
import { GOOGLE_NOT_CONFIGURED, GoogleButton } from '../components/google-button';
import { PHONE_TAP_TARGET } from '@/components/ui/tap-target';
import { cn } from '@/lib/cn';

type Unverified = { email: string; registrationToken: string | null; message: string };

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const loginMutation = useLogin();
  const sendOtpMutation = useSendOtp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<Unverified | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const pendingRedirect = redirectStore.get();
  const googleError = searchParams.get('error') === 'google_not_configured' ? t(GOOGLE_NOT_CONFIGURED) : null;

  const busy = signingIn || loginMutation.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !email || !password) return;
    setError(null);
    setUnverified(null);
    setSigningIn(true);
    try {
      const { token } = await loginMutation.mutateAsync({ email: email.trim(), password });
      await session.signIn(token);
      navigate(redirectStore.take(), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.body.unverified && caught.body.email) {
        setUnverified({
          email: caught.body.email,
          registrationToken: caught.body.registrationToken ?? null,
          message: errorMessage(caught, t('errors.EMAIL_NOT_VERIFIED')),
        });
      } else if (caught instanceof ApiRequestError && caught.status === 401) {
        setError(t('errors.INVALID_CREDENTIALS'));
      } else {
        setError(errorMessage(caught));
      }
    } finally {
      setSigningIn(false);
    }
  };

  const verifyAccount = async () => {
    if (!unverified) return;
    const next = { state: { email: unverified.email, registrationToken: unverified.registrationToken } };
    try {
      await sendOtpMutation.mutateAsync({ email: unverified.email });
      navigate('/verify-otp', next);
    } catch (caught) {
      // A cooldown means a code was sent moments ago: the user can still enter it.
      if (caught instanceof ApiRequestError && caught.code === 'OTP_COOLDOWN') {
        navigate('/verify-otp', next);
        return;
      }
      setError(errorMessage(caught, t('auth.otp.resendFailedRetry')));
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {pendingRedirect && (
          <Alert tone="info">{t('auth.login.redirectNotice', { path: pendingRedirect })}</Alert>
        )}
        {googleError && <Alert tone="info">{googleError}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {unverified && (
          <Alert tone="error">
            {unverified.message}{' '}
            <button type="button" className="font-semibold underline" onClick={verifyAccount}>
              {t('auth.login.verifyAccount')}
            </button>
          </Alert>
        )}
        <CredentialFields
          identifier={email}
          password={password}
          onIdentifierChange={setEmail}
          onPasswordChange={setPassword}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className={cn('text-sm text-indigo-600 dark:text-indigo-400 hover:underline', PHONE_TAP_TARGET)}
          >
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy || !email || !password}>
          {busy ? t('auth.login.signingIn') : t('common.signIn')}
        </Button>
      </form>
      <Divider />
      <GoogleButton />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.login.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-indigo-600 dark:text-indigo-400 hover:underline">
          {t('common.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
