/**
 * How an AI review (docs/product.md#ai-review) is laid out for reading: the scores first, then the lists. The
 * typewriter types every value in this order, so the layout is also the list of texts to type.
 */
import type { AiReview } from '@codeconquer/contracts';

export type ReviewScore = { key: string; label: string; value: string };
export type ReviewSection = { key: string; title: string; items: string[] };
export type ReviewLayout = { scores: ReviewScore[]; sections: ReviewSection[] };

/** Shown for a list the review left empty. */
export const NOTHING_FOUND = 'None found.';

function outOfTen(score: number): string {
  return `${Number.isInteger(score) ? score : score.toFixed(1)}/10`;
}

function items(list: readonly string[]): string[] {
  const filled = list.map((item) => item.trim()).filter((item) => item !== '');
  return filled.length > 0 ? filled : [NOTHING_FOUND];
}

export function reviewLayout(review: AiReview): ReviewLayout {
  return {
    scores: [
      { key: 'quality', label: 'Code Quality', value: outOfTen(review.codeQuality) },
      { key: 'readability', label: 'Readability', value: outOfTen(review.readabilityScore) },
      { key: 'time', label: 'Time Complexity', value: review.complexityAnalysis.time },
      { key: 'space', label: 'Space Complexity', value: review.complexityAnalysis.space },
      { key: 'plagiarism', label: 'Plagiarism Score', value: `${Math.round(review.plagiarismScore)}%` },
    ],
    sections: [
      { key: 'suggestions', title: 'Optimization Suggestions', items: items(review.optimizationSuggestions) },
      { key: 'practices', title: 'Best Practices', items: items(review.bestPractices) },
      { key: 'style', title: 'Style Issues', items: items(review.styleIssues) },
      { key: 'security', title: 'Security Issues', items: items(review.securityIssues) },
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
