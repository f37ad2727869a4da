/**
 * ICPC (docs/contests.md#icpc): a problem is solved by its first Accepted; each judged wrong try before it
 * costs the contest's penalty minutes; rows rank by problems solved, then penalty time (the solves'
 * minutes plus the wrong tries' penalty), then the earlier last solve. Nothing after the first Accepted
 * counts; in the freeze, tries after a hidden Accepted do not count either, so revealing it never lowers
 * the count.
 */
import { EMPTY_CELL, type CellScore } from './cell';
import { minuteOf, type ContestRule, type Standing } from './rule';
import { countsAsTry, pendingOnSide, wrongTry } from './tries';

export const icpcRule: ContestRule = {
  format: 'icpc',
  scoreboardType: 'pass-fail',
  cellKey: () => 'icpc@1',

  penalizes: wrongTry,

  scoreCell(submissions, hiddenFrom) {
    let tries = 0;
    let pending = 0;
    let wrongBeforeSolve = 0;
    for (const submission of submissions) {
      if (!countsAsTry(submission.status)) continue;
      tries += 1;
      if (pendingOnSide(submission, hiddenFrom)) {
        pending += 1;
        if (submission.status === 'Accepted') break;
        continue;
      }
      if (submission.status === 'Accepted')
        return { ...EMPTY_CELL, tries, pending, solvedAt: submission.createdAt, wrongBeforeSolve };
      wrongBeforeSolve += 1;
    }
    return { ...EMPTY_CELL, tries, pending, wrongBeforeSolve };
  },

  standing(cells: readonly CellScore[], settings): Standing {
    let solved = 0;
    let penalty = 0;
    let lastMinute = 0;
    for (const cell of cells) {
      if (!cell.solvedAt) continue;
      const minute = minuteOf(cell.solvedAt, settings);
      solved += 1;
      penalty += minute + settings.penaltyMinutes * cell.wrongBeforeSolve;
      lastMinute = Math.max(lastMinute, minute);
    }
    return { solved, points: 0, penalty, lastMinute };
  },

  compare: (a, b) => b.solved - a.solved || a.penalty - b.penalty || a.lastMinute - b.lastMinute,

  scored: (standing) => standing.solved > 0,
};
