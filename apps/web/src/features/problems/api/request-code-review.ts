import type { CodeReviewBody, CodeReviewResponse } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewLimitsQuery } from './get-review-limits';

/** An AI review of the solve editor's code, counted against the limits (POST /ai/code-review). */
export function requestCodeReview(body: CodeReviewBody): Promise<CodeReviewResponse> {
  return apiRequest<CodeReviewResponse>('/ai/code-review', {
    method: 'POST',
    body,
    fallbackError: 'Failed to get AI review',
  });
}

/** Requests a review; the counts left come with the answer, and are read again after a refusal. */
export function useCodeReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCodeReview,
    onSuccess: (response, input) =>
      queryClient.setQueryData(reviewLimitsQuery(input.problemId, userId).queryKey, response.limits),
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: reviewLimitsQuery(input.problemId, userId).queryKey }),
  });
}
