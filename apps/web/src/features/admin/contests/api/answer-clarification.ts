import type { AnswerClarificationBody, Clarification } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
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
): Promise<Clarification> {
  const path = `/admin/contests/${encodeURIComponent(contestId)}/clarifications/${encodeURIComponent(clarificationId)}/answer`;
  return apiRequest<{ clarification: Clarification }>(path, {
    method: 'POST',
    body,
    fallbackError: 'Failed to send the answer',
  }).then((response) => response.clarification);
}

export function useAnswerClarification(contestId: string, clarificationId: string) {
  return useMutation({
    mutationFn: (body: AnswerClarificationBody) => answerClarification(contestId, clarificationId, body),
    onSuccess: useClarificationsChanged(contestId),
  });
}
