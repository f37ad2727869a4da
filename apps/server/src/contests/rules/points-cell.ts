/**
 * A cell scored by points (the IOI and AtCoder formats, docs/contests.md#formats). A pass-fail problem is
 * worth PASS_FAIL_POINTS when Accepted; a scoring problem is worth its grade (the judge's, out of its
 * `maxScore`). The cell's points are either the best single submission's, or the sum over the subtasks of
 * each subtask's best in any submission (IOI's rule since 2017: solving subtask 1 in one submission and
 * subtask 2 in another earns both).
 */
import { EMPTY_CELL, type CellScore, type CellSubmission } from './cell';
import { countsAsTry, pendingOnSide } from './tries';

export const PASS_FAIL_POINTS = 100;

export type PointsMode = 'best-subtasks' | 'best-submission';

/** Points are sums of reals: rounded to a millionth so that 0.1 + 0.2 shows as 0.3 and ties stay ties. */
export function roundPoints(points: number): number {
  return Math.round(points * 1e6) / 1e6;
}

function submissionPoints(submission: CellSubmission): number {
  if (submission.maxScore !== null && submission.maxScore !== undefined) return submission.score ?? 0;
  return submission.status === 'Accepted' ? PASS_FAIL_POINTS : 0;
}

function fullPoints(submission: CellSubmission): number {
  return submission.maxScore ?? PASS_FAIL_POINTS;
}

/**
 * Scores a cell: its points, when they last rose, and the judged tries that did not reach full marks
 * before that rise (AtCoder's penalty counts them). A try made from `hiddenFrom` on, or being judged, is
 * pending and adds nothing; unlike ICPC, tries after full marks still count as tries (they cost nothing).
 */
export function scorePointsCell(
  submissions: readonly CellSubmission[],
  hiddenFrom: Date | null,
  mode: PointsMode,
): CellScore {
  let tries = 0;
  let pending = 0;
  let points = 0;
  let pointsAt: Date | null = null;
  let solvedAt: Date | null = null;
  let notFull = 0;
  let wrongBeforeSolve = 0;
  let subtaskPoints: number[] | null = null;
  const subtaskBest = new Map<string, number>();
  for (const submission of submissions) {
    if (!countsAsTry(submission.status)) continue;
    tries += 1;
    if (pendingOnSide(submission, hiddenFrom)) {
      pending += 1;
      continue;
    }
    const own = submissionPoints(submission);
    const groups = submission.scoreGroups ?? [];
    let reached = Math.max(points, own);
    if (mode === 'best-subtasks' && groups.length > 0) {
      for (const group of groups)
        subtaskBest.set(group.group, Math.max(subtaskBest.get(group.group) ?? 0, group.score));
      reached = roundPoints([...subtaskBest.values()].reduce((sum, value) => sum + value, 0));
      subtaskPoints = [...subtaskBest.values()];
    } else if (own > points && groups.length > 0) subtaskPoints = groups.map((group) => group.score);
    if (reached > points) {
      points = reached;
      pointsAt = submission.createdAt;
      wrongBeforeSolve = notFull;
    }
    const full = fullPoints(submission);
    if (solvedAt === null && full > 0 && points >= full) solvedAt = submission.createdAt;
    if (own < full) notFull += 1;
  }
  return { ...EMPTY_CELL, tries, pending, solvedAt, wrongBeforeSolve, points, pointsAt, subtaskPoints };
}
