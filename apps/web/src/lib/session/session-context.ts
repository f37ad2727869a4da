import type { User } from '@codeconquer/contracts';
import { createContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export type Session = {
  status: SessionStatus;
  user: User | null;
  /** Stores a fresh token, verifies it and sets the user. Throws when verification fails. */
  signIn: (token: string) => Promise<User>;
  /** Verifies whatever credentials the browser holds (token or cookie); clears everything on failure. */
  verify: () => Promise<User | null>;
  /**
   * Reads the signed-in user again (GET /auth/verify) after the server changed it, e.g. a first-solve
   * reward. A failed read changes nothing: the session stays as it is.
   */
  refreshUser: () => Promise<void>;
  /** Replaces the user after a profile change. */
  setUser: (user: User) => void;
  /** Revokes the session and clears the token, the redirect path and the user's saved code. */
  signOut: () => Promise<void>;
  /** Forgets the user locally (after a failed hand-over) without calling the server. */
  clear: () => void;
};

export const SessionContext = createContext<Session | null>(null);
