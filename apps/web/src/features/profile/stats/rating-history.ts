/**
 * The numbers behind the Rating card: the graph's points (the rating after each contest, by the contest's
 * end), its axes' ranges, the level bands within them, the changes as text, and the summary a screen reader
 * gets in place of the graph. No React and no chart library here, so the page can use them before the
 * chart's chunk has arrived.
 */
import type { Translate } from '@/i18n/use-t';
import type { RatingChange } from '@codeconquer/contracts';
import { LEVEL_BANDS, levelName, type Level } from '@/lib/rating-levels';

export type RatingPoint = {
  /** The contest's end, in ms: the x axis. */
  time: number;
  rating: number;
  change: number;
  contestId: string;
  contestTitle: string;
  rank: number;
  contestants: number;
  /** The rating before any contest (a newcomer's 1500): where the line starts, not a contest. */
  start?: true;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Room above and below the line, in rating points, before rounding out to hundreds. */
const RATING_MARGIN = 100;

/** One point per rated contest, oldest first. */
export function ratingPoints(history: readonly RatingChange[]): RatingPoint[] {
  return history
    .map((change) => ({
      time: Date.parse(change.endTime),
      rating: change.ratingAfter,
      change: change.ratingAfter - change.ratingBefore,
      contestId: change.contestId,
      contestTitle: change.contestTitle,
      rank: change.rank,
      contestants: change.contestants,
    }))
    .filter((point) => Number.isFinite(point.time))
    .sort((a, b) => a.time - b.time);
}

/** How far before the first contest the line's start is drawn: it has no date of its own. */
const START_GAP_MS = 7 * DAY_MS;

/**
 * The line's points: the rating before the first contest (a newcomer's 1500), then one per contest, so
 * even one contest draws a line from where the user started rather than a lone dot.
 */
export function ratingLine(history: readonly RatingChange[]): RatingPoint[] {
  const points = ratingPoints(history);
  const first = points[0];
  if (!first) return [];
  const before = first.rating - first.change;
  return [{ ...first, time: first.time - START_GAP_MS, rating: before, change: 0, start: true }, ...points];
}

/** The y axis: the ratings reached with a margin, out to whole hundreds, never below 0. */
export function ratingDomain(points: readonly RatingPoint[]): [number, number] {
  if (points.length === 0) return [1000, 2000];
  const ratings = points.map((point) => point.rating);
  const low = Math.min(...ratings) - RATING_MARGIN;
  const high = Math.max(...ratings) + RATING_MARGIN;
  return [Math.max(0, Math.floor(low / 100) * 100), Math.ceil(high / 100) * 100];
}

/** The y axis's ticks: whole hundreds, or every 200 or 500 points on a wider axis, so about 4 to 8 of them. */
export function ratingTicks([low, high]: readonly [number, number]): number[] {
  const span = high - low;
  const step = span <= 800 ? 100 : span <= 1600 ? 200 : 500;
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high; tick += step) ticks.push(tick);
  return ticks;
}

/** The x axis: the first contest to the last; one contest alone, or several on one day, get a week each side. */
export function timeDomain(points: readonly RatingPoint[]): [number, number] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [0, 1];
  const pad = last.time - first.time < DAY_MS ? 7 * DAY_MS : 0;
  return [first.time - pad, last.time + pad];
}

export type VisibleBand = { level: Level; y1: number; y2: number; colour: string };

/** The level bands that fall within the y axis, each cut to it, lowest first. */
export function bandsWithin([low, high]: readonly [number, number]): VisibleBand[] {
  return LEVEL_BANDS.flatMap((band) => {
    const y1 = Math.max(low, band.from);
    const y2 = Math.min(high, band.to ?? Number.POSITIVE_INFINITY);
    return y2 > y1 ? [{ level: band.level, y1, y2, colour: band.colour }] : [];
  });
}

/** A rating change as shown: '+12', '−8' (a real minus sign) or '0'. */
export function changeText(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${Math.abs(change)}`;
  return '0';
}

/** The change's colour: green up, red down, grey for none. */
export function changeClass(change: number): string {
  if (change > 0) return 'text-green-700 dark:text-green-400';
  if (change < 0) return 'text-red-600 dark:text-red-400';
  return 'text-slate-500 dark:text-slate-400';
}

/** 'Rank 3 / 120'. */
export function rankText(rank: number, contestants: number, t: Translate): string {
  return t('profile.rating.rank', { rank: String(rank), contestants: String(contestants) });
}

/** What the graph shows, in words (its accessible name); it never names the user. */
export function ratingChartSummary(points: readonly RatingPoint[], t: Translate): string {
  const start = points.find((point) => point.start);
  const contestPoints = points.filter((point) => !point.start);
  const first = contestPoints[0];
  const last = contestPoints.at(-1);
  if (!first || !last) return t('profile.rating.summaryEmpty');
  const ratings = contestPoints.map((point) => point.rating);
  // Ratings as strings: a rating is written without thousands separators, as everywhere else.
  const from = start ? t('profile.rating.summaryFrom', { start: String(start.rating) }) : '';
  return t('profile.rating.summary', {
    count: contestPoints.length,
    from,
    first: String(first.rating),
    last: String(last.rating),
    level: levelName(last.rating, t),
    highest: String(Math.max(...ratings)),
    lowest: String(Math.min(...ratings)),
  });
}

/** The Contest history table's rows: newest first. */
export function contestHistoryRows(history: readonly RatingChange[]): RatingPoint[] {
  return ratingPoints(history).reverse();
}
