/**
 * One scoreboard cell (a contestant on a problem) from that cell's own submissions, by the ICPC rules of
 * docs/contests.md#ranking: Compile Errors and Judge Errors are not tries, nothing after the first
 * Accepted counts, and a try whose result the board may not show (being judged, or made in the freeze)
 * is pending. Pure, so the score cache, the virtual board and the tests share it.
 */
import { JUDGE_ERROR_STATUS } from '@codeconquer/contracts';

export type CellSubmission = { status: string; createdAt: Date };

export type CellScore = {
  /** Counted tries: wrong ones, the first Accepted, and the pending ones. */
  tries: number;
  pending: number;
  /** When the first Accepted was submitted; null if unsolved (as far as this side shows). */
  solvedAt: Date | null;
  /** Judged wrong tries before the first Accepted: each costs the contest's penalty. */
  wrongBeforeSolve: number;
};

/** Statuses that are not tries: the code never ran (Compile Error) or we failed, not the user. */
const NOT_A_TRY = new Set(['Compilation Error', JUDGE_ERROR_STATUS]);

export const EMPTY_CELL: CellScore = { tries: 0, pending: 0, solvedAt: null, wrongBeforeSolve: 0 };

/**
 * Scores a cell from its submissions in the order they were made. From `hiddenFrom` on (the freeze, on
 * the public side) results are not shown: those tries are pending whatever their verdict.
 */
export function scoreCell(submissions: readonly CellSubmission[], hiddenFrom: Date | null = null): CellScore {
  let tries = 0;
  let pending = 0;
  let wrongBeforeSolve = 0;
  for (const submission of submissions) {
    if (NOT_A_TRY.has(submission.status)) continue;
    tries += 1;
    const hidden = hiddenFrom !== null && submission.createdAt >= hiddenFrom;
    if (hidden || submission.status === 'Pending') {
      pending += 1;
      // Tries after a hidden Accepted do not count either, so revealing it never lowers the count.
      if (submission.status === 'Accepted') break;
      continue;
    }
    if (submission.status === 'Accepted')
      return { tries, pending, solvedAt: submission.createdAt, wrongBeforeSolve };
    wrongBeforeSolve += 1;
  }
  return { tries, pending, solvedAt: null, wrongBeforeSolve };
}

/** Both sides of a cell: the whole truth, and what the frozen public board shows. */
export function scoreCellBothSides(
  submissions: readonly CellSubmission[],
  freeze: Date | null,
): { full: CellScore; public: CellScore } {
  return {
    full: scoreCell(submissions),
    public: freeze ? scoreCell(submissions, freeze) : scoreCell(submissions),
  };
}
