/**
 * How a scoreboard cell reads, on the public board and the admin's alike. ICPC: solved: '+' with no wrong
 * tries before, else '+{wrong}', and the minute under it; unsolved with tries: '-{tries}'; tries whose
 * result the board does not show (being judged, or made during the freeze): '? {tries}'; nothing tried:
 * nothing. Points formats (the cell has a `score`): the points, with each subtask's under them
 * ('40+60'), and '?' beside them while tries are not shown. The e2e tests read the cell's text, so `mark`
 * and `minute` are exactly what the cell shows.
 */
import { countText } from '@/lib/count-text';
import type { ScoreboardCell } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';
import type { MessageValues, Translate } from '@/i18n/use-t';

export type CellKind = 'first' | 'solved' | 'partial' | 'pending' | 'wrong' | 'empty';

export type CellView = {
  kind: CellKind;
  mark: string;
  /** The minute of the solve (points formats: the subtasks' points), shown on a line of its own; or null. */
  minute: string | null;
  /** The cell in words (its tooltip). */
  description: string;
};

const triesWord = (count: number) => countText(count, 'try', 'tries');
const wrongWord = (count: number) => countText(count, 'wrong try', 'wrong tries');

/** Wrong tries before the solve: the counted tries less the Accepted one and any not yet shown. */
export function wrongBeforeSolve(cell: ScoreboardCell): number {
  return Math.max(0, cell.tries - 1 - cell.pending);
}

/** Points as a board shows them: whole, or with up to two decimals (33.33). */
export function pointsText(points: number): string {
  return String(Math.round(points * 100) / 100);
}

/**
 * The description in the language shown when the translator (`useT()`) is given; else the English text
 * built below, for the callers not yet moved to the catalogues (issue 28). scoreboard-cell.test.ts checks
 * both agree in English.
 */
function described(t: Translate | undefined, english: string, id: MessageId, values: MessageValues): string {
  return t ? t(id, values) : english;
}

function pointsCellView(cell: ScoreboardCell, points: number, t?: Translate): CellView {
  const hidden = cell.pending > 0 ? `, ${cell.pending} not shown yet` : '';
  const subtasks = cell.subtasks && cell.subtasks.length > 1 ? cell.subtasks.map(pointsText).join('+') : null;
  const parts = subtasks ? ` (subtasks ${subtasks.replaceAll('+', ' + ')})` : '';
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
    description: described(
      t,
      `${countText(points, 'point', 'points')}${parts} after ${triesWord(cell.tries)}${hidden}${
        cell.firstSolve ? ', the first full marks' : ''
      }`,
      'common.cell.points',
      {
        points,
        subtasks: subtasks ? subtasks.replaceAll('+', ' + ') : 'none',
        tries: cell.tries,
        pending: cell.pending,
        first: cell.firstSolve ? 'yes' : 'no',
      },
    ),
  };
}

export function cellView(cell: ScoreboardCell | undefined, t?: Translate): CellView {
  if (!cell || (cell.tries === 0 && !cell.solved))
    return {
      kind: 'empty',
      mark: '',
      minute: null,
      description: described(t, 'Not tried', 'common.cell.notTried', {}),
    };
  if (cell.score !== undefined) return pointsCellView(cell, cell.score, t);
  if (cell.solved) {
    const wrong = wrongBeforeSolve(cell);
    const minute = cell.minutes ?? 0;
    const after = wrong === 0 ? 'on the first try' : `after ${wrongWord(wrong)}`;
    return {
      kind: cell.firstSolve ? 'first' : 'solved',
      mark: wrong === 0 ? '+' : `+${wrong}`,
      minute: String(minute),
      description: described(
        t,
        `Solved at minute ${minute} ${after}${cell.firstSolve ? ', the first solve' : ''}`,
        'common.cell.solved',
        { minute, wrong, first: cell.firstSolve ? 'yes' : 'no' },
      ),
    };
  }
  if (cell.pending > 0)
    return {
      kind: 'pending',
      mark: `? ${cell.tries}`,
      minute: null,
      description: described(
        t,
        `${triesWord(cell.tries)}, ${cell.pending} not shown yet`,
        'common.cell.pending',
        {
          tries: cell.tries,
          pending: cell.pending,
        },
      ),
    };
  return {
    kind: 'wrong',
    mark: `-${cell.tries}`,
    minute: null,
    description: described(t, wrongWord(cell.tries), 'common.cell.wrong', { tries: cell.tries }),
  };
}
