/**
 * AtCoder (docs/contests.md#atcoder): a problem is worth its best single submission's points; rows rank by
 * points, then by penalty: the minute of the last rise in points plus the contest's penalty (5 minutes by
 * default) for each judged try that fell short of full marks before its problem's last rise.
 */
import { scorePointsCell } from './points-cell';
import { pointsStanding } from './points-standing';
import type { ContestRule } from './rule';
import { wrongTry } from './tries';

export const atcoderRule: ContestRule = {
  format: 'atcoder',
  scoreboardType: 'score',
  cellKey: () => 'atcoder@1',

  penalizes: wrongTry,

  scoreCell: (submissions, hiddenFrom) => scorePointsCell(submissions, hiddenFrom, 'best-submission'),

  standing(cells, settings) {
    const { solved, points, lastMinute, wrongTries } = pointsStanding(cells, settings);
    const penalty = points > 0 ? lastMinute + settings.penaltyMinutes * wrongTries : 0;
    return { solved, points, penalty, lastMinute };
  },

  compare: (a, b) => b.points - a.points || a.penalty - b.penalty,

  scored: (standing) => standing.points > 0,
};
