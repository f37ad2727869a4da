/**
 * IOI (docs/contests.md#ioi): problems scored by points (./points-cell.ts), by default each subtask's best
 * over all submissions, or the best single submission as a contest setting; no penalty; rows rank by
 * points, then the earlier last rise in points. Full marks count as "solved" for the per-problem counts
 * and first-to-solve.
 */
import { scorePointsCell } from './points-cell';
import { pointsStanding } from './points-standing';
import type { ContestRule } from './rule';

export const ioiRule: ContestRule = {
  format: 'ioi',
  scoreboardType: 'score',
  cellKey: (settings) => `ioi@1/${settings.scoring}`,

  penalizes: () => false,

  scoreCell: (submissions, hiddenFrom, settings) =>
    scorePointsCell(submissions, hiddenFrom, settings.scoring),

  standing(cells, settings) {
    const { solved, points, lastMinute } = pointsStanding(cells, settings);
    return { solved, points, penalty: 0, lastMinute };
  },

  compare: (a, b) => b.points - a.points || a.lastMinute - b.lastMinute,

  scored: (standing) => standing.points > 0,
};
