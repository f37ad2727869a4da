import { CONTEST_MAX_PROBLEMS } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import {
  addProblem,
  canAddProblem,
  canMoveProblem,
  labelledProblems,
  moveProblem,
  removeProblem,
  sameProblems,
  type PickedProblem,
} from './problem-order';

const p = (id: string): PickedProblem => ({ id, title: id.toUpperCase() });
const ids = (problems: PickedProblem[]) => problems.map((problem) => problem.id);

describe('the problem set', () => {
  it('labels problems A, B, … in order', () => {
    expect(
      labelledProblems([p('sum'), p('graph'), p('dp')]).map(({ label, id }) => `${label}:${id}`),
    ).toEqual(['A:sum', 'B:graph', 'C:dp']);
  });

  it('appends a problem as the next label, once only', () => {
    const set = addProblem([p('sum')], p('graph'));
    expect(ids(set)).toEqual(['sum', 'graph']);
    expect(ids(addProblem(set, p('sum')))).toEqual(['sum', 'graph']);
    expect(canAddProblem(set, 'sum')).toBe(false);
  });

  it('holds at most 26 problems (A to Z)', () => {
    const full = Array.from({ length: CONTEST_MAX_PROBLEMS }, (_, index) => p(`p${index}`));
    expect(labelledProblems(full).at(-1)?.label).toBe('Z');
    expect(canAddProblem(full, 'one-more')).toBe(false);
    expect(addProblem(full, p('one-more'))).toHaveLength(CONTEST_MAX_PROBLEMS);
  });

  it('removes a problem: those after it move up a label', () => {
    const set = removeProblem([p('sum'), p('graph'), p('dp')], 0);
    expect(labelledProblems(set).map(({ label, id }) => `${label}:${id}`)).toEqual(['A:graph', 'B:dp']);
  });

  it('moves a problem up or down, swapping labels with its neighbour', () => {
    const set = [p('sum'), p('graph'), p('dp')];
    expect(ids(moveProblem(set, 2, -1))).toEqual(['sum', 'dp', 'graph']);
    expect(ids(moveProblem(set, 0, 1))).toEqual(['graph', 'sum', 'dp']);
    expect(ids(set)).toEqual(['sum', 'graph', 'dp']);
  });

  it('cannot move past either end', () => {
    const set = [p('sum'), p('graph')];
    expect(canMoveProblem(set, 0, -1)).toBe(false);
    expect(canMoveProblem(set, 1, 1)).toBe(false);
    expect(canMoveProblem(set, 0, 1)).toBe(true);
    expect(ids(moveProblem(set, 0, -1))).toEqual(['sum', 'graph']);
    expect(ids(moveProblem(set, 5, 1))).toEqual(['sum', 'graph']);
  });

  it('compares sets by ids in order', () => {
    expect(sameProblems([p('a'), p('b')], [{ id: 'a', title: 'other' }, p('b')])).toBe(true);
    expect(sameProblems([p('a'), p('b')], [p('b'), p('a')])).toBe(false);
    expect(sameProblems([p('a')], [p('a'), p('b')])).toBe(false);
  });
});
