import type { TeamsResponse } from '@codeconquer/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The caller's teams (GET /teams/mine), for registering one in a team contest. */
export function useMyTeams(enabled: boolean) {
  return useQuery({
    queryKey: ['teams', 'mine'],
    queryFn: () => apiRequest<TeamsResponse>('/teams/mine', { fallbackError: 'Failed to load your teams' }),
    enabled,
  });
}
