import type { CreateSubmissionBody, Submission, SubmissionResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Queues the code for judging (POST /submission); the answer is the pending submission. With `contestId`
 * it is made in that contest (the solve editor opened from a contest's problems) and counts on its board.
 */
export async function createSubmission(input: CreateSubmissionBody): Promise<Submission> {
  const response = await apiRequest<SubmissionResponse>('/submission', {
    method: 'POST',
    body: input,
    fallbackError: 'Submission failed',
  });
  return response.submission;
}

export function useCreateSubmission() {
  return useMutation({ mutationFn: createSubmission });
}
