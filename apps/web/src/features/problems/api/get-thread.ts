import type { ThreadDetailResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { discussionKeys } from './discussion-keys';

/**
 * A page of a thread: the opening post, then 50 replies to it with the replies under them
 * (GET /discussions/{threadId}?page=).
 */
export function getThread(threadId: string, page: number): Promise<ThreadDetailResponse> {
  return apiRequest<ThreadDetailResponse>(`/discussions/${encodeURIComponent(threadId)}?page=${page}`, {
    fallbackError: 'Failed to load the thread',
  });
}

export const threadQuery = (threadId: string, page: number) =>
  queryOptions({
    queryKey: discussionKeys.threadPage(threadId, page),
    queryFn: () => getThread(threadId, page),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
  });

export function useThread(threadId: string, page: number) {
  // The page shown stays while the next one loads, so paging does not flash a spinner.
  return useQuery({ ...threadQuery(threadId, page), placeholderData: keepPreviousData });
}
