/**
 * The Overview's numbers in words (docs/product.md#admin-panel): the stat cards' lines, the submissions
 * chart's axis and tooltip texts, and the sentence that names the chart for screen readers.
 */
import type { AdminOverview } from '@codeconquer/contracts';
import type { Locale } from '@codeconquer/contracts/locales';
import type { Translate } from '@/i18n/use-t';

export type DayCount = AdminOverview['submissionsPerDay'][number];

/** 1234 → '1,234' in English ('1.234' in Portuguese), the same on every browser. */
export function formatCount(count: number, locale: Locale): string {
  return count.toLocaleString(locale);
}

/** '1 submission', '1,234 submissions'. */
export function submissionsText(t: Translate, count: number): string {
  return t('admin.overview.submissionsCount', { count });
}

/** The Users card's line: '+3 this week' (accounts made in the last 7 days). */
export function newThisWeekText(t: Translate, count: number): string {
  return t('admin.overview.newThisWeek', { count });
}

export function submissionsTotal(days: readonly DayCount[]): number {
  return days.reduce((sum, { count }) => sum + count, 0);
}

/** The day with the most submissions (the latest of equal days), or null when there were none. */
export function busiestDay(days: readonly DayCount[]): DayCount | null {
  let busiest: DayCount | null = null;
  for (const day of days) {
    if (day.count > 0 && (busiest === null || day.count >= busiest.count)) busiest = day;
  }
  return busiest;
}

/**
 * The chart's accessible name: '1,234 submissions in the last 30 days, most on 2026-11-20 (85)', or
 * 'No submissions in the last 30 days'.
 */
export function chartLabel(t: Translate, days: readonly DayCount[]): string {
  const busiest = busiestDay(days);
  if (busiest === null) return t('admin.overview.chart.none', { days: days.length });
  return t('admin.overview.chart.label', {
    count: submissionsTotal(days),
    days: days.length,
    day: busiest.day,
    most: busiest.count,
  });
}

/**
 * An axis tick: '2026-11-20' → 'Nov 20' in English (the day as the server wrote it, read in UTC so no
 * time zone moves it), in the reader's language.
 */
export function dayTickText(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return day;
  const date = new Date(Date.UTC(Number(match[1]), month - 1, Number(match[3])));
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
