import type { LeaderboardResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LeaderboardView } from '../leaderboard-params';

/**
 * One page of the leaderboard (GET /leaderboard): the page's entries with their rank in the whole board,
 * the first three for the medal cards and how many match the search. The answer is the same for every
 * caller, guests included, so the key names no viewer. The page size is the server's (50).
 */
export function getLeaderboard({ period, page, q }: LeaderboardView): Promise<LeaderboardResponse> {
  const query = new URLSearchParams({ period, page: String(page) });
  if (q) query.set('q', q);
  return apiRequest<LeaderboardResponse>(`/leaderboard?${query.toString()}`, {
    fallbackError: 'Failed to load the leaderboard',
  });
}

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  page: ({ period, page, q }: LeaderboardView) => ['leaderboard', period, page, q] as const,
};

export const leaderboardQuery = (view: LeaderboardView) =>
  queryOptions({
    queryKey: leaderboardKeys.page(view),
    queryFn: () => getLeaderboard(view),
    // Another page or search of the same period keeps the rows on screen until the new ones arrive; another
    // period starts from a spinner, since its rows rank by something else.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === view.period ? previous : undefined,
  });

export function useLeaderboard(view: LeaderboardView) {
  return useQuery(leaderboardQuery(view));
}
