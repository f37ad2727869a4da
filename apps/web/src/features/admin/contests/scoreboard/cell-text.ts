/**
 * A scoreboard cell in the ICPC way, the number being the cell's counted tries (the contracts' `tries`:
 * wrong ones, the first Accepted, and those not yet shown): '+1 37'' solved on the first try in minute
 * 37, '+3 112'' on the third, '-2' two tries and no Accepted, '? 1' a try whose result is not known yet
 * (being judged: the admin's board is never frozen). Empty when the contestant never tried. The tone
 * colours the cell; the title says it in words for a hover or a screen reader.
 */
import type { ScoreboardCell } from '@codeconquer/contracts';

export type CellTone = 'solved' | 'first' | 'pending' | 'wrong' | 'none';

export type CellView = { text: string; tone: CellTone; title: string };

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

export function cellView(cell: ScoreboardCell): CellView {
  if (cell.solved) {
    const minute = cell.minutes ?? 0;
    return {
      text: `+${cell.tries} ${minute}'`,
      tone: cell.firstSolve ? 'first' : 'solved',
      title: `Solved in minute ${minute}, ${tries(cell.tries)}${cell.firstSolve ? ' (first to solve it)' : ''}`,
    };
  }
  if (cell.pending > 0) {
    const known = cell.tries - cell.pending;
    return {
      text: `? ${cell.tries}`,
      tone: 'pending',
      title: `${tries(cell.tries)}, ${cell.pending} waiting for ${cell.pending === 1 ? 'its' : 'their'} result${known > 0 ? ` (${known} wrong)` : ''}`,
    };
  }
  if (cell.tries > 0)
    return { text: `-${cell.tries}`, tone: 'wrong', title: `${tries(cell.tries)}, not solved` };
  return { text: '', tone: 'none', title: 'Not tried' };
}
