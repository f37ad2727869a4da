import type { ListSubmissionsResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contestKeys, type Viewer } from './contest-query-keys';

/** The caller's submissions in the contest, newest first (GET /contests/{id}/submissions?page=). */
export function getContestSubmissions(id: string, page: number): Promise<ListSubmissionsResponse> {
  const query = new URLSearchParams({ page: String(page) });
  return apiRequest<ListSubmissionsResponse>(
    `/contests/${encodeURIComponent(id)}/submissions?${query.toString()}`,
    { fallbackError: 'Failed to load submissions' },
  );
}

/** Only a signed-in caller has submissions: a guest's `viewer` is 'guest' and asks nothing. */
export const contestSubmissionsQuery = (id: string, viewer: Viewer, page: number) =>
  queryOptions({
    queryKey: contestKeys.submissionsPage(id, viewer, page),
    queryFn: () => getContestSubmissions(id, page),
    enabled: viewer !== 'guest',
    placeholderData: keepPreviousData,
  });

export function useContestSubmissions(id: string, viewer: Viewer, page: number) {
  return useQuery(contestSubmissionsQuery(id, viewer, page));
}
