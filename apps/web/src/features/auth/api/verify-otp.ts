import type { VerifyOtpBody, VerifyOtpResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function verifyOtp(input: VerifyOtpBody): Promise<VerifyOtpResponse> {
  return apiRequest('/auth/verify-otp', {
    method: 'POST',
    body: input,
    fallbackError: 'Failed to verify OTP',
  });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
