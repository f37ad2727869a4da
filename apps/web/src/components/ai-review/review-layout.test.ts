import type { AiReview } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { layoutTexts, reviewLayout, sectionOffsets } from './review-layout';

const NOTHING_FOUND = 'None found.';

const review: AiReview = {
  codeQuality: 7,
  readabilityScore: 8.25,
  complexityAnalysis: { time: 'O(n)', space: 'O(1)' },
  optimizationSuggestions: ['Use a set for lookups.'],
  bestPractices: ['Name variables after what they hold.', '  '],
  styleIssues: [],
  plagiarismScore: 12.4,
  securityIssues: [],
};

describe('reviewLayout', () => {
  it('shows the scores out of 10, the complexity and the plagiarism score first', () => {
    expect(reviewLayout(review, englishT).scores.map((score) => [score.label, score.value])).toEqual([
      ['Code Quality', '7/10'],
      ['Readability', '8.3/10'],
      ['Time Complexity', 'O(n)'],
      ['Space Complexity', 'O(1)'],
      ['Plagiarism Score', '12%'],
    ]);
  });

  it('lists every section, saying so when one is empty', () => {
    const sections = reviewLayout(review, englishT).sections;
    expect(sections.map((section) => section.title)).toEqual([
      'Optimization Suggestions',
      'Best Practices',
      'Style Issues',
      'Security Issues',
    ]);
    expect(sections[1]?.items).toEqual(['Name variables after what they hold.']);
    expect(sections[2]?.items).toEqual([NOTHING_FOUND]);
  });

  it('types the values in reading order', () => {
    expect(layoutTexts(reviewLayout(review, englishT))).toEqual([
      '7/10',
      '8.3/10',
      'O(n)',
      'O(1)',
      '12%',
      'Use a set for lookups.',
      'Name variables after what they hold.',
      NOTHING_FOUND,
      NOTHING_FOUND,
    ]);
    expect(sectionOffsets(reviewLayout(review, englishT))).toEqual([5, 6, 7, 8]);
  });
});
