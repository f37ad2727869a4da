/**
 * Where Google sign-in returns: takes the one-time hand-over code the server left in a cookie for this page,
 * exchanges it by POST for a session and goes on to the saved path or /dashboard. A browser already signed
 * in to another account is asked first ('You are signed in as X. Switch to Y?'); staying keeps that
 * account. Any failure shows 'Authentication Error' and returns to /login after 3 s.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { ApiRequestError } from '@/lib/api-client';
import { exchangeHandoffCode, takeHandoffCode } from '@/lib/session/cookie-handoff';
import { useSession } from '@/lib/session/use-session';
import { redirectStore } from '@/lib/storage';
import { callbackErrorId } from './callback-error';
import { AuthCard } from '../components/auth-card';

const ERROR_REDIRECT_DELAY_MS = 3000;

type Person = { name: string; username: string };
type Stage =
  | { kind: 'working' }
  | { kind: 'failed' }
  | { kind: 'confirm'; code: string; signedInAs: Person; switchTo: Person };

export function AuthCallbackPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signIn, verify } = useSession();
  const [stage, setStage] = useState<Stage>({ kind: 'working' });
  const started = useRef(false);

  /** Exchanges the code; `failure` is why there is none to exchange (the server's `?error=`, or no cookie). */
  const finish = useCallback(
    async (code: string | undefined, switchAccount: boolean, failure?: string) => {
      try {
        if (!code) throw new Error(failure ?? 'Authentication not completed');
        const { token } = await exchangeHandoffCode(code, switchAccount);
        await signIn(token);
        navigate(redirectStore.take(), { replace: true });
      } catch (error) {
        const { signedInAs, switchTo } = error instanceof ApiRequestError ? error.body : {};
        if (
          code &&
          error instanceof ApiRequestError &&
          error.code === 'SWITCH_NOT_CONFIRMED' &&
          signedInAs &&
          switchTo
        ) {
          setStage({ kind: 'confirm', code, signedInAs, switchTo });
          return;
        }
        console.error('Auth callback error', error);
        setStage({ kind: 'failed' });
      }
    },
    [navigate, signIn],
  );

  useEffect(() => {
    // React's development double-run must not take the one-time code twice.
    if (started.current) return;
    started.current = true;
    const error = searchParams.get('error');
    const code = takeHandoffCode();
    void finish(error ? undefined : code, false, error ? `Google sign-in failed: ${error}` : undefined);
  }, [searchParams, finish]);

  const switchAccount = (code: string) => {
    setStage({ kind: 'working' });
    void finish(code, true);
  };

  const stay = async () => {
    setStage({ kind: 'working' });
    // The session this page did not check at start (session-provider.tsx) is read now.
    await verify();
    navigate(redirectStore.take(), { replace: true });
  };

  useEffect(() => {
    if (stage.kind !== 'failed') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), ERROR_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stage.kind, navigate]);

  if (stage.kind === 'working') return <FullPageSpinner />;
  if (stage.kind === 'confirm') {
    const { code, signedInAs, switchTo } = stage;
    return (
      <AuthCard title={t('auth.callback.switchTitle')}>
        <p className="text-center text-slate-700 dark:text-slate-300">
          {t.rich('auth.callback.switchQuestion', {
            fromName: signedInAs.name,
            fromUsername: signedInAs.username,
            toName: switchTo.name,
            toUsername: switchTo.username,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
          <Button className="flex-1" onClick={() => switchAccount(code)}>
            {t('auth.callback.switchTo', { username: switchTo.username })}
          </Button>
          <Button variant="secondary" className="flex-1" onClick={() => void stay()}>
            {t('auth.callback.stayAs', { username: signedInAs.username })}
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.callback.errorTitle')}>
      <p className="text-center text-slate-700 dark:text-slate-300">
        {t(callbackErrorId(searchParams.get('error')))}
      </p>
      <p className="mt-2 text-center text-sm text-slate-500">{t('auth.callback.redirecting')}</p>
    </AuthCard>
  );
}
