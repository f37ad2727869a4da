import type {
  AskClarificationBody,
  Clarification,
  clarificationResponseSchema,
} from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { contestKeys } from './contest-query-keys';

type ClarificationResponse = z.infer<typeof clarificationResponseSchema>;

/** Asks the judges (POST /contests/{id}/clarifications); the answer is the stored, unanswered question. */
export async function askClarification(id: string, body: AskClarificationBody): Promise<Clarification> {
  const response = await apiRequest<ClarificationResponse>(
    `/contests/${encodeURIComponent(id)}/clarifications`,
    { method: 'POST', body, fallbackError: 'Failed to send the question' },
  );
  return response.clarification;
}

/** The question joins the list at once (the asker sees their own); the list is then read again. */
export function useAskClarification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskClarificationBody) => askClarification(id, body),
    onSuccess: async (clarification) => {
      queryClient.setQueriesData<Clarification[]>({ queryKey: contestKeys.clarifications(id) }, (list) =>
        list ? [clarification, ...list.filter((item) => item.id !== clarification.id)] : list,
      );
      await queryClient.invalidateQueries({ queryKey: contestKeys.clarifications(id) });
    },
  });
}
