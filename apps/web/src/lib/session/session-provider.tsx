/**
 * Holds who is signed in. At start a stored token is verified;
 * success sets the user; a refusal logs 'Auth verification error' and clears token, user and saved code.
 * Anything short of a refusal (no answer, an answer cut off as the page was left, a server error) keeps
 * the token: leaving a page during the check must not sign the user out (docs/product.md).
 */
import type { User } from '@codeconquer/contracts';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { forgetAccount, redirectStore, tokenStore } from '../storage';
import { useTheme } from '../theme/use-theme';
import { fetchCurrentUser, revokeSession, tokenRefused } from './session-api';
import { SessionContext, type Session, type SessionStatus } from './session-context';

/** Signing out waits this long at most for `beforeSignOut`. */
const BEFORE_SIGN_OUT_MS = 3000;

/**
 * The callback screen performs its own hand-over (and verifies the session it ends with): a check of the
 * stored token started here could answer after it and put back the account the browser is leaving.
 */
const HANDOFF_PATHS = ['/auth/callback'];

/** Whether there is anything to verify at start. */
function initialStatus(): SessionStatus {
  if (HANDOFF_PATHS.includes(window.location.pathname)) return 'anonymous';
  return tokenStore.get() ? 'loading' : 'anonymous';
}

type Props = {
  children: ReactNode;
  /**
   * Runs while the session is still valid, before signing out clears the user's stored code (the app
   * sends drafts the server has not received). Given up after a few seconds: signing out never hangs.
   */
  beforeSignOut?: (userId: string) => Promise<void>;
};

export function SessionProvider({ children, beforeSignOut }: Props) {
  const [user, setUserState] = useState<User | null>(null);
  const [status, setStatus] = useState<SessionStatus>(initialStatus);
  const userRef = useRef<User | null>(null);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const applyUser = useCallback((next: User | null) => {
    setUserState(next);
    setStatus(next ? 'authenticated' : 'anonymous');
  }, []);

  const clear = useCallback(() => {
    forgetAccount(userRef.current?.id);
    applyUser(null);
  }, [applyUser]);

  /** A verification that failed: signed out, and the token forgotten only if the server refused it. */
  const verificationFailed = useCallback(
    (error: unknown) => {
      console.error('Auth verification error', error);
      if (tokenRefused(error)) clear();
      else applyUser(null);
    },
    [applyUser, clear],
  );

  const verify = useCallback(async () => {
    try {
      const verified = await fetchCurrentUser();
      applyUser(verified);
      return verified;
    } catch (error) {
      verificationFailed(error);
      return null;
    }
  }, [applyUser, verificationFailed]);

  const refreshUser = useCallback(async () => {
    if (!userRef.current) return;
    try {
      const fresh = await fetchCurrentUser();
      // Signed out (or someone else signed in) meanwhile: the answer is stale.
      if (userRef.current?.id === fresh.id) applyUser(fresh);
    } catch {
      // Kept as it was; the next page load verifies anyway.
    }
  }, [applyUser]);

  const { setTheme } = useTheme();
  const signIn = useCallback(
    async (token: string) => {
      tokenStore.set(token);
      const verified = await verify();
      if (!verified) throw new Error('User verification failed');
      // Signing in brings the theme the account saved on its profile.
      setTheme(verified.theme);
      return verified;
    },
    [verify, setTheme],
  );

  const signOut = useCallback(async () => {
    const signingOut = userRef.current;
    if (signingOut && beforeSignOut) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        beforeSignOut(signingOut.id).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, BEFORE_SIGN_OUT_MS))),
      ]);
      clearTimeout(timer);
    }
    try {
      await revokeSession();
    } catch {
      // The local sign-out must happen even when the server is unreachable.
    }
    forgetAccount(userRef.current?.id);
    redirectStore.clear();
    applyUser(null);
  }, [applyUser, beforeSignOut]);

  const [startedLoading] = useState(status === 'loading');
  useEffect(() => {
    if (!startedLoading) return;
    let cancelled = false;
    // The answer re-renders most of the page (header, menus, the screen): as a transition, React renders
    // it in slices between other work instead of in one long task (docs/delivery.md).
    fetchCurrentUser().then(
      (verified) => {
        if (!cancelled) startTransition(() => applyUser(verified));
      },
      (error: unknown) => {
        if (!cancelled) startTransition(() => verificationFailed(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [startedLoading, applyUser, verificationFailed]);

  const session = useMemo<Session>(
    () => ({ status, user, signIn, verify, refreshUser, setUser: applyUser, signOut, clear }),
    [status, user, signIn, verify, refreshUser, applyUser, signOut, clear],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
