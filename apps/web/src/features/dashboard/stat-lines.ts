import { countText } from '@/lib/count-text';
import { levelForRating } from '@/lib/rating-levels';

/** The small lines under the dashboard's numbers. */
export function solvedLine(byDifficulty: { easy: number; medium: number; hard: number }): string {
  return `${byDifficulty.easy} Easy · ${byDifficulty.medium} Medium · ${byDifficulty.hard} Hard`;
}

/** "12 accepted (40.0%)"; no percentage before the first submission. */
export function acceptanceLine(accepted: number, total: number): string {
  if (total === 0) return 'No submissions yet';
  return `${accepted} accepted (${((accepted / total) * 100).toFixed(1)}%)`;
}

/** "Intermediate · 2 rated contests"; a newcomer is told their number is a starting point. */
export function ratingLine(rating: number, contests: number): string {
  if (contests === 0) return `${levelForRating(rating)} · no rated contest yet`;
  return `${levelForRating(rating)} · ${countText(contests, 'rated contest', 'rated contests')}`;
}

/** The current streak: days in a row with an Accepted submission. */
export function streakValue(days: number): string {
  return countText(days, 'day', 'days');
}

export function streakLine(longest: number): string {
  return `Longest: ${streakValue(longest)}`;
}
