import type { User, UserResponse } from '@codeconquer/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const profileQueryKey = (username: string) => ['profile', username] as const;

export function getProfile(username: string): Promise<User> {
  return apiRequest<UserResponse>(`/users/by-username/${encodeURIComponent(username)}`, {
    fallbackError: 'User not found',
  }).then((response) => response.user);
}

export function useProfile(username: string) {
  return useQuery({ queryKey: profileQueryKey(username), queryFn: () => getProfile(username), retry: false });
}
