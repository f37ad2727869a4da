/** The leaderboard's words and numbers that depend on what is shown: empty boards, pages, the period's note. */
import type { LeaderboardPeriod } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

/** What an empty board says: a search that matched nobody, or a period in which nobody has solved anything. */
export function emptyBoardText(period: LeaderboardPeriod, q: string, t: Translate): string {
  if (q !== '') return t('leaderboard.empty.search');
  if (period === 'week') return t('leaderboard.empty.week');
  if (period === 'month') return t('leaderboard.empty.month');
  return t('leaderboard.empty.all');
}

/** Pages of `pageSize` for `total` entries; an empty board is still one page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
}

/** 'Page 2 of 5'. */
export function pageOfText(page: number, pages: number, t: Translate): string {
  return t('leaderboard.pageOf', { page, pages });
}

/** The note under the tabs of This Month and This Week: the period's start as a local date. */
export function periodNote(periodStart: string, t: Translate, locale?: string, timeZone?: string): string {
  const date = new Date(periodStart).toLocaleDateString(locale, { dateStyle: 'long', timeZone });
  return t('leaderboard.periodNote', { date });
}

/** What the medal cards add under the rating in This Month and This Week: what the period ranks by. */
export function periodSolvedText(period: LeaderboardPeriod, solved: number, t: Translate): string | null {
  if (period === 'all') return null;
  return t('leaderboard.periodSolved', { count: solved, period });
}

/** The medal's colour for a rank of the top three (ties share a rank, and so a colour). */
export function medalClass(rank: number): string {
  if (rank <= 1) return 'text-yellow-500';
  if (rank === 2) return 'text-slate-400';
  return 'text-amber-700';
}
