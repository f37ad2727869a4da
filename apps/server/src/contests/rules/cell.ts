/**
 * A scoreboard cell (a contestant on a problem) and the submissions it is computed from: the shapes every
 * contest rule (./rule.ts) reads and writes, so that the boards, the score cache and the Contest API hold
 * one kind of cell whatever the format.
 */
import type { GroupScore } from '@codeconquer/judge';

export type CellSubmission = {
  status: string;
  createdAt: Date;
  /** Scoring problems: the grade and its subtasks (null for pass-fail problems, and while pending). */
  score?: number | null;
  maxScore?: number | null;
  scoreGroups?: readonly GroupScore[] | null;
};

export type CellScore = {
  /** Counted tries: those the rule counts (not Compile or Judge Errors), the pending ones included. */
  tries: number;
  /** Tries whose result this side does not show: being judged, or made in the freeze. */
  pending: number;
  /** When the cell reached full marks (ICPC: the first Accepted); null if it has not (as this side shows). */
  solvedAt: Date | null;
  /** Judged wrong tries before the try that last raised the cell (ICPC: the first Accepted). */
  wrongBeforeSolve: number;
  /** Points formats: the cell's points (0 under ICPC). */
  points: number;
  /** Points formats: when the points last rose; null while they are 0. */
  pointsAt: Date | null;
  /** Points formats, problems with subtasks: each subtask's points as counted; null otherwise. */
  subtaskPoints: readonly number[] | null;
};

export const EMPTY_CELL: CellScore = {
  tries: 0,
  pending: 0,
  solvedAt: null,
  wrongBeforeSolve: 0,
  points: 0,
  pointsAt: null,
  subtaskPoints: null,
};

export function sameCell(a: CellScore, b: CellScore): boolean {
  return (
    a.tries === b.tries &&
    a.pending === b.pending &&
    a.wrongBeforeSolve === b.wrongBeforeSolve &&
    (a.solvedAt?.getTime() ?? null) === (b.solvedAt?.getTime() ?? null) &&
    a.points === b.points &&
    (a.pointsAt?.getTime() ?? null) === (b.pointsAt?.getTime() ?? null) &&
    (a.subtaskPoints ?? []).join() === (b.subtaskPoints ?? []).join()
  );
}
