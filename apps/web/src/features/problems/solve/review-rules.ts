/**
 * The solve editor's AI review (docs/product.md#ai-review): it needs code and reviews left both for the
 * problem and for the day, as many as the site's settings allow (3 and 15 by default); the counts read
 * 'x left for this problem, y today'.
 */
import type { Translate } from '@/i18n/use-t';
import type { PublicSettings, ReviewLimits } from '@codeconquer/contracts';

/** How many reviews the site allows (the settings), as opposed to how many are left (ReviewLimits). */
export type ReviewAllowance = Pick<PublicSettings, 'aiReviewsPerProblem' | 'aiReviewsPerDay'>;

/** '3 reviews per problem, 15 per day'. */
export function allowanceText(
  { aiReviewsPerProblem, aiReviewsPerDay }: ReviewAllowance,
  t: Translate,
): string {
  return t('problems.review.allowance', { count: aiReviewsPerProblem, perDay: aiReviewsPerDay });
}

export function limitsText(limits: ReviewLimits, t: Translate): string {
  return t('problems.review.limits', { perProblem: limits.perProblem, perDay: limits.perDay });
}

/**
 * Why a review cannot be requested now, or null when it can. The limit messages say what the server's
 * refusals do (REVIEW_LIMIT_PROBLEM, REVIEW_LIMIT_DAY; contracts' ai.ts) with the allowance the settings
 * give, in the reader's language.
 */
export function reviewBlock(
  code: string,
  left: ReviewLimits,
  allowance: ReviewAllowance,
  t: Translate,
): string | null {
  if (left.perProblem <= 0)
    return t('problems.review.limitProblem', { count: allowance.aiReviewsPerProblem });
  if (left.perDay <= 0) return t('problems.review.limitDay', { count: allowance.aiReviewsPerDay });
  if (code.trim() === '') return t('problems.review.needCode');
  return null;
}
