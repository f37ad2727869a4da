import type { ScoreboardCell } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { cellView } from './cell-text';

const cell = (fields: Partial<ScoreboardCell>): ScoreboardCell => ({
  label: 'A',
  problemId: 'sum',
  tries: 0,
  solved: false,
  minutes: null,
  pending: 0,
  firstSolve: false,
  ...fields,
});

describe('cellView', () => {
  it('shows a solved problem as +tries and the minute', () => {
    expect(cellView(cell({ solved: true, tries: 1, minutes: 37 }))).toMatchObject({
      text: "+1 37'",
      tone: 'solved',
    });
    expect(cellView(cell({ solved: true, tries: 3, minutes: 112 })).text).toBe("+3 112'");
  });

  it('marks the first solve of a problem', () => {
    const view = cellView(cell({ solved: true, tries: 2, minutes: 5, firstSolve: true }));
    expect(view.tone).toBe('first');
    expect(view.title).toContain('first to solve');
  });

  it('shows tries without an Accepted as -tries', () => {
    expect(cellView(cell({ tries: 2 }))).toMatchObject({ text: '-2', tone: 'wrong' });
  });

  it('shows tries waiting for a result as ? tries', () => {
    expect(cellView(cell({ tries: 1, pending: 1 }))).toMatchObject({ text: '? 1', tone: 'pending' });
    const view = cellView(cell({ tries: 3, pending: 1 }));
    expect(view.text).toBe('? 3');
    expect(view.title).toBe('3 tries, 1 waiting for its result (2 wrong)');
  });

  it('leaves a problem never tried empty', () => {
    expect(cellView(cell({}))).toMatchObject({ text: '', tone: 'none' });
  });
});
