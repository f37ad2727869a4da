/**
 * How a scoreboard cell reads, on the public board and the admin's alike. ICPC: solved: '+' with no wrong
 * tries before, else '+{wrong}', and the minute under it; unsolved with tries: '-{tries}'; tries whose
 * result the board does not show (being judged, or made during the freeze): '? {tries}'; nothing tried:
 * nothing. Points formats (the cell has a `score`): the points, with each subtask's under them
 * ('40+60'), and '?' beside them while tries are not shown. The e2e tests read the cell's text, so `mark`
 * and `minute` are exactly what the cell shows.
 */
import type { ScoreboardCell } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export type CellKind = 'first' | 'solved' | 'partial' | 'pending' | 'wrong' | 'empty';

export type CellView = {
  kind: CellKind;
  mark: string;
  /** The minute of the solve (points formats: the subtasks' points), shown on a line of its own; or null. */
  minute: string | null;
  /** The cell in words (its tooltip), in the language shown. */
  description: string;
};

/** Wrong tries before the solve: the counted tries less the Accepted one and any not yet shown. */
export function wrongBeforeSolve(cell: ScoreboardCell): number {
  return Math.max(0, cell.tries - 1 - cell.pending);
}

/** Points as a board shows them: whole, or with up to two decimals (33.33). */
export function pointsText(points: number): string {
  return String(Math.round(points * 100) / 100);
}

function pointsCellView(cell: ScoreboardCell, points: number, t: Translate): CellView {
  const subtasks = cell.subtasks && cell.subtasks.length > 1 ? cell.subtasks.map(pointsText).join('+') : null;
  const kind: CellKind = cell.solved
    ? cell.firstSolve
      ? 'first'
      : 'solved'
    : cell.pending > 0
      ? 'pending'
      : points > 0
        ? 'partial'
        : 'wrong';
  return {
    kind,
    mark: cell.pending > 0 ? `${pointsText(points)} ?` : pointsText(points),
    minute: subtasks,
    description: t('common.cell.points', {
      points,
      subtasks: subtasks ? subtasks.replaceAll('+', ' + ') : 'none',
      tries: cell.tries,
      pending: cell.pending,
      first: cell.firstSolve ? 'yes' : 'no',
    }),
  };
}

/** The cell's view; its description in the language of `t` (`useT()`). */
export function cellView(cell: ScoreboardCell | undefined, t: Translate): CellView {
  if (!cell || (cell.tries === 0 && !cell.solved))
    return {
      kind: 'empty',
      mark: '',
      minute: null,
      description: t('common.cell.notTried'),
    };
  if (cell.score !== undefined) return pointsCellView(cell, cell.score, t);
  if (cell.solved) {
    const wrong = wrongBeforeSolve(cell);
    const minute = cell.minutes ?? 0;
    return {
      kind: cell.firstSolve ? 'first' : 'solved',
      mark: wrong === 0 ? '+' : `+${wrong}`,
      minute: String(minute),
      description: t('common.cell.solved', { minute, wrong, first: cell.firstSolve ? 'yes' : 'no' }),
    };
  }
  if (cell.pending > 0)
    return {
      kind: 'pending',
      mark: `? ${cell.tries}`,
      minute: null,
      description: t('common.cell.pending', { tries: cell.tries, pending: cell.pending }),
    };
  return {
    kind: 'wrong',
    mark: `-${cell.tries}`,
    minute: null,
    description: t('common.cell.wrong', { tries: cell.tries }),
  };
}
