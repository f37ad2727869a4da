import { describe, expect, it } from 'vitest';
import { limitsText, reviewBlock } from './review-rules';

describe('solve editor AI review rules', () => {
  it('reads the counts left', () => {
    expect(limitsText({ perProblem: 2, perDay: 14 })).toBe('2 left for this problem, 14 today');
  });

  it('needs code', () => {
    expect(reviewBlock('  \n', { perProblem: 3, perDay: 15 })).toBe(
      'Write some code in the editor to review it.',
    );
    expect(reviewBlock('print(1)', { perProblem: 3, perDay: 15 })).toBeNull();
  });

  it('gives the limit messages when a count is used up', () => {
    expect(reviewBlock('print(1)', { perProblem: 0, perDay: 10 })).toBe(
      "You've reached the limit of 3 AI reviews for this question.",
    );
    expect(reviewBlock('print(1)', { perProblem: 2, perDay: 0 })).toBe(
      "You've reached your daily limit of 15 AI reviews.",
    );
  });
});
