/**
 * Discussion moderation (GET /admin/discussions/reports and the actions on a report's post and thread).
 * After each action the open reports are read again (a hidden post's or a dismissed report's row goes)
 * and so is the audit log, which has a new entry.
 */
import type { DiscussionReportsResponse } from '@codeconquer/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

type Message = { message: string };
const base = '/admin/discussions';

export function getDiscussionReports(): Promise<DiscussionReportsResponse> {
  return apiRequest<DiscussionReportsResponse>(`${base}/reports`, {
    fallbackError: 'Failed to load the reports',
  });
}

export const discussionReportsQuery = () =>
  queryOptions({ queryKey: adminQueryKeys.discussionReports, queryFn: getDiscussionReports });

export function useDiscussionReports() {
  return useQuery(discussionReportsQuery());
}

export type ModerationAction =
  | { kind: 'hide'; postId: string }
  | { kind: 'dismiss'; reportId: string }
  | { kind: 'lock'; threadId: string };

export function moderate(action: ModerationAction): Promise<Message> {
  switch (action.kind) {
    case 'hide':
      return apiRequest<Message>(`${base}/posts/${encodeURIComponent(action.postId)}/hidden`, {
        method: 'PUT',
        body: { hidden: true },
        fallbackError: 'Failed to hide the post',
      });
    case 'dismiss':
      return apiRequest<Message>(`${base}/reports/${encodeURIComponent(action.reportId)}/dismiss`, {
        method: 'POST',
        fallbackError: 'Failed to dismiss the report',
      });
    case 'lock':
      return apiRequest<Message>(`${base}/threads/${encodeURIComponent(action.threadId)}/locked`, {
        method: 'PUT',
        body: { locked: true },
        fallbackError: 'Failed to lock the thread',
      });
  }
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.discussionReports }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
      ]),
  });
}
