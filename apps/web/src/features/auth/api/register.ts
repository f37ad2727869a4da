import type { RegisterBody, RegisterResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function register(input: RegisterBody): Promise<RegisterResponse> {
  return apiRequest('/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
