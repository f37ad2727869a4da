/**
 * A contest's phases by the server's clock (docs/contests.md#phases): Upcoming, Running, Ended; the
 * freeze; whether the final results are published. Pure: every function takes `now`.
 */
import type { ContestStatus } from '@codeconquer/contracts';

export type ContestTimes = {
  startTime: Date;
  endTime: Date;
  freezeMinutes: number;
  revealAfterMinutes: number;
  unfrozenAt: Date | null;
};

const MINUTE = 60_000;

export function contestStatus(
  contest: Pick<ContestTimes, 'startTime' | 'endTime'>,
  now: Date,
): ContestStatus {
  if (now < contest.startTime) return 'Upcoming';
  return now < contest.endTime ? 'Running' : 'Ended';
}

/** When the board freezes; null when the contest has no freeze. */
export function freezeTime(contest: Pick<ContestTimes, 'endTime' | 'freezeMinutes'>): Date | null {
  if (contest.freezeMinutes <= 0) return null;
  return new Date(contest.endTime.getTime() - contest.freezeMinutes * MINUTE);
}

/** When frozen results are published at the latest, without an admin. */
export function revealTime(contest: Pick<ContestTimes, 'endTime' | 'revealAfterMinutes'>): Date {
  return new Date(contest.endTime.getTime() + contest.revealAfterMinutes * MINUTE);
}

/** The final results are out: an admin unfroze, or the reveal time passed (a contest with no freeze: at the end). */
export function resultsFinal(contest: ContestTimes, now: Date): boolean {
  if (now < contest.endTime) return false;
  if (freezeTime(contest) === null) return true;
  return contest.unfrozenAt !== null || now >= revealTime(contest);
}

/** The public board hides results made in the freeze: from the freeze's start until the results are final. */
export function boardFrozen(contest: ContestTimes, now: Date): boolean {
  const freeze = freezeTime(contest);
  return freeze !== null && now >= freeze && !resultsFinal(contest, now);
}

/** Whole minutes from `start` to `at` (ICPC counts started minutes as elapsed: 59.9 s is minute 0). */
export function minutesBetween(start: Date, at: Date): number {
  return Math.floor((at.getTime() - start.getTime()) / MINUTE);
}

export function contestMinutes(contest: Pick<ContestTimes, 'startTime' | 'endTime'>): number {
  return minutesBetween(contest.startTime, contest.endTime);
}

/** The instants at which a contest's phase changes: each one is a moment its views must refresh. */
export function phaseChanges(contest: ContestTimes): Date[] {
  const times = [contest.startTime, contest.endTime, revealTime(contest)];
  const freeze = freezeTime(contest);
  if (freeze) times.push(freeze);
  return times;
}
