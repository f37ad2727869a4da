/**
 * The solve editor's AI review (docs/product.md#ai-review): it needs code and reviews left both for the
 * problem and for the day, as many as the site's settings allow (3 and 15 by default); the counts read
 * 'x left for this problem, y today'.
 */
import { countText } from '@/lib/count-text';
import {
  reviewLimitDayMessage,
  reviewLimitProblemMessage,
  type PublicSettings,
  type ReviewLimits,
} from '@codeconquer/contracts';

/** How many reviews the site allows (the settings), as opposed to how many are left (ReviewLimits). */
export type ReviewAllowance = Pick<PublicSettings, 'aiReviewsPerProblem' | 'aiReviewsPerDay'>;

function reviews(count: number): string {
  return countText(count, 'review', 'reviews');
}

/** '3 reviews per problem, 15 per day'. */
export function allowanceText({ aiReviewsPerProblem, aiReviewsPerDay }: ReviewAllowance): string {
  return `${reviews(aiReviewsPerProblem)} per problem, ${aiReviewsPerDay} per day`;
}

export function limitsText(limits: ReviewLimits): string {
  return `${limits.perProblem} left for this problem, ${limits.perDay} today`;
}

/**
 * Why a review cannot be requested now, or null when it can. The limit messages are the server's
 * (REVIEW_LIMIT_PROBLEM, REVIEW_LIMIT_DAY) with the allowance the settings give.
 */
export function reviewBlock(code: string, left: ReviewLimits, allowance: ReviewAllowance): string | null {
  if (left.perProblem <= 0) return reviewLimitProblemMessage(allowance.aiReviewsPerProblem);
  if (left.perDay <= 0) return reviewLimitDayMessage(allowance.aiReviewsPerDay);
  if (code.trim() === '') return 'Write some code in the editor to review it.';
  return null;
}
