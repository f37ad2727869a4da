/**
 * Creating, joining, changing and leaving teams. Each answer that carries the team goes into its page's
 * cache as it is; then every team query is read again, since the list of one's teams changes with them.
 */
import type { CreateTeamBody, JoinTeamBody, Team, UpdateTeamBody } from '@codeconquer/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-query-keys';

type TeamResponse = { team: Team };

async function settle(queryClient: QueryClient, team?: Team): Promise<void> {
  if (team) queryClient.setQueryData(teamKeys.detail(team.id), team);
  await queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

export function createTeam(body: CreateTeamBody): Promise<Team> {
  return apiRequest<TeamResponse>('/teams', {
    method: 'POST',
    body,
    fallbackError: 'Failed to create the team',
  }).then((response) => response.team);
}

export function joinTeam(body: JoinTeamBody): Promise<Team> {
  return apiRequest<TeamResponse>('/teams/join', {
    method: 'POST',
    body,
    fallbackError: 'Failed to join the team',
  }).then((response) => response.team);
}

export function updateTeam(id: string, body: UpdateTeamBody): Promise<Team> {
  return apiRequest<TeamResponse>(`/teams/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallbackError: 'Failed to save the team',
  }).then((response) => response.team);
}

/** Leaving (one's own id) or, for the creator, removing another member. */
export function removeTeamMember(teamId: string, userId: string): Promise<void> {
  return apiRequest<unknown>(`/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    fallbackError: 'Failed to remove the member',
  }).then(() => undefined);
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeam, onSuccess: (team) => settle(queryClient, team) });
}

export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinTeam, onSuccess: (team) => settle(queryClient, team) });
}

export function useUpdateTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => updateTeam(id, body),
    onSuccess: (team) => settle(queryClient, team),
  });
}

/**
 * After leaving, the team's page is no longer the viewer's to read (and a team left empty is gone): its
 * cache is dropped rather than read again while the page navigates away.
 */
export function useRemoveTeamMember(teamId: string, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeTeamMember(teamId, userId),
    onSuccess: async (_, userId) => {
      if (userId === viewerId) {
        queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
        await queryClient.invalidateQueries({ queryKey: teamKeys.mine });
      } else await settle(queryClient);
    },
  });
}
