import type { ScoreboardCell } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { cellView, wrongBeforeSolve } from './scoreboard-cell';

function cell(fields: Partial<ScoreboardCell>): ScoreboardCell {
  return {
    label: 'A',
    problemId: 'two-sum',
    tries: 0,
    solved: false,
    minutes: null,
    pending: 0,
    firstSolve: false,
    ...fields,
  };
}

/** What the cell's element reads as text: the mark, then the minute (e2e tests compare exactly this). */
const text = (view: ReturnType<typeof cellView>) => view.mark + (view.minute ?? '');

describe('scoreboard cell', () => {
  it('shows a first-try solve as + with its minute', () => {
    const view = cellView(cell({ tries: 1, solved: true, minutes: 37 }));
    expect(view).toMatchObject({ kind: 'solved', mark: '+', minute: '37' });
    expect(view.description).toBe('Solved at minute 37 on the first try');
  });

  it('counts the wrong tries before a solve', () => {
    const view = cellView(cell({ tries: 3, solved: true, minutes: 80 }));
    expect(view).toMatchObject({ kind: 'solved', mark: '+2', minute: '80' });
    expect(text(view)).toBe('+280');
    expect(view.description).toBe('Solved at minute 80 after 2 wrong tries');
    expect(cellView(cell({ tries: 2, solved: true, minutes: 5 })).description).toContain('after 1 wrong try');
  });

  it('marks the first solve of a problem', () => {
    const view = cellView(cell({ tries: 2, solved: true, minutes: 12, firstSolve: true }));
    expect(view).toMatchObject({ kind: 'first', mark: '+1', minute: '12' });
    expect(view.description).toBe('Solved at minute 12 after 1 wrong try, the first solve');
  });

  it('shows wrong tries of an unsolved problem as -{tries}', () => {
    expect(cellView(cell({ tries: 3 }))).toMatchObject({ kind: 'wrong', mark: '-3', minute: null });
    expect(cellView(cell({ tries: 1 })).description).toBe('1 wrong try');
  });

  it('shows tries not yet shown as ? with the number of tries', () => {
    const view = cellView(cell({ tries: 2, pending: 1 }));
    expect(view).toMatchObject({ kind: 'pending', mark: '? 2', minute: null });
    expect(view.description).toBe('2 tries, 1 not shown yet');
  });

  it('shows nothing for a problem not tried, or a row without the cell', () => {
    expect(text(cellView(cell({})))).toBe('');
    expect(cellView(undefined).kind).toBe('empty');
  });

  it('never counts below zero wrong tries', () => {
    expect(wrongBeforeSolve(cell({ tries: 1, solved: true, pending: 1 }))).toBe(0);
    expect(wrongBeforeSolve(cell({ tries: 4, solved: true, pending: 1 }))).toBe(2);
  });
});
