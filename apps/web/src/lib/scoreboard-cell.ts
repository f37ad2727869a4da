/**
 * How a scoreboard cell reads (ICPC style), on the public board and the admin's alike. Solved: '+' with no
 * wrong tries before, else '+{wrong}', and the minute under it; unsolved with tries: '-{tries}'; tries whose
 * result the board does not show (being judged, or made during the freeze): '? {tries}'; nothing tried:
 * nothing. The e2e tests read the cell's text, so `mark` and `minute` are exactly what the cell shows.
 */
import { countText } from '@/lib/count-text';
import type { ScoreboardCell } from '@codeconquer/contracts';

export type CellKind = 'first' | 'solved' | 'pending' | 'wrong' | 'empty';

export type CellView = {
  kind: CellKind;
  mark: string;
  /** The minute of the solve, shown on a line of its own; null unless solved. */
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

export function cellView(cell: ScoreboardCell | undefined): CellView {
  if (!cell || (cell.tries === 0 && !cell.solved))
    return { kind: 'empty', mark: '', minute: null, description: 'Not tried' };
  if (cell.solved) {
    const wrong = wrongBeforeSolve(cell);
    const minute = cell.minutes ?? 0;
    const after = wrong === 0 ? 'on the first try' : `after ${wrongWord(wrong)}`;
    return {
      kind: cell.firstSolve ? 'first' : 'solved',
      mark: wrong === 0 ? '+' : `+${wrong}`,
      minute: String(minute),
      description: `Solved at minute ${minute} ${after}${cell.firstSolve ? ', the first solve' : ''}`,
    };
  }
  if (cell.pending > 0)
    return {
      kind: 'pending',
      mark: `? ${cell.tries}`,
      minute: null,
      description: `${triesWord(cell.tries)}, ${cell.pending} not shown yet`,
    };
  return { kind: 'wrong', mark: `-${cell.tries}`, minute: null, description: wrongWord(cell.tries) };
}
