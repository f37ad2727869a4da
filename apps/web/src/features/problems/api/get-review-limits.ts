import type { ReviewLimits } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const NO_REVIEWS_LEFT: ReviewLimits = { perProblem: 0, perDay: 0 };

/**
 * The AI reviews the signed-in user has left for a problem and for today (GET /ai/code-review/limits).
 * Both are 0 when the call fails.
 */
export async function getReviewLimits(problemId: string): Promise<ReviewLimits> {
  const query = new URLSearchParams({ problemId });
  try {
    return await apiRequest<ReviewLimits>(`/ai/code-review/limits?${query.toString()}`);
  } catch {
    return NO_REVIEWS_LEFT;
  }
}

export const reviewLimitsQuery = (problemId: string, userId: string) =>
  queryOptions({ queryKey: ['review-limits', problemId, userId], queryFn: () => getReviewLimits(problemId) });

export function useReviewLimits(problemId: string, userId: string) {
  return useQuery(reviewLimitsQuery(problemId, userId));
}
