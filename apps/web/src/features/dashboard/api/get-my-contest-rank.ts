import type { MyContestRankResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in user's rank in the latest contest they took part in (GET /contests/my-rank). */
export function getMyContestRank(): Promise<MyContestRankResponse> {
  return apiRequest<MyContestRankResponse>('/contests/my-rank', {
    fallbackError: 'Failed to load your contest rank',
  });
}

export const myContestRankQuery = (userId: string) =>
  queryOptions({
    queryKey: ['contests', 'my-rank', userId],
    queryFn: getMyContestRank,
    enabled: userId !== '',
  });

export function useMyContestRank(userId: string) {
  return useQuery(myContestRankQuery(userId));
}
