/**
 * Google sign-in hands the session over in two short-lived cookies: `auth_token` (moved to
 * local storage, then cleared) and `auth_completed` (the flow finished).
 */
import { clearCookie, readCookie } from '../cookies';
import { tokenStore } from '../storage';

export const AUTH_TOKEN_COOKIE = 'auth_token';
export const AUTH_COMPLETED_COOKIE = 'auth_completed';

/** Moves a handed-over token into storage. Returns whether a completed sign-in was found. */
export function takeHandoffCookies(): { completed: boolean; tokenMoved: boolean } {
  const token = readCookie(AUTH_TOKEN_COOKIE);
  const completed = readCookie(AUTH_COMPLETED_COOKIE) !== undefined;
  if (token) tokenStore.set(token);
  clearHandoffCookies();
  return { completed: completed || Boolean(token), tokenMoved: Boolean(token) };
}

export function clearHandoffCookies(): void {
  clearCookie(AUTH_TOKEN_COOKIE);
  clearCookie(AUTH_COMPLETED_COOKIE);
}
