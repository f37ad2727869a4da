/**
 * What a contest format is (docs/contests.md#formats): one typed object per format says what counts as a
 * try, how a cell is scored from its submissions, how a row's standing follows from its cells and how
 * rows compare. Every board (live, virtual, the ratings' final one), the score cache and the Contest API
 * take the rule from here; nothing else decides any of it.
 */
import type { ContestFormat, ContestScoring } from '@codeconquer/contracts';
import type { CellScore, CellSubmission } from './cell';

/** A contest's settings that the rules read. */
export type RuleSettings = {
  startTime: Date;
  penaltyMinutes: number;
  scoring: ContestScoring;
};

/** A row's standing, from its cells. */
export type Standing = {
  /** Cells at full marks (ICPC: problems solved). */
  solved: number;
  /** Points formats: the row's points; 0 under ICPC. */
  points: number;
  /** Penalty minutes (ICPC, AtCoder); 0 under IOI. */
  penalty: number;
  /** The minute of the last solve (ICPC) or of the last rise in points (points formats); 0 if none. */
  lastMinute: number;
};

export type ContestRule = {
  readonly format: ContestFormat;
  /**
   * What a stored cell records of the rule that scored it: the format, a version raised whenever the rule
   * scores a cell differently, and the settings it read. A cell stored under another key is recomputed
   * before a board uses it (score-cache.ts), never served stale.
   */
  cellKey(settings: Pick<RuleSettings, 'scoring'>): string;
  /** The Contest API's `scoreboard_type`: ranked by problems solved, or by points. */
  readonly scoreboardType: 'pass-fail' | 'score';
  /** Whether a judged wrong try with this status costs penalty time (the Contest API's judgement types). */
  penalizes(status: string): boolean;
  /**
   * A cell from its submissions in the order they were made. From `hiddenFrom` on (the freeze, on the
   * public side) results are not shown: those tries are pending whatever their verdict.
   */
  scoreCell(
    submissions: readonly CellSubmission[],
    hiddenFrom: Date | null,
    settings: RuleSettings,
  ): CellScore;
  standing(cells: readonly CellScore[], settings: RuleSettings): Standing;
  /** Better first: negative when `a` ranks above `b`, 0 when they share a rank. */
  compare(a: Standing, b: Standing): number;
  /** Whether a row scored anything (only such rows win awards). */
  scored(standing: Standing): boolean;
};

const MINUTE = 60_000;

/** Whole minutes from the start (ICPC counts a started minute as elapsed: 59.9 s is minute 0). */
export function minuteOf(at: Date, settings: Pick<RuleSettings, 'startTime'>): number {
  return Math.floor((at.getTime() - settings.startTime.getTime()) / MINUTE);
}
