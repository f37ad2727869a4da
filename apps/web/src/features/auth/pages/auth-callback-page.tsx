/**
 * Where Google sign-in returns: takes the hand-over cookies, verifies the session and goes on to the
 * saved path or /dashboard. Any failure shows 'Authentication Error' and returns to /login after 3 s.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { takeHandoffCookies } from '@/lib/session/cookie-handoff';
import { useSession } from '@/lib/session/use-session';
import { redirectStore, tokenStore } from '@/lib/storage';
import { useTheme } from '@/lib/theme/use-theme';
import { callbackErrorMessage } from './callback-error';
import { AuthCard } from '../components/auth-card';

const ERROR_REDIRECT_DELAY_MS = 3000;

export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { verify } = useSession();
  const { setTheme } = useTheme();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // React's development double-run must not consume the one-time cookies twice.
    if (started.current) return;
    started.current = true;
    const complete = async () => {
      if (searchParams.get('error')) throw new Error(`Google sign-in failed: ${searchParams.get('error')}`);
      const { completed } = takeHandoffCookies();
      if (!completed && !tokenStore.get()) throw new Error('Authentication not completed');
      const user = await verify();
      if (!user) throw new Error('User verification failed');
      setTheme(user.theme);
      navigate(redirectStore.take(), { replace: true });
    };
    complete().catch((error: unknown) => {
      console.error('Auth callback error', error);
      setFailed(true);
    });
  }, [navigate, searchParams, verify, setTheme]);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), ERROR_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [failed, navigate]);

  if (!failed) return <FullPageSpinner />;
  return (
    <AuthCard title="Authentication Error">
      <p className="text-center text-slate-700 dark:text-slate-300">
        {callbackErrorMessage(searchParams.get('error'))}
      </p>
      <p className="mt-2 text-center text-sm text-slate-500">Redirecting to login page...</p>
    </AuthCard>
  );
}
