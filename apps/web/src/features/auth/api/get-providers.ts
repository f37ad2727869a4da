import type { AuthProvidersResponse } from '@codeconquer/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getProviders(): Promise<AuthProvidersResponse> {
  return apiRequest('/auth/providers');
}

/** Whether Google sign-in is configured on this server. */
export function useProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: getProviders, staleTime: Infinity });
}
