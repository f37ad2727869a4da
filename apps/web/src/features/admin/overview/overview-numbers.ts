/**
 * The Overview's numbers in words (docs/product.md#admin-panel): the stat cards' lines, the submissions
 * chart's axis and tooltip texts, and the sentence that names the chart for screen readers.
 */
import { countText } from '@/lib/count-text';
import type { AdminOverview } from '@codeconquer/contracts';

export type DayCount = AdminOverview['submissionsPerDay'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1234 → '1,234', the same on every browser. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** '1 submission', '1,234 submissions'. */
export function submissionsText(count: number): string {
  return countText(count, 'submission', 'submissions');
}

/** The Users card's line: '+3 this week' (accounts made in the last 7 days). */
export function newThisWeekText(count: number): string {
  return `+${formatCount(count)} this week`;
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
export function chartLabel(days: readonly DayCount[]): string {
  const period = `in the last ${countText(days.length, 'day', 'days')}`;
  const busiest = busiestDay(days);
  if (busiest === null) return `No submissions ${period}`;
  return `${submissionsText(submissionsTotal(days))} ${period}, most on ${busiest.day} (${formatCount(busiest.count)})`;
}

/** An axis tick: '2026-11-20' → 'Nov 20' (the day as the server wrote it, no time zone applied). */
export function dayTickText(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[2])}` : day;
}
