import { describe, expect, it } from 'vitest';
import { allTags, filterProblems, type ProblemSummary } from './problem-filters';

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
