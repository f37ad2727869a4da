/** POST /auth/login: the sign-in form's call, on /login and on /admin/auth. */
import type { LoginBody, SessionResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function login(input: LoginBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
