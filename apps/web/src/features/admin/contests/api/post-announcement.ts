import type { announcementBodySchema, Clarification } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { useClarificationsChanged } from './clarification-cache';

export type AnnouncementBody = z.input<typeof announcementBodySchema>;

/**
 * Tells every contestant something, about one problem or the contest in general (POST
 * /admin/contests/{id}/announcements); it joins the clarifications as a public one with no question.
 */
export function postAnnouncement(
  contestId: string,
  body: AnnouncementBody,
  fallbackError: string,
): Promise<Clarification> {
  return apiRequest<{ clarification: Clarification }>(
    `/admin/contests/${encodeURIComponent(contestId)}/announcements`,
    { method: 'POST', body, fallbackError },
  ).then((response) => response.clarification);
}

export function usePostAnnouncement(contestId: string) {
  const t = useT();
  return useMutation({
    mutationFn: (body: AnnouncementBody) =>
      postAnnouncement(contestId, body, t('admin.clarifications.announcementFailed')),
    onSuccess: useClarificationsChanged(contestId),
  });
}
