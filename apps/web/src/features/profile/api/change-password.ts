import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string; confirmPassword: string };

export function changePassword(userId: string, input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest(`/users/${encodeURIComponent(userId)}/change-password`, {
    method: 'PUT',
    body: input,
    fallbackError: 'Failed to change password',
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: ChangePasswordInput }) =>
      changePassword(userId, input),
  });
}
