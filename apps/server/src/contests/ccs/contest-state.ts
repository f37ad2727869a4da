/**
 * The contest object and its state (started, frozen, ended, thawed, finalized, end of updates) from our
 * contest row and clock (contest-clock.ts). Our "results are final" (an admin unfroze, or the reveal time
 * passed) is the API's thawed and finalized at once; end of updates follows once nothing is left to judge.
 * The state at any past instant is derived from the same milestones, so the event feed can replay it.
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

export function ccsContest(contest: ContestRow): CcsContest {
  const freeze = freezeTime(contest);
  return {
    id: contest.id,
    name: contest.title,
    formal_name: contest.title,
    start_time: absTime(contest.startTime),
    duration: relTime(contest.endTime.getTime() - contest.startTime.getTime()),
    scoreboard_freeze_duration: relTime(Math.max(0, contest.freezeMinutes) * MINUTE),
    scoreboard_thaw_time: freeze ? absTime(plannedThaw(contest)) : null,
    scoreboard_type: ruleOf(contest).scoreboardType,
    penalty_time: contest.penaltyMinutes,
  };
}

/** The instants the state changed at, as far as they have happened by `now`. */
export type Milestones = {
  started: Date | null;
  frozen: Date | null;
  ended: Date | null;
  /** Thawed and finalized: the results are final (thawed only for a contest that froze). */
  finalized: Date | null;
  thawed: Date | null;
  endOfUpdates: Date | null;
};

/**
 * `lastChange` is the latest verdict or clarification; `pending` whether a submission still waits for one:
 * the end of updates comes only when the results are final and nothing is pending, and no earlier than the
 * last change (it must be the feed's last event).
 */
export function milestones(
  contest: ContestRow,
  now: Date,
  activity: { pending: boolean; lastChange: Date | null },
): Milestones {
  const reached = (at: Date | null) => (at && at <= now ? at : null);
  const freeze = freezeTime(contest);
  const frozen = freeze && freeze < contest.endTime ? reached(freeze) : null;
  const finalized = resultsFinal(contest, now) ? (freeze ? plannedThaw(contest) : contest.endTime) : null;
  const latest = (a: Date, b: Date | null) => (b && b > a ? b : a);
  return {
    started: reached(contest.startTime),
    frozen,
    ended: reached(contest.endTime),
    finalized,
    thawed: frozen ? finalized : null,
    endOfUpdates: finalized && !activity.pending ? latest(finalized, activity.lastChange) : null,
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
