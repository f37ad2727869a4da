/**
 * How an AI review (docs/product.md#ai-review) is laid out for reading: the scores first, then the lists. The
 * typewriter types every value in this order, so the layout is also the list of texts to type.
 */
import type { AiReview } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export type ReviewScore = { key: string; label: string; value: string };
export type ReviewSection = { key: string; title: string; items: string[] };
export type ReviewLayout = { scores: ReviewScore[]; sections: ReviewSection[] };

function outOfTen(score: number): string {
  return `${Number.isInteger(score) ? score : score.toFixed(1)}/10`;
}

/** A list the review left empty shows 'None found.'. */
function items(list: readonly string[], nothingFound: string): string[] {
  const filled = list.map((item) => item.trim()).filter((item) => item !== '');
  return filled.length > 0 ? filled : [nothingFound];
}

export function reviewLayout(review: AiReview, t: Translate): ReviewLayout {
  const none = t('compiler.review.noneFound');
  return {
    scores: [
      { key: 'quality', label: t('compiler.review.quality'), value: outOfTen(review.codeQuality) },
      {
        key: 'readability',
        label: t('compiler.review.readability'),
        value: outOfTen(review.readabilityScore),
      },
      { key: 'time', label: t('compiler.review.time'), value: review.complexityAnalysis.time },
      { key: 'space', label: t('compiler.review.space'), value: review.complexityAnalysis.space },
      {
        key: 'plagiarism',
        label: t('compiler.review.plagiarism'),
        value: `${Math.round(review.plagiarismScore)}%`,
      },
    ],
    sections: [
      {
        key: 'suggestions',
        title: t('compiler.review.suggestions'),
        items: items(review.optimizationSuggestions, none),
      },
      { key: 'practices', title: t('compiler.review.practices'), items: items(review.bestPractices, none) },
      { key: 'style', title: t('compiler.review.style'), items: items(review.styleIssues, none) },
      { key: 'security', title: t('compiler.review.security'), items: items(review.securityIssues, none) },
    ],
  };
}

/** Every text of the layout in reading order (what the typewriter types). */
export function layoutTexts(layout: ReviewLayout): string[] {
  return [
    ...layout.scores.map((score) => score.value),
    ...layout.sections.flatMap((section) => section.items),
  ];
}

/** Where each section's items start in `layoutTexts` (after the scores and the sections before it). */
export function sectionOffsets(layout: ReviewLayout): number[] {
  const offsets: number[] = [];
  let offset = layout.scores.length;
  for (const section of layout.sections) {
    offsets.push(offset);
    offset += section.items.length;
  }
  return offsets;
}
