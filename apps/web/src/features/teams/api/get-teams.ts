import type { Team, TeamsResponse } from '@codeconquer/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-query-keys';

type TeamResponse = { team: Team };

export function getMyTeams(): Promise<Team[]> {
  return apiRequest<TeamsResponse>('/teams/mine', { fallbackError: 'Failed to load your teams' }).then(
    (response) => response.teams,
  );
}

export function getTeam(id: string): Promise<Team> {
  return apiRequest<TeamResponse>(`/teams/${encodeURIComponent(id)}`, {
    fallbackError: 'Team not found',
  }).then((response) => response.team);
}

export function useMyTeams() {
  return useQuery({ queryKey: teamKeys.mine, queryFn: getMyTeams });
}

/** A missing team (404) is an answer, not a hiccup: no retries. */
export function useTeam(id: string) {
  return useQuery({ queryKey: teamKeys.detail(id), queryFn: () => getTeam(id), retry: false });
}
