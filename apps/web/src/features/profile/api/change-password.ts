import type { ChangePasswordBody, MessageResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function changePassword(userId: string, input: ChangePasswordBody): Promise<MessageResponse> {
  return apiRequest(`/users/${encodeURIComponent(userId)}/change-password`, {
    method: 'PUT',
    body: input,
    fallbackError: 'Failed to change password',
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: ChangePasswordBody }) =>
      changePassword(userId, input),
  });
}
