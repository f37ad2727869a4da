/** One scoreboard cell by the ICPC rule: what is a try, what counts after Accepted, what is pending. */
import { describe, expect, it } from 'vitest';
import { JUDGE_ERROR_STATUS } from '@codeconquer/contracts';
import type { CellScore, CellSubmission } from '../../src/contests/rules';
import { icpcRule } from '../../src/contests/rules/icpc';
import { scoreCellBothSides as bothSidesOf } from '../../src/contests/score-cache';

const start = new Date('2025-03-01T10:00:00.000Z').getTime();
/** A five-hour ICPC contest; `freezeMinutes` 60 freezes it at minute 240. */
const contest = (freezeMinutes: number) => ({
  format: 'icpc' as const,
  scoring: 'best-subtasks' as const,
  startTime: new Date(start),
  endTime: new Date(start + 300 * 60_000),
  penaltyMinutes: 20,
  freezeMinutes,
});

/** The ICPC fields of a cell: an ICPC cell never has points (checked here for every cell scored). */
function icpcFields(cell: CellScore) {
  expect({ points: cell.points, pointsAt: cell.pointsAt, subtaskPoints: cell.subtaskPoints }).toEqual({
    points: 0,
    pointsAt: null,
    subtaskPoints: null,
  });
  const { tries, pending, solvedAt, wrongBeforeSolve } = cell;
  return { tries, pending, solvedAt, wrongBeforeSolve };
}

const scoreCell = (submissions: readonly CellSubmission[], hiddenFrom: Date | null = null) =>
  icpcFields(icpcRule.scoreCell(submissions, hiddenFrom, contest(60)));

function scoreCellBothSides(submissions: readonly CellSubmission[], freeze: Date | null) {
  const both = bothSidesOf(contest(freeze ? 60 : 0), submissions);
  return { full: icpcFields(both.full), public: icpcFields(both.public) };
}

const EMPTY = { tries: 0, pending: 0, solvedAt: null, wrongBeforeSolve: 0 };
/** A submission `minute` minutes into the contest. */
const sub = (status: string, minute: number): CellSubmission => ({
  status,
  createdAt: new Date(start + minute * 60_000),
});
const atMinute = (minute: number) => new Date(start + minute * 60_000);
/** The freeze of a five-hour contest with a one-hour freeze. */
const freeze = atMinute(240);

describe('scoreCell', () => {
  it('scores no submissions as an empty cell', () => {
    expect(scoreCell([])).toEqual(EMPTY);
    expect(scoreCell([], freeze)).toEqual(EMPTY);
  });

  it('counts wrong tries before the first Accepted and solves at its submission time', () => {
    const cell = scoreCell([sub('Wrong Answer', 3), sub('Time Limit Exceeded', 7), sub('Accepted', 12.5)]);
    expect(cell).toEqual({ tries: 3, pending: 0, solvedAt: atMinute(12.5), wrongBeforeSolve: 2 });
  });

  it('counts every judged wrong try of an unsolved cell', () => {
    expect(scoreCell([sub('Wrong Answer', 1), sub('Runtime Error', 2)])).toEqual({
      tries: 2,
      pending: 0,
      solvedAt: null,
      wrongBeforeSolve: 2,
    });
  });

  it('does not count Compilation Error as a try', () => {
    const cell = scoreCell([
      sub('Compilation Error', 1),
      sub('Wrong Answer', 2),
      sub('Compilation Error', 3),
    ]);
    expect(cell).toEqual({ tries: 1, pending: 0, solvedAt: null, wrongBeforeSolve: 1 });
    expect(scoreCell([sub('Compilation Error', 1), sub('Accepted', 2)])).toEqual({
      tries: 1,
      pending: 0,
      solvedAt: atMinute(2),
      wrongBeforeSolve: 0,
    });
  });

  it('does not count Judge Error as a try', () => {
    expect(JUDGE_ERROR_STATUS).toBe('Judge Error');
    const cell = scoreCell([sub(JUDGE_ERROR_STATUS, 1), sub('Wrong Answer', 2), sub('Judge Error', 3)]);
    expect(cell).toEqual({ tries: 1, pending: 0, solvedAt: null, wrongBeforeSolve: 1 });
    expect(scoreCell([sub(JUDGE_ERROR_STATUS, 1)])).toEqual(EMPTY);
  });

  it('ignores everything after the first Accepted', () => {
    const cell = scoreCell([
      sub('Wrong Answer', 1),
      sub('Accepted', 10),
      sub('Wrong Answer', 11),
      sub('Accepted', 12),
      sub('Pending', 13),
    ]);
    expect(cell).toEqual({ tries: 2, pending: 0, solvedAt: atMinute(10), wrongBeforeSolve: 1 });
  });

  it('counts a Pending submission as a try that is pending, not wrong', () => {
    expect(scoreCell([sub('Wrong Answer', 1), sub('Pending', 2)])).toEqual({
      tries: 2,
      pending: 1,
      solvedAt: null,
      wrongBeforeSolve: 1,
    });
    // A later Accepted still solves; the earlier try still being judged costs nothing yet.
    expect(scoreCell([sub('Pending', 1), sub('Accepted', 2)])).toEqual({
      tries: 2,
      pending: 1,
      solvedAt: atMinute(2),
      wrongBeforeSolve: 0,
    });
  });

  it('shows tries from the freeze on as pending with tries, unsolved, on the hidden side', () => {
    const submissions = [sub('Wrong Answer', 100), sub('Wrong Answer', 245), sub('Accepted', 250)];
    expect(scoreCell(submissions, freeze)).toEqual({
      tries: 3,
      pending: 2,
      solvedAt: null,
      wrongBeforeSolve: 1,
    });
    // The whole truth: solved at minute 250 after two wrong tries.
    expect(scoreCell(submissions)).toEqual({
      tries: 3,
      pending: 0,
      solvedAt: atMinute(250),
      wrongBeforeSolve: 2,
    });
  });

  it('hides a try made exactly at the freeze (hiddenFrom is inclusive)', () => {
    const cell = scoreCell([sub('Accepted', 240)], freeze);
    expect(cell).toEqual({ tries: 1, pending: 1, solvedAt: null, wrongBeforeSolve: 0 });
    expect(scoreCell([{ status: 'Accepted', createdAt: new Date(freeze.getTime() - 1) }], freeze)).toEqual({
      tries: 1,
      pending: 0,
      solvedAt: new Date(freeze.getTime() - 1),
      wrongBeforeSolve: 0,
    });
  });

  it('keeps a solve made before the freeze on the hidden side, ignoring tries after it', () => {
    const submissions = [sub('Wrong Answer', 30), sub('Accepted', 200), sub('Wrong Answer', 260)];
    const solved = { tries: 2, pending: 0, solvedAt: atMinute(200), wrongBeforeSolve: 1 };
    expect(scoreCell(submissions, freeze)).toEqual(solved);
    expect(scoreCellBothSides(submissions, freeze)).toEqual({ full: solved, public: solved });
  });

  it('stops counting at a hidden Accepted, so revealing it never lowers the tries', () => {
    const submissions = [sub('Wrong Answer', 245), sub('Accepted', 250), sub('Wrong Answer', 255)];
    expect(scoreCell(submissions, freeze)).toEqual({
      tries: 2,
      pending: 2,
      solvedAt: null,
      wrongBeforeSolve: 0,
    });
    expect(scoreCell(submissions).tries).toBe(2);
  });

  it('does not hide Compile Errors and Judge Errors in the freeze: they are still not tries', () => {
    expect(scoreCell([sub('Compilation Error', 250), sub(JUDGE_ERROR_STATUS, 251)], freeze)).toEqual(EMPTY);
  });
});

describe('scoreCellBothSides', () => {
  it('shows the same cell on both sides when the contest has no freeze', () => {
    const submissions = [sub('Wrong Answer', 250), sub('Accepted', 280)];
    const both = scoreCellBothSides(submissions, null);
    expect(both.full).toEqual({ tries: 2, pending: 0, solvedAt: atMinute(280), wrongBeforeSolve: 1 });
    expect(both.public).toEqual(both.full);
  });

  it('hides the freeze on the public side only', () => {
    const both = scoreCellBothSides([sub('Wrong Answer', 250), sub('Accepted', 280)], freeze);
    expect(both.full).toEqual({ tries: 2, pending: 0, solvedAt: atMinute(280), wrongBeforeSolve: 1 });
    expect(both.public).toEqual({ tries: 2, pending: 2, solvedAt: null, wrongBeforeSolve: 0 });
  });
});
