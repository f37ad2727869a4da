import type { SendOtpBody, SendOtpResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function sendOtp(input: SendOtpBody): Promise<SendOtpResponse> {
  return apiRequest('/auth/send-otp', {
    method: 'POST',
    body: input,
    fallbackError: 'Failed to send OTP. Please try again.',
  });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
