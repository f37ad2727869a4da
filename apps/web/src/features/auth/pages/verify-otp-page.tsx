/** Enter the six-digit code sent by e-mail: verifies the account or, for a reset, unlocks the new password. */
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS } from '@codeconquer/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
      <AuthCard title="Verify OTP">
        <Alert tone="error">No email provided for verification.</Alert>
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
      setSuccess(result.message);
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
      setError(errorMessage(caught, 'Failed to verify OTP'));
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
      setError(errorMessage(caught, 'Failed to resend OTP'));
    }
  };

  return (
    <AuthCard title="Verify OTP" subtitle={`Enter the 6-digit code sent to ${email}`}>
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
          {verifyMutation.isPending ? 'Verifying...' : 'Verify OTP'}
        </Button>
        <div className="text-center text-sm text-slate-600 dark:text-slate-400">
          Didn't get the code?{' '}
          <button
            type="button"
            onClick={resend}
            disabled={secondsLeft > 0 || sendOtpMutation.isPending}
            className="font-medium text-indigo-600 dark:text-indigo-400 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          >
            {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
