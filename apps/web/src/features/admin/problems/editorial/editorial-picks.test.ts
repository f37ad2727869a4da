import type { ReferenceSolution } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { pickGroups, pickedNames, picksByLanguage } from './editorial-picks';

const solution = (name: string, language: ReferenceSolution['language'], expected = 'Accepted') =>
  ({ name, language, expected, source: '' }) as ReferenceSolution;

const solutions = [
  solution('accepted/solution.py', 'python'),
  solution('accepted/fast.cpp', 'cpp'),
  solution('accepted/alt.py', 'python'),
  solution('wrong_answer/greedy.cpp', 'cpp', 'Wrong Answer'),
];

describe('editorial picks', () => {
  it('offers only accepted solutions, one group per language in the catalogue order', () => {
    expect(pickGroups(solutions)).toEqual([
      { language: 'cpp', label: 'C++', names: ['accepted/fast.cpp'] },
      { language: 'python', label: 'Python', names: ['accepted/alt.py', 'accepted/solution.py'] },
    ]);
  });

  it('reads stored picks back by language and drops names that are gone', () => {
    const groups = pickGroups(solutions);
    const picks = picksByLanguage(groups, ['accepted/solution.py', 'accepted/deleted.java']);
    expect(picks).toEqual({ python: 'accepted/solution.py' });
    expect(pickedNames(groups, { ...picks, cpp: 'accepted/fast.cpp' })).toEqual([
      'accepted/fast.cpp',
      'accepted/solution.py',
    ]);
    expect(pickedNames(groups, { cpp: 'wrong_answer/greedy.cpp' })).toEqual([]);
  });
});
