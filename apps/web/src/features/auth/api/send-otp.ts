import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SendOtpInput = { email: string; forPasswordReset?: boolean };

export function sendOtp(input: SendOtpInput): Promise<{ message: string; cooldown: number }> {
  return apiRequest('/auth/send-otp', {
    method: 'POST',
    body: input,
    fallbackError: 'Failed to send OTP. Please try again.',
  });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
