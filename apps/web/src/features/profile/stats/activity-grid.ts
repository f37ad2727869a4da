/**
 * The activity heatmap's layout, as GitHub draws a year of contributions: one column per week (Sunday at
 * the top), one row per weekday, a cell per day from `from` to `to` (UTC days, as the server counts them),
 * coloured in five steps by the Accepted submissions of the day, and the months named above the column in
 * which each begins. Pure, so that it is tested without a browser; activity-heatmap.tsx draws it.
 */
import type { Translate } from '@/i18n/use-t';
import { dateTimeFormat } from '@/lib/intl-formats';
import type { ActivityDay } from '@codeconquer/contracts';

export type ActivityStep = 0 | 1 | 2 | 3 | 4;

export type HeatmapCell = {
  /** YYYY-MM-DD (UTC). */
  date: string;
  /** The week, 0 for the first. */
  column: number;
  /** The weekday, 0 for Sunday. */
  row: number;
  accepted: number;
  step: ActivityStep;
  /** '3 accepted on Wed, 4 Nov 2026'. */
  title: string;
};

export type MonthLabel = { column: number; label: string };

export type HeatmapLayout = { columns: number; cells: HeatmapCell[]; months: MonthLabel[] };

export const HEATMAP_ROWS = 7;
/** A year and a bit: the 52 weeks before the current one, and the current one. */
export const MAX_HEATMAP_COLUMNS = 53;
/** The fewest columns between two month names for both to be written (the first is dropped otherwise). */
const MIN_LABEL_GAP = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** How the grid's words are written: the page's language and its messages ('Wed', 'Nov' in English). */
export type GridWords = { t: Translate; locale: string };

const weekdayName = (time: number, locale: string) =>
  dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(time);
const monthName = (time: number, locale: string) =>
  dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(time);

/** The colour step of a day: none, 1, 2–3, 4–5, and 6 or more Accepted submissions. */
export function activityStep(accepted: number): ActivityStep {
  if (accepted <= 0) return 0;
  if (accepted === 1) return 1;
  if (accepted <= 3) return 2;
  if (accepted <= 5) return 3;
  return 4;
}

/** The UTC midnight of a YYYY-MM-DD day in ms, or NaN for anything else. */
function dayTime(day: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
}

function dayText(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** 'Wed, 4 Nov 2026' in English, in UTC like the days the server counts. */
export function dayLabel(time: number, { t, locale }: GridWords): string {
  const date = new Date(time);
  return t('profile.activity.day', {
    weekday: weekdayName(time, locale),
    day: date.getUTCDate(),
    month: monthName(time, locale),
    year: String(date.getUTCFullYear()),
  });
}

/** A cell's tooltip: '3 accepted on Wed, 4 Nov 2026'. */
export function dayTitle(time: number, accepted: number, words: GridWords): string {
  return words.t('profile.activity.dayTitle', { count: accepted, day: dayLabel(time, words) });
}

const EMPTY: HeatmapLayout = { columns: 0, cells: [], months: [] };

export function heatmapLayout(
  activity: {
    from: string;
    to: string;
    days: readonly ActivityDay[];
  },
  words: GridWords,
): HeatmapLayout {
  const to = dayTime(activity.to);
  let from = dayTime(activity.from);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return EMPTY;
  // The grid starts on the Sunday of `from`'s week, and holds at most MAX_HEATMAP_COLUMNS weeks up to `to`.
  const lastSunday = to - new Date(to).getUTCDay() * DAY_MS;
  const start = Math.max(
    from - new Date(from).getUTCDay() * DAY_MS,
    lastSunday - (MAX_HEATMAP_COLUMNS - 1) * WEEK_MS,
  );
  from = Math.max(from, start);

  const accepted = new Map(activity.days.map((day) => [day.date, day.accepted]));
  const cells: HeatmapCell[] = [];
  for (let time = from; time <= to; time += DAY_MS) {
    const index = Math.round((time - start) / DAY_MS);
    const date = dayText(time);
    const count = accepted.get(date) ?? 0;
    cells.push({
      date,
      column: Math.floor(index / HEATMAP_ROWS),
      row: index % HEATMAP_ROWS,
      accepted: count,
      step: activityStep(count),
      title: dayTitle(time, count, words),
    });
  }
  const columns = Math.round((lastSunday - start) / WEEK_MS) + 1;
  return { columns, cells, months: monthLabels(start, from, columns, words.locale) };
}

/**
 * A month's name stands above the first column whose first drawn day falls in it (the first column's is
 * `from`'s month). The first column's name is dropped when the next one follows too closely to fit.
 */
function monthLabels(start: number, from: number, columns: number, locale: string): MonthLabel[] {
  const labels: MonthLabel[] = [];
  let previous = -1;
  for (let column = 0; column < columns; column += 1) {
    const time = Math.max(start + column * WEEK_MS, from);
    const month = new Date(time).getUTCMonth();
    if (month !== previous) labels.push({ column, label: monthName(time, locale) });
    previous = month;
  }
  const [first, second] = labels;
  if (first && second && second.column - first.column < MIN_LABEL_GAP) labels.shift();
  return labels;
}
