import type { AnswerClarificationBody, Clarification } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { useClarificationsChanged } from './clarification-cache';

/**
 * Answers a contestant's question (POST /admin/contests/{id}/clarifications/{clarificationId}/answer),
 * to the asker alone or, with `public`, to everyone in the contest.
 */
export function answerClarification(
  contestId: string,
  clarificationId: string,
  body: AnswerClarificationBody,
  fallbackError: string,
): Promise<Clarification> {
  const path = `/admin/contests/${encodeURIComponent(contestId)}/clarifications/${encodeURIComponent(clarificationId)}/answer`;
  return apiRequest<{ clarification: Clarification }>(path, {
    method: 'POST',
    body,
    fallbackError,
  }).then((response) => response.clarification);
}

export function useAnswerClarification(contestId: string, clarificationId: string) {
  const t = useT();
  return useMutation({
    mutationFn: (body: AnswerClarificationBody) =>
      answerClarification(contestId, clarificationId, body, t('admin.clarifications.answerFailed')),
    onSuccess: useClarificationsChanged(contestId),
  });
}
