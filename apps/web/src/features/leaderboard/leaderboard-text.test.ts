import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import {
  emptyBoardText,
  medalClass,
  pageCount,
  pageOfText,
  periodNote,
  periodSolvedText,
} from './leaderboard-text';

describe('emptyBoardText', () => {
  it('says a search found nobody, whatever the period', () => {
    expect(emptyBoardText('all', 'zz', englishT)).toBe('No users found.');
    expect(emptyBoardText('week', 'zz', englishT)).toBe('No users found.');
  });

  it('says nobody has solved anything yet in the period', () => {
    expect(emptyBoardText('week', '', englishT)).toBe('No problems solved yet this week.');
    expect(emptyBoardText('month', '', englishT)).toBe('No problems solved yet this month.');
    expect(emptyBoardText('all', '', englishT)).toBe(
      'Nobody is rated yet: ratings come from rated contests.',
    );
  });
});

describe('pageCount and pageOfText', () => {
  it.each([
    [0, 50, 1],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [250, 50, 5],
  ])('%i entries of %i a page are %i pages', (total, pageSize, pages) => {
    expect(pageCount(total, pageSize)).toBe(pages);
  });

  it('reads Page x of y', () => {
    expect(pageOfText(2, 5, englishT)).toBe('Page 2 of 5');
  });
});

describe('periodNote', () => {
  it('names the local date the period began', () => {
    expect(periodNote('2026-11-01T00:00:00.000Z', englishT, 'en-GB', 'UTC')).toBe(
      'Ranked by problems first solved since 1 November 2026',
    );
    // West of UTC the month began on the evening of the 31st.
    expect(periodNote('2026-11-01T00:00:00.000Z', englishT, 'en-GB', 'America/New_York')).toBe(
      'Ranked by problems first solved since 31 October 2026',
    );
  });
});

describe('periodSolvedText', () => {
  it('tells what a period ranks by, and nothing for All Time', () => {
    expect(periodSolvedText('week', 3, englishT)).toBe('3 problems solved this week');
    expect(periodSolvedText('month', 1, englishT)).toBe('1 problem solved this month');
    expect(periodSolvedText('all', 3, englishT)).toBeNull();
  });
});

describe('medalClass', () => {
  it('gives gold, silver and bronze by rank, ties sharing', () => {
    expect(medalClass(1)).toBe('text-yellow-500');
    expect(medalClass(2)).toBe('text-slate-400');
    expect(medalClass(3)).toBe('text-amber-700');
  });
});
