/** A row's standing in the points formats (IOI, AtCoder), from its cells. */
import type { CellScore } from './cell';
import { roundPoints } from './points-cell';
import { minuteOf, type RuleSettings, type Standing } from './rule';

/**
 * Total points, full-mark cells, the minute of the last rise in points, and the judged tries that fell
 * short before each scoring cell's last rise (AtCoder's penalty counts them).
 */
export function pointsStanding(
  cells: readonly CellScore[],
  settings: Pick<RuleSettings, 'startTime'>,
): Standing & { wrongTries: number } {
  let solved = 0;
  let points = 0;
  let lastMinute = 0;
  let wrongTries = 0;
  for (const cell of cells) {
    if (cell.solvedAt) solved += 1;
    if (cell.points <= 0 || !cell.pointsAt) continue;
    points += cell.points;
    wrongTries += cell.wrongBeforeSolve;
    lastMinute = Math.max(lastMinute, minuteOf(cell.pointsAt, settings));
  }
  return { solved, points: roundPoints(points), penalty: 0, lastMinute, wrongTries };
}
