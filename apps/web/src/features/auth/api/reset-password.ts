import type { MessageResponse, ResetPasswordBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest('/auth/reset-password', {
    method: 'POST',
    body: input,
    fallbackError: 'Failed to reset password.',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
