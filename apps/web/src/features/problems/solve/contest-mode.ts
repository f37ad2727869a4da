/**
 * The solve editor in a contest (`?contest={id}`): which contest window the caller's submissions count in
 * (their virtual run's, else the contest's own), the time left in it as the top bar shows it, and whether
 * a submission carries the contest's id. Times are by the server's clock: `now` is the browser's clock
 * corrected by the offset of the contest's answer (`serverTime` against the moment it arrived). Pure.
 */
import type { ContestDetail } from '@codeconquer/contracts';

/** What of the contest the editor needs. */
export type SolveContest = Pick<
  ContestDetail,
  'id' | 'title' | 'startTime' | 'endTime' | 'problems' | 'virtual' | 'serverTime'
>;

export const CONTEST_OVER_TEXT = 'Contest over';

/** How far the server's clock is ahead of the browser's (negative: behind), from one answer. */
export function serverClockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** When the caller's submissions count: their virtual run if they started one, else the contest. */
export function contestWindow(contest: SolveContest): { start: number; end: number } {
  if (contest.virtual)
    return { start: Date.parse(contest.virtual.startedAt), end: Date.parse(contest.virtual.endsAt) };
  return { start: Date.parse(contest.startTime), end: Date.parse(contest.endTime) };
}

export type ContestPhase = 'before' | 'running' | 'over';

/** The window's phase at `now` (ms): its start belongs to the run, its end to 'over', as the server decides. */
export function contestPhase(contest: SolveContest, now: number): ContestPhase {
  const { start, end } = contestWindow(contest);
  if (now < start) return 'before';
  return now < end ? 'running' : 'over';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '1:02:03', '0:00:59', '3d 04:05:06': to the second, never negative. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${pad(hours)}:${rest}` : `${hours}:${rest}`;
}

/** The top bar's timer: 'Starts in 0:05:00' before the start, '0:42:10 left' while it runs, then 'Contest over'. */
export function timeLeftText(contest: SolveContest, now: number): string {
  const { start, end } = contestWindow(contest);
  switch (contestPhase(contest, now)) {
    case 'before':
      return `Starts in ${clockText(start - now)}`;
    case 'running':
      return `${clockText(end - now)} left`;
    case 'over':
      return CONTEST_OVER_TEXT;
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
