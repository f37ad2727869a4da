import type { ProfileStats, ProfileStatsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * What a profile draws (GET /users/by-username/{username}/stats): the rating over contests, a year of
 * activity, problems solved beside the bank's totals and the languages used. Public, like the profile, so
 * the key names no viewer.
 */
export function getProfileStats(username: string): Promise<ProfileStats> {
  return apiRequest<ProfileStatsResponse>(`/users/by-username/${encodeURIComponent(username)}/stats`, {
    fallbackError: 'Failed to load the statistics',
  }).then((response) => response.stats);
}

export const profileStatsQuery = (username: string) =>
  queryOptions({
    queryKey: ['profile-stats', username] as const,
    queryFn: () => getProfileStats(username),
    enabled: username !== '',
  });

export function useProfileStats(username: string) {
  return useQuery(profileStatsQuery(username));
}
