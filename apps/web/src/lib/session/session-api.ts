/** The session calls: verify the stored token and revoke it. */
import type { User, UserResponse } from '@codeconquer/contracts';
import { ApiRequestError, apiRequest } from '../api-client';

export function fetchCurrentUser(): Promise<User> {
  return apiRequest<UserResponse>('/auth/verify', { fallbackError: 'User verification failed' }).then(
    (response) => response.user,
  );
}

export function revokeSession(): Promise<unknown> {
  return apiRequest('/auth/logout', { method: 'POST' });
}

/**
 * The server refused the token (unknown, expired, revoked, or the account is banned). Only this signs
 * the user out; no answer, a cut-off answer or a server error leaves the token for the next page load.
 */
export function tokenRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}
