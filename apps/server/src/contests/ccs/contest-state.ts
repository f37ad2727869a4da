/**
 * The contest object and its state (started, frozen, ended, thawed, finalized, end of updates) from our
 * contest row and clock (contest-clock.ts). Our "results are final" (an admin unfroze, or the reveal time
 * passed) is the API's thawed; finalized follows once nothing is left to judge (at once when nothing is),
 * and end of updates after the last change. The state at any past instant is derived from the same
 * milestones, so the event feed can replay it.
 *
 * Why finalized waits for the judge: the specification's finalized means the results will not change, and
 * the ICPC tools take it for the end of updates. Their JSON reader drops every null property, so they
 * never see our `"end_of_updates": null` and fall back to their rule for feeds without that property: a
 * contest is done updating once it is finalized. A verdict after that would be one they do not expect.
 */
import { freezeTime, resultsFinal, revealTime } from '../contest-clock';
import { ruleOf } from '../rules';
import type { ContestRow } from '../contest-queries';
import { absTime, relTime } from './times';
import type { CcsContest, CcsState } from './types';

const MINUTE = 60_000;

/** When frozen results are published: by an admin, or at the reveal time, whichever came first. */
function plannedThaw(contest: ContestRow): Date {
  const reveal = revealTime(contest);
  return contest.unfrozenAt && contest.unfrozenAt < reveal ? contest.unfrozenAt : reveal;
}

/** The contest object; `penalty_time` only on a pass-fail board (the schema forbids it on a score one). */
export function ccsContest(contest: ContestRow): CcsContest {
  const freeze = freezeTime(contest);
  const scoreboardType = ruleOf(contest).scoreboardType;
  return {
    id: contest.id,
    name: contest.title,
    formal_name: contest.title,
    start_time: absTime(contest.startTime),
    duration: relTime(contest.endTime.getTime() - contest.startTime.getTime()),
    scoreboard_freeze_duration: relTime(Math.max(0, contest.freezeMinutes) * MINUTE),
    scoreboard_thaw_time: freeze ? absTime(plannedThaw(contest)) : null,
    scoreboard_type: scoreboardType,
    ...(scoreboardType === 'pass-fail' && { penalty_time: contest.penaltyMinutes }),
  };
}

/** The instants the state changed at, as far as they have happened by `now`. */
export type Milestones = {
  started: Date | null;
  frozen: Date | null;
  ended: Date | null;
  /** When the frozen results were published (only for a contest that froze). */
  thawed: Date | null;
  /** The results are final and every counted submission is judged. */
  finalized: Date | null;
  endOfUpdates: Date | null;
};

/** What the judge and the jury have done, as far as the state depends on it. */
export type Activity = {
  /** A counted submission still waits for its verdict. */
  pending: boolean;
  /** The latest verdict. */
  lastVerdict: Date | null;
  /** The latest verdict or clarification message. */
  lastChange: Date | null;
};

const latest = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * Finalized comes when the results are final and nothing is pending, no earlier than the last verdict;
 * the end of updates no earlier than the last change (it must be the feed's last event).
 */
export function milestones(contest: ContestRow, now: Date, activity: Activity): Milestones {
  const reached = (at: Date | null) => (at && at <= now ? at : null);
  const freeze = freezeTime(contest);
  const frozen = freeze && freeze < contest.endTime ? reached(freeze) : null;
  const resultsOut = resultsFinal(contest, now) ? (freeze ? plannedThaw(contest) : contest.endTime) : null;
  const finalized = resultsOut && !activity.pending ? latest(resultsOut, activity.lastVerdict) : null;
  return {
    started: reached(contest.startTime),
    frozen,
    ended: reached(contest.endTime),
    thawed: frozen ? resultsOut : null,
    finalized,
    endOfUpdates: finalized ? latest(finalized, activity.lastChange) : null,
  };
}

/** The state as it stood at `at` (the current state: at = now). */
export function stateAt(times: Milestones, at: Date): CcsState {
  const by = (time: Date | null) => (time && time <= at ? absTime(time) : null);
  return {
    started: by(times.started),
    frozen: by(times.frozen),
    ended: by(times.ended),
    thawed: by(times.thawed),
    finalized: by(times.finalized),
    end_of_updates: by(times.endOfUpdates),
  };
}
