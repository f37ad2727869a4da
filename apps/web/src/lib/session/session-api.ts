/** The session calls: verify the stored token and revoke it. */
import type { User, UserResponse } from '@codeconquer/contracts';
import { apiRequest } from '../api-client';

export function fetchCurrentUser(): Promise<User> {
  return apiRequest<UserResponse>('/auth/verify', { fallbackError: 'User verification failed' }).then(
    (response) => response.user,
  );
}

export function revokeSession(): Promise<unknown> {
  return apiRequest('/auth/logout', { method: 'POST' });
}
