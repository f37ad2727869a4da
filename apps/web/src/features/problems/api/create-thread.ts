import type { CreateThreadBody, ThreadResponse } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { discussionKeys } from './discussion-keys';

/** Starts a thread with its opening post (POST /problem/{id}/discussions). */
export function createThread(problemId: string, body: CreateThreadBody): Promise<ThreadResponse> {
  return apiRequest<ThreadResponse>(`/problem/${encodeURIComponent(problemId)}/discussions`, {
    method: 'POST',
    body,
    fallbackError: 'Failed to start the thread',
  });
}

/** The problem's list pages (and the tab's count) are read again once the thread is there. */
export function useCreateThread(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateThreadBody) => createThread(problemId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discussionKeys.lists(problemId) }),
  });
}
