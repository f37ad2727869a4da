/**
 * Holds who is signed in. At start (SPEC §4) a stored token, or a Google hand-over cookie, is verified;
 * success sets the user, failure logs 'Auth verification error' and clears token, user and saved code.
 */
import type { User } from '@codeconquer/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { clearUserCode, redirectStore, tokenStore } from '../storage';
import { useTheme } from '../theme/use-theme';
import { takeHandoffCookies } from './cookie-handoff';
import { fetchCurrentUser, revokeSession } from './session-api';
import { SessionContext, type Session, type SessionStatus } from './session-context';

/** The callback screen performs its own hand-over; the provider must not consume its cookies first. */
const HANDOFF_PATHS = ['/auth/callback'];

/** Whether there is anything to verify at start; moves a Google hand-over token into storage first. */
function initialStatus(): SessionStatus {
  if (HANDOFF_PATHS.includes(window.location.pathname)) return 'anonymous';
  const { completed } = takeHandoffCookies();
  return tokenStore.get() || completed ? 'loading' : 'anonymous';
}

export function SessionProvider({ children }: { children: ReactNode }) {
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
    clearUserCode(userRef.current?.id);
    tokenStore.clear();
    applyUser(null);
  }, [applyUser]);

  const verify = useCallback(async () => {
    try {
      const verified = await fetchCurrentUser();
      applyUser(verified);
      return verified;
    } catch (error) {
      console.error('Auth verification error', error);
      clear();
      return null;
    }
  }, [applyUser, clear]);

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
    try {
      await revokeSession();
    } catch {
      // The local sign-out must happen even when the server is unreachable.
    }
    clearUserCode(userRef.current?.id);
    tokenStore.clear();
    redirectStore.clear();
    applyUser(null);
  }, [applyUser]);

  const [startedLoading] = useState(status === 'loading');
  useEffect(() => {
    if (!startedLoading) return;
    let cancelled = false;
    fetchCurrentUser().then(
      (verified) => {
        if (!cancelled) applyUser(verified);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Auth verification error', error);
        clear();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [startedLoading, applyUser, clear]);

  const session = useMemo<Session>(
    () => ({ status, user, signIn, verify, setUser: applyUser, signOut, clear }),
    [status, user, signIn, verify, applyUser, signOut, clear],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
