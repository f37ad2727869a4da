import { describe, expect, it } from 'vitest';
import { leaderboardParams, readLeaderboardView, SEARCH_MAX_LENGTH } from './leaderboard-params';

const read = (search: string) => readLeaderboardView(new URLSearchParams(search));

describe('readLeaderboardView', () => {
  it('reads the period, the page and the search', () => {
    expect(read('period=week&page=2&q=ada')).toEqual({ period: 'week', page: 2, q: 'ada' });
    expect(read('period=month')).toEqual({ period: 'month', page: 1, q: '' });
  });

  it('falls back to All Time, page 1 and no search', () => {
    expect(read('')).toEqual({ period: 'all', page: 1, q: '' });
    expect(read('period=year&page=0&q=')).toEqual({ period: 'all', page: 1, q: '' });
    expect(read('page=2.5')).toMatchObject({ page: 1 });
    expect(read('page=-3')).toMatchObject({ page: 1 });
    expect(read('page=abc')).toMatchObject({ page: 1 });
    expect(read('page=100001')).toMatchObject({ page: 1 });
  });

  it('trims the search and cuts it to what the server takes', () => {
    expect(read('q=%20%20ada%20')).toMatchObject({ q: 'ada' });
    expect(read(`q=${'x'.repeat(SEARCH_MAX_LENGTH + 10)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('leaderboardParams', () => {
  it('writes only what differs from the defaults', () => {
    const params = leaderboardParams(new URLSearchParams(), { period: 'all', page: 1, q: '' });
    expect(params.toString()).toBe('');
  });

  it('writes the period, the page and the search', () => {
    const params = leaderboardParams(new URLSearchParams(), { period: 'week', page: 2, q: 'ada l' });
    expect(params.toString()).toBe('period=week&page=2&q=ada+l');
  });

  it('removes what went back to its default and keeps other parameters', () => {
    const current = new URLSearchParams('period=week&page=3&q=ada&ref=mail');
    const params = leaderboardParams(current, { period: 'all', page: 1, q: 'ada' });
    expect(params.toString()).toBe('q=ada&ref=mail');
    expect(current.toString()).toBe('period=week&page=3&q=ada&ref=mail');
  });

  it('reads back what it wrote', () => {
    const view = { period: 'month', page: 7, q: 'grace' } as const;
    expect(readLeaderboardView(leaderboardParams(new URLSearchParams(), view))).toEqual(view);
  });
});
