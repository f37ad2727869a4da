import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ResetPasswordInput = {
  email: string;
  password: string;
  confirmPassword: string;
  resetToken: string;
};

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest('/auth/reset-password', {
    method: 'POST',
    body: input,
    fallbackError: 'Failed to reset password.',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
