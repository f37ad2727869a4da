import type { Translate } from '@/i18n/use-t';
import { levelName } from '@/lib/rating-levels';
import { numberFormat } from '@/lib/intl-formats';

/** The small lines under the dashboard's numbers. */
export function solvedLine(
  byDifficulty: { easy: number; medium: number; hard: number },
  t: Translate,
): string {
  return t('dashboard.solvedLine', byDifficulty);
}

/** "12 accepted (40.0%)"; no percentage before the first submission. */
export function acceptanceLine(accepted: number, total: number, t: Translate, locale: string): string {
  if (total === 0) return t('dashboard.noSubmissions');
  const percent = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('dashboard.acceptance', {
    accepted: String(accepted),
    percent: percent.format((accepted / total) * 100),
  });
}

/** "Intermediate · 2 rated contests"; a newcomer is told their number is a starting point. */
export function ratingLine(rating: number, contests: number, t: Translate): string {
  return t('dashboard.ratingLine', { level: levelName(rating, t), count: contests });
}

/** The current streak: days in a row with an Accepted submission. */
export function streakValue(days: number, t: Translate): string {
  return t('dashboard.days', { count: days });
}

export function streakLine(longest: number, t: Translate): string {
  return t('dashboard.longest', { days: streakValue(longest, t) });
}
