import type { UpdateUserBody, User, UserResponse } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

export function updateProfile(userId: string, body: UpdateUserBody): Promise<User> {
  return apiRequest<UserResponse>(`/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body,
    fallbackError: 'Failed to update profile',
  }).then((response) => response.user);
}

/** Every profile change answers the whole user; the cache and the session take it as it is. */
export function useUpdateProfile(onSaved: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateUserBody }) => updateProfile(userId, body),
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryKey(user.username), user);
      onSaved(user);
    },
  });
}
