import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { difficultyText, donutSlices, languageRows, solvedSummary, solvedTotal } from './solved';

const SOLVED = { easy: 3, medium: 0, hard: 1 };
const BANK = { easy: 12, medium: 20, hard: 5 };

describe('donutSlices', () => {
  it('has a slice per difficulty with something solved, in order', () => {
    expect(donutSlices(SOLVED, englishT).map(({ key, label, value }) => [key, label, value])).toEqual([
      ['easy', 'Easy', 3],
      ['hard', 'Hard', 1],
    ]);
    expect(donutSlices({ easy: 0, medium: 0, hard: 0 }, englishT)).toEqual([]);
  });
});

describe('solved numbers in words', () => {
  it('adds the difficulties up', () => {
    expect(solvedTotal(SOLVED)).toBe(4);
  });

  it('reads a difficulty out of the bank', () => {
    expect(difficultyText('Easy', 3, 12, englishT)).toBe('Easy 3 / 12');
  });

  it('sums the donut up', () => {
    expect(solvedSummary(SOLVED, BANK, englishT)).toBe(
      '4 problems solved: Easy 3 of 12, Medium 0 of 20, Hard 1 of 5.',
    );
  });

  it('counts in the singular and the plural', () => {
    expect(solvedSummary({ easy: 1, medium: 0, hard: 0 }, BANK, englishT)).toMatch(/^1 problem solved:/);
    expect(solvedSummary({ easy: 0, medium: 0, hard: 0 }, BANK, englishT)).toMatch(/^0 problems solved:/);
  });
});

describe('languageRows', () => {
  it('names each language from the catalogue, keeping the order', () => {
    expect(
      languageRows([
        { language: 'cpp', solved: 5, submissions: 9 },
        { language: 'python', solved: 1, submissions: 2 },
      ]),
    ).toEqual([
      { id: 'cpp', name: 'C++', solved: 5, submissions: 9 },
      { id: 'python', name: 'Python', solved: 1, submissions: 2 },
    ]);
  });
});
