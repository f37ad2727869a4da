import { englishT } from '@/i18n/english-translate';
import { AI_REVIEWS_PER_DAY, AI_REVIEWS_PER_PROBLEM, errorCatalog } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { allowanceText, limitsText, reviewBlock } from './review-rules';

const DEFAULT_ALLOWANCE = {
  aiReviewsPerProblem: AI_REVIEWS_PER_PROBLEM,
  aiReviewsPerDay: AI_REVIEWS_PER_DAY,
};

describe('solve editor AI review rules', () => {
  it('reads the allowance the settings give', () => {
    expect(allowanceText(DEFAULT_ALLOWANCE, englishT)).toBe('3 reviews per problem, 15 per day');
    expect(allowanceText({ aiReviewsPerProblem: 1, aiReviewsPerDay: 1 }, englishT)).toBe(
      '1 review per problem, 1 per day',
    );
    expect(allowanceText({ aiReviewsPerProblem: 0, aiReviewsPerDay: 0 }, englishT)).toBe(
      '0 reviews per problem, 0 per day',
    );
  });

  it('reads the counts left', () => {
    expect(limitsText({ perProblem: 2, perDay: 14 }, englishT)).toBe('2 left for this problem, 14 today');
  });

  it('needs code', () => {
    expect(reviewBlock('  \n', { perProblem: 3, perDay: 15 }, DEFAULT_ALLOWANCE, englishT)).toBe(
      'Write some code in the editor to review it.',
    );
    expect(reviewBlock('print(1)', { perProblem: 3, perDay: 15 }, DEFAULT_ALLOWANCE, englishT)).toBeNull();
  });

  it("gives the server's limit messages when a count is used up", () => {
    expect(reviewBlock('print(1)', { perProblem: 0, perDay: 10 }, DEFAULT_ALLOWANCE, englishT)).toBe(
      errorCatalog.REVIEW_LIMIT_PROBLEM.message,
    );
    expect(reviewBlock('print(1)', { perProblem: 2, perDay: 0 }, DEFAULT_ALLOWANCE, englishT)).toBe(
      errorCatalog.REVIEW_LIMIT_DAY.message,
    );
  });

  it('names the limits the settings give', () => {
    const allowance = { aiReviewsPerProblem: 1, aiReviewsPerDay: 40 };
    expect(reviewBlock('print(1)', { perProblem: 0, perDay: 39 }, allowance, englishT)).toBe(
      "You've reached the limit of 1 AI review for this question.",
    );
    expect(reviewBlock('print(1)', { perProblem: 1, perDay: 0 }, allowance, englishT)).toBe(
      "You've reached your daily limit of 40 AI reviews.",
    );
  });
});
