import { englishT } from '@/i18n/english-translate';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROBLEM_VIEW,
  allTags,
  filterProblems,
  pageOfProblems,
  problemListParams,
  problemRangeText,
  readProblemListView,
  sortProblems,
  type ProblemSummary,
} from './problem-filters';

const problems: ProblemSummary[] = [
  { id: '1', title: 'Two Sum', difficulty: 'Easy', tags: ['Array', 'Hash Table'], acceptanceRate: 49.1 },
  { id: '2', title: 'Merge Intervals', difficulty: 'Medium', tags: ['Array', 'Sorting'], acceptanceRate: 45 },
  { id: '3', title: 'Word Ladder', difficulty: 'Hard', tags: ['BFS'], acceptanceRate: 36.4 },
];
const all = { search: '', difficulty: 'all', tag: 'all' } as const;

describe('problem filters', () => {
  it('matches the title case-insensitively', () => {
    expect(filterProblems(problems, { ...all, search: 'two' }).map((p) => p.id)).toEqual(['1']);
  });
  it('matches a tag case-insensitively', () => {
    expect(filterProblems(problems, { ...all, search: 'bfs' }).map((p) => p.id)).toEqual(['3']);
  });
  it('filters by difficulty and by tag together', () => {
    expect(filterProblems(problems, { ...all, difficulty: 'Medium', tag: 'Array' }).map((p) => p.id)).toEqual(
      ['2'],
    );
    expect(filterProblems(problems, { ...all, difficulty: 'Easy', tag: 'Sorting' })).toEqual([]);
  });
  it('builds the tag list from every problem, once, sorted', () => {
    expect(allTags(problems)).toEqual(['Array', 'BFS', 'Hash Table', 'Sorting']);
  });
});

describe('problem order', () => {
  const ids = (list: ProblemSummary[]) => list.map((problem) => problem.id);
  const tied = [
    ...problems,
    { id: '4', title: 'Add Two', difficulty: 'Easy' as const, tags: [], acceptanceRate: 45 },
  ];

  it('sorts by title both ways, ignoring case', () => {
    expect(ids(sortProblems(tied, 'title', 'asc'))).toEqual(['4', '2', '1', '3']);
    expect(ids(sortProblems(tied, 'title', 'desc'))).toEqual(['3', '1', '2', '4']);
  });
  it('sorts by difficulty Easy → Hard and back, equal ones by title', () => {
    expect(ids(sortProblems(tied, 'difficulty', 'asc'))).toEqual(['4', '1', '2', '3']);
    expect(ids(sortProblems(tied, 'difficulty', 'desc'))).toEqual(['3', '2', '4', '1']);
  });
  it('sorts by acceptance both ways, equal ones by title', () => {
    expect(ids(sortProblems(tied, 'acceptance', 'desc'))).toEqual(['1', '4', '2', '3']);
    expect(ids(sortProblems(tied, 'acceptance', 'asc'))).toEqual(['3', '4', '2', '1']);
  });
});

describe('problem pages', () => {
  const many = Array.from({ length: 42 }, (_, index) => index + 1);
  it('shows 20 a page, the rest on the last, and the last for a page past it', () => {
    expect(pageOfProblems(many, 1).rows).toEqual(many.slice(0, 20));
    expect(pageOfProblems(many, 3)).toEqual({ rows: [41, 42], page: 3 });
    expect(pageOfProblems(many, 9).page).toBe(3);
    expect(pageOfProblems([], 1)).toEqual({ rows: [], page: 1 });
  });
  it('says which problems a page shows', () => {
    expect(problemRangeText(3, 2, 42, englishT)).toBe('Showing 41–42 of 42 problems');
    expect(problemRangeText(1, 1, 1, englishT)).toBe('Showing 1–1 of 1 problem');
  });
});

describe('the list in the address', () => {
  it('reads every part, and the default from anything it cannot read', () => {
    const view = readProblemListView(
      new URLSearchParams('q=graph&difficulty=Hard&tag=BFS&sort=acceptance&dir=desc&page=2'),
    );
    expect(view).toEqual({
      search: 'graph',
      difficulty: 'Hard',
      tag: 'BFS',
      sort: 'acceptance',
      dir: 'desc',
      page: 2,
    });
    expect(readProblemListView(new URLSearchParams('difficulty=Insane&sort=rating&dir=up&page=-1'))).toEqual(
      DEFAULT_PROBLEM_VIEW,
    );
  });
  it('writes only what differs from the default, and keeps other parameters', () => {
    expect(problemListParams(new URLSearchParams('x=1'), DEFAULT_PROBLEM_VIEW).toString()).toBe('x=1');
    const params = problemListParams(new URLSearchParams(), {
      ...DEFAULT_PROBLEM_VIEW,
      search: 'two sum',
      sort: 'difficulty',
      dir: 'desc',
      page: 3,
    });
    expect(params.toString()).toBe('q=two+sum&sort=difficulty&dir=desc&page=3');
    expect(readProblemListView(params)).toMatchObject({ search: 'two sum', sort: 'difficulty', page: 3 });
  });
});
