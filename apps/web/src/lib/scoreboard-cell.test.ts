import type { ScoreboardCell } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT, translatorIn } from '@/i18n/english-translate';
import ptBR from '@/i18n/messages/pt-BR';
import { cellView as cellViewIn, wrongBeforeSolve } from './scoreboard-cell';

/** The cell as the English board shows it. */
const cellView = (of: Parameters<typeof cellViewIn>[0]) => cellViewIn(of, englishT);

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

describe('cellView in points formats', () => {
  it('shows full marks as solved with each subtask under them, and the first one starred', () => {
    const view = cellView(cell({ tries: 2, solved: true, score: 100, subtasks: [40, 60], firstSolve: true }));
    expect(view).toMatchObject({ kind: 'first', mark: '100', minute: '40+60' });
    expect(view.description).toBe('100 points (subtasks 40 + 60) after 2 tries, the first full marks');
  });

  it('shows partial points as partial, and no subtask line for a problem without subtasks', () => {
    expect(cellView(cell({ tries: 1, score: 33.3333, subtasks: [33.3333, 0] }))).toMatchObject({
      kind: 'partial',
      mark: '33.33',
      minute: '33.33+0',
    });
    expect(cellView(cell({ tries: 3, score: 0 }))).toMatchObject({ kind: 'wrong', mark: '0', minute: null });
  });

  it('marks points that tries not yet shown may still raise', () => {
    const view = cellView(cell({ tries: 3, pending: 1, score: 40, subtasks: [40, 0] }));
    expect(view).toMatchObject({ kind: 'pending', mark: '40 ?' });
    expect(view.description).toBe('40 points (subtasks 40 + 0) after 3 tries, 1 not shown yet');
  });

  it('reads in Portuguese when Portuguese is shown, marks unchanged', () => {
    const portuguese = translatorIn('pt-BR', ptBR);
    const solved = cellViewIn(cell({ tries: 3, solved: true, minutes: 80 }), portuguese);
    expect(solved).toMatchObject({ kind: 'solved', mark: '+2', minute: '80' });
    expect(solved.description).toBe('Resolvido no minuto 80 após 2 tentativas erradas');
    for (const each of [
      cell({}),
      cell({ tries: 1 }),
      cell({ tries: 2, pending: 1 }),
      cell({ tries: 1, score: 1 }),
    ]) {
      const [english, translated] = [cellView(each), cellViewIn(each, portuguese)];
      expect({ ...translated, description: '' }).toEqual({ ...english, description: '' });
      expect(translated.description).not.toBe(english.description);
    }
  });
});
