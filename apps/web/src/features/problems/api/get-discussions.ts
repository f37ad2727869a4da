import type { DiscussionListResponse, DiscussionSort } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { discussionKeys } from './discussion-keys';

/** A page of a problem's threads in one order (GET /problem/{id}/discussions?sort=&page=). */
export function getDiscussions(
  problemId: string,
  sort: DiscussionSort,
  page: number,
): Promise<DiscussionListResponse> {
  const query = new URLSearchParams({ sort, page: String(page) });
  return apiRequest<DiscussionListResponse>(
    `/problem/${encodeURIComponent(problemId)}/discussions?${query.toString()}`,
    { fallbackError: 'Failed to load the discussion' },
  );
}

export const discussionsQuery = (problemId: string, sort: DiscussionSort, page: number) =>
  queryOptions({
    queryKey: discussionKeys.list(problemId, sort, page),
    queryFn: () => getDiscussions(problemId, sort, page),
    placeholderData: keepPreviousData,
    // A refusal (closed during a contest, the problem not visible) stays one until the page is reloaded.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
  });

export function useDiscussions(problemId: string, sort: DiscussionSort, page: number) {
  return useQuery(discussionsQuery(problemId, sort, page));
}
