import type { AiReview, LanguageId } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ReviewCodeInput = { code: string; language: LanguageId };

/** An AI review of the compiler's code, guests included (POST /ai/review). */
export async function reviewCode(body: ReviewCodeInput): Promise<AiReview> {
  const response = await apiRequest<{ review: AiReview }>('/ai/review', {
    method: 'POST',
    body,
    fallbackError: 'Failed to get AI review',
  });
  return response.review;
}

export function useReviewCode() {
  return useMutation({ mutationFn: reviewCode });
}
