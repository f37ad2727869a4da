/**
 * Google sign-in hands the sign-in over as a one-time code (docs/architecture.md, "Handing a sign-in to the
 * web app"): a 60-second cookie the server sets for /auth/callback only, which that page takes (and clears)
 * and exchanges by POST /auth/handoff. No session token ever arrives in a cookie the page reads or in the
 * address.
 */
import type { HandoffBody, SessionResponse } from '@codeconquer/contracts';
import { apiRequest } from '../api-client';
import { clearCookie, readCookie } from '../cookies';

export const HANDOFF_COOKIE = 'auth_handoff';
const HANDOFF_COOKIE_PATH = '/auth/callback';

/** The hand-over code left for this page, if any; it is read once. */
export function takeHandoffCode(): string | undefined {
  const code = readCookie(HANDOFF_COOKIE);
  clearCookie(HANDOFF_COOKIE, HANDOFF_COOKIE_PATH);
  return code;
}

/**
 * The code for a session. A browser signed in to another account gets SWITCH_NOT_CONFIRMED (with
 * `signedInAs` and `switchTo`) until it asks again with `switchAccount`.
 */
export function exchangeHandoffCode(code: string, switchAccount = false): Promise<SessionResponse> {
  const body: HandoffBody = switchAccount ? { code, switchAccount } : { code };
  return apiRequest<SessionResponse>('/auth/handoff', {
    method: 'POST',
    body,
    fallbackError: 'Authentication failed. Please try again.',
  });
}
