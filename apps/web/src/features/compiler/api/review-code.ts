import type { AiReview, AiReviewBody, AiReviewResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** An AI review of the compiler's code, guests included (POST /ai/review). */
export async function reviewCode(body: AiReviewBody): Promise<AiReview> {
  const response = await apiRequest<AiReviewResponse>('/ai/review', {
    method: 'POST',
    body,
    fallbackError: 'Failed to get AI review',
  });
  return response.review;
}

export function useReviewCode() {
  return useMutation({ mutationFn: reviewCode });
}
