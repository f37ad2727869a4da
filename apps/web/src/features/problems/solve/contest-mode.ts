/**
 * The solve editor in a contest (`?contest={id}`): which contest window the caller's submissions count in
 * (their virtual run's, else the contest's own), the time left in it as the top bar shows it, and whether
 * a submission carries the contest's id. Times are by the server's clock: `now` is the browser's clock
 * corrected by the offset of the contest's answer (lib/contest-clock.ts, as on the contest page). Pure.
 */
import type { ContestDetail } from '@codeconquer/contracts';
import type { Locale } from '@codeconquer/contracts/locales';
import type { Translate } from '@/i18n/use-t';
import { clockText, windowPhase, type WindowPhase } from '@/lib/contest-clock';

/** What of the contest the editor needs. */
export type SolveContest = Pick<
  ContestDetail,
  'id' | 'title' | 'startTime' | 'endTime' | 'problems' | 'virtual' | 'serverTime'
>;

/** When the caller's submissions count: their virtual run if they started one, else the contest. */
export function contestWindow(contest: SolveContest): { start: number; end: number } {
  if (contest.virtual)
    return { start: Date.parse(contest.virtual.startedAt), end: Date.parse(contest.virtual.endsAt) };
  return { start: Date.parse(contest.startTime), end: Date.parse(contest.endTime) };
}

/** The window's phase at `now` (ms), as the server decides it (lib/contest-clock.ts). */
export function contestPhase(contest: SolveContest, now: number): WindowPhase {
  const { start, end } = contestWindow(contest);
  return windowPhase(start, end, now);
}

/** The top bar's timer: 'Starts in 0:05:00' before the start, '0:42:10 left' while it runs, then 'Contest over'. */
export function timeLeftText(contest: SolveContest, now: number, t: Translate, locale: Locale): string {
  const { start, end } = contestWindow(contest);
  switch (contestPhase(contest, now)) {
    case 'before':
      return t('problems.contest.startsIn', { time: clockText(start - now, locale) });
    case 'running':
      return t('problems.contest.left', { time: clockText(end - now, locale) });
    case 'over':
      return t('problems.contest.over');
  }
}

/** The problem's label in the contest ('A', 'B', …); null when the contest does not hold it. */
export function problemLabel(contest: SolveContest, problemId: string): string | null {
  return contest.problems.find((problem) => problem.problemId === problemId)?.label ?? null;
}

/**
 * The contest id a submission made at `now` carries: while the contest (or the caller's virtual run)
 * runs, for one of its problems. Before the start and once it is over the editor is back in practice
 * (after the end, submitting is upsolving); so is a problem the contest does not hold.
 */
export function contestIdToSend(
  contest: SolveContest | null | undefined,
  problemId: string,
  now: number,
): string | undefined {
  if (!contest || problemLabel(contest, problemId) === null) return undefined;
  return contestPhase(contest, now) === 'running' ? contest.id : undefined;
}

/** The contest's Problems tab, where the top bar's contest title leads. */
export function contestProblemsPath(contestId: string): string {
  return `/contests/${encodeURIComponent(contestId)}?tab=problems`;
}
