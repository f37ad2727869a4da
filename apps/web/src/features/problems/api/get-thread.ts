import type { ThreadDetailResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { discussionKeys } from './discussion-keys';

/** A thread with all its posts, the opening post first (GET /discussions/{threadId}). */
export function getThread(threadId: string): Promise<ThreadDetailResponse> {
  return apiRequest<ThreadDetailResponse>(`/discussions/${encodeURIComponent(threadId)}`, {
    fallbackError: 'Failed to load the thread',
  });
}

export const threadQuery = (threadId: string) =>
  queryOptions({
    queryKey: discussionKeys.thread(threadId),
    queryFn: () => getThread(threadId),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
  });

export function useThread(threadId: string) {
  return useQuery(threadQuery(threadId));
}
