import type { ContestDetail, ContestResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contestKeys, type Viewer } from './contest-query-keys';

/** One contest with its rules, problems (none before the start) and the caller's virtual run. */
export async function getContest(id: string): Promise<ContestDetail> {
  const response = await apiRequest<ContestResponse>(`/contests/${encodeURIComponent(id)}`, {
    fallbackError: 'Failed to load the contest',
  });
  return response.contest;
}

export const contestQuery = (id: string, viewer: Viewer, ready = true) =>
  queryOptions({
    queryKey: contestKeys.detailFor(id, viewer),
    queryFn: () => getContest(id),
    enabled: ready,
    // An unknown contest stays unknown: asking again only delays 'Contest not found'.
    retry: false,
  });

export function useContest(id: string, viewer: Viewer, ready: boolean) {
  return useQuery(contestQuery(id, viewer, ready));
}
