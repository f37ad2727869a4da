/**
 * Discussion moderation (GET /admin/discussions/reports and the actions on a report's post and thread).
 * After each action the open reports are read again (a hidden post's or a dismissed report's row goes)
 * and so is the audit log, which has a new entry.
 */
import type { DiscussionReportsResponse } from '@codeconquer/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT, type Translate } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

type Message = { message: string };
const base = '/admin/discussions';

export function getDiscussionReports(fallbackError: string): Promise<DiscussionReportsResponse> {
  return apiRequest<DiscussionReportsResponse>(`${base}/reports`, {
    fallbackError,
  });
}

export const discussionReportsQuery = (fallbackError: string) =>
  queryOptions({
    queryKey: adminQueryKeys.discussionReports,
    queryFn: () => getDiscussionReports(fallbackError),
  });

export function useDiscussionReports() {
  const t = useT();
  return useQuery(discussionReportsQuery(t('admin.reports.loadFailed')));
}

export type ModerationAction =
  | { kind: 'hide'; postId: string }
  | { kind: 'dismiss'; reportId: string }
  | { kind: 'lock'; threadId: string };

export function moderate(t: Translate, action: ModerationAction): Promise<Message> {
  switch (action.kind) {
    case 'hide':
      return apiRequest<Message>(`${base}/posts/${encodeURIComponent(action.postId)}/hidden`, {
        method: 'PUT',
        body: { hidden: true },
        fallbackError: t('admin.reports.hideFailed'),
      });
    case 'dismiss':
      return apiRequest<Message>(`${base}/reports/${encodeURIComponent(action.reportId)}/dismiss`, {
        method: 'POST',
        fallbackError: t('admin.reports.dismissFailed'),
      });
    case 'lock':
      return apiRequest<Message>(`${base}/threads/${encodeURIComponent(action.threadId)}/locked`, {
        method: 'PUT',
        body: { locked: true },
        fallbackError: t('admin.reports.lockFailed'),
      });
  }
}

export function useModerate() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) => moderate(t, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.discussionReports }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
      ]),
  });
}
