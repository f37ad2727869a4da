/**
 * GET /contests/{id}: one contest as the caller sees it (its rules, its problems once it started, the
 * caller's registration and virtual run, the server's clock). The contest's page and the solve editor
 * opened in the contest (`?contest=`) read it under one cache key, so the editor opened from the
 * Problems tab shows the contest at once.
 */
import type { ContestDetail, ContestResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Ends with who asks ('guest' or the user's id): `registered` and the virtual run differ per user. */
export const contestDetailKey = (id: string, viewer: string) => ['contests', 'detail', id, viewer] as const;

export async function getContest(id: string): Promise<ContestDetail> {
  const response = await apiRequest<ContestResponse>(`/contests/${encodeURIComponent(id)}`, {
    fallbackError: 'Failed to load the contest',
  });
  return response.contest;
}

export const contestQuery = (id: string, viewer: string, ready = true) =>
  queryOptions({
    queryKey: contestDetailKey(id, viewer),
    queryFn: () => getContest(id),
    enabled: ready,
    // An unknown contest stays unknown: asking again only delays 'Contest not found'.
    retry: false,
  });

export function useContest(id: string, viewer: string, ready: boolean) {
  return useQuery(contestQuery(id, viewer, ready));
}
