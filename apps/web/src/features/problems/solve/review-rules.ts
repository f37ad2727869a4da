/**
 * The solve editor's AI review (docs/product.md#ai-review): it needs code and reviews left both for the
 * problem (3) and for the day (15); the counts read 'x left for this problem, y today'.
 */
import { errorCatalog, type ReviewLimits } from '@codeconquer/contracts';

export function limitsText(limits: ReviewLimits): string {
  return `${limits.perProblem} left for this problem, ${limits.perDay} today`;
}

/** Why a review cannot be requested now, or null when it can. */
export function reviewBlock(code: string, limits: ReviewLimits): string | null {
  if (limits.perProblem <= 0) return errorCatalog.REVIEW_LIMIT_PROBLEM.message;
  if (limits.perDay <= 0) return errorCatalog.REVIEW_LIMIT_DAY.message;
  if (code.trim() === '') return 'Write some code in the editor to review it.';
  return null;
}
