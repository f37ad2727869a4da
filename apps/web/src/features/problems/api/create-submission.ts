import type { LanguageId, Submission } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type CreateSubmissionInput = { problemId: string; code: string; language: LanguageId };

/** Queues the code for judging (POST /submission); the answer is the pending submission. */
export async function createSubmission(input: CreateSubmissionInput): Promise<Submission> {
  const response = await apiRequest<{ submission: Submission }>('/submission', {
    method: 'POST',
    body: input,
    fallbackError: 'Submission failed',
  });
  return response.submission;
}

export function useCreateSubmission() {
  return useMutation({ mutationFn: createSubmission });
}
