/** Enter the six-digit code sent by e-mail: verifies the account or, for a reset, unlocks the new password. */
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS } from '@codeconquer/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { newAccountStore } from '@/lib/storage';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthCard } from '../components/auth-card';
import { OtpInput, emptyOtp } from '../components/otp-input';
import { useCountdown } from '../components/use-countdown';
import { readFlowState } from './flow-state';

const REDIRECT_DELAY_MS = 1000;

export function VerifyOtpPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const { email, forPasswordReset, registrationToken } = readFlowState(location.state, searchParams);
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const verifyMutation = useVerifyOtp();
  const sendOtpMutation = useSendOtp();
  const { secondsLeft, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!email) {
    return (
      <AuthCard title={t('auth.verify.title')}>
        <Alert tone="error">{t('auth.verify.noEmail')}</Alert>
      </AuthCard>
    );
  }

  const code = digits.join('');
  const complete = code.length === OTP_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || verifyMutation.isPending || success) return;
    setError(null);
    try {
      const result = await verifyMutation.mutateAsync({
        email,
        otp: code,
        forPasswordReset,
        ...(registrationToken && !forPasswordReset ? { registrationToken } : {}),
      });
      // The catalogue's words, not the server's English `message`.
      setSuccess(t(forPasswordReset ? 'auth.otp.verifiedForReset' : 'auth.otp.verified'));
      if (forPasswordReset) {
        timer.current = window.setTimeout(
          () => navigate('/reset-password', { state: { email, resetToken: result.resetToken } }),
          REDIRECT_DELAY_MS,
        );
      } else {
        if (result.token) {
          const user = await session.signIn(result.token);
          newAccountStore.mark(user.id);
        }
        timer.current = window.setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS);
      }
    } catch (caught) {
      setError(errorMessage(caught, t('auth.verify.failed')));
    }
  };

  const resend = async () => {
    if (secondsLeft > 0 || sendOtpMutation.isPending) return;
    setError(null);
    try {
      const result = await sendOtpMutation.mutateAsync({ email, forPasswordReset });
      setSuccess(null);
      setDigits(emptyOtp());
      restart(result.cooldown);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.body.retryAfter) restart(caught.body.retryAfter);
      setError(errorMessage(caught, t('auth.otp.resendFailed')));
    }
  };

  return (
    <AuthCard title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle', { email })}>
      <form onSubmit={submit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        {success && <Alert tone="success">{success}</Alert>}
        <OtpInput
          digits={digits}
          onChange={setDigits}
          disabled={verifyMutation.isPending || Boolean(success)}
        />
        <Button
          type="submit"
          className="w-full"
          disabled={!complete || verifyMutation.isPending || Boolean(success)}
        >
          {verifyMutation.isPending ? t('auth.verify.verifying') : t('auth.verify.title')}
        </Button>
        <div className="text-center text-sm text-slate-600 dark:text-slate-400">
          {t('auth.verify.noCode')}{' '}
          <button
            type="button"
            onClick={resend}
            disabled={secondsLeft > 0 || sendOtpMutation.isPending}
            className="font-medium text-indigo-600 dark:text-indigo-400 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          >
            {secondsLeft > 0 ? t('auth.verify.resendIn', { seconds: secondsLeft }) : t('auth.verify.resend')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
