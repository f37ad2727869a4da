/**
 * The leaderboard's pure parts: its order and shared ranks, the periods' first days, the streaks and the
 * heatmap's first day, and who a contest rates in what order.
 */
import { describe, expect, it } from 'vitest';
import { activityStart, streaks } from '../../src/leaderboard/activity-streaks';
import { periodStart } from '../../src/leaderboard/leaderboard-period';
import { rankAllTime, rankPeriod, type LeaderboardUser } from '../../src/leaderboard/leaderboard-ranking';
import { ratedStandings } from '../../src/ratings/contest-standings';
import { CONTEST_RULES, EMPTY_CELL, type CellScore } from '../../src/contests/rules';
import { Scoreboard } from '../../src/contests/scoreboard';

function user(
  username: string,
  rating: number,
  solvedProblems = 0,
  submissions = 0,
  contests = 1,
): LeaderboardUser {
  return {
    userId: `id-${username}`,
    username,
    name: username.toUpperCase(),
    profilePhotoUrl: null,
    rating,
    contests,
    solvedProblems,
    submissions,
  };
}

describe('leaderboard order', () => {
  it('ranks All Time by rating; equal ratings share a rank, listed by solved, then fewer submissions', () => {
    const board = rankAllTime([
      user('dan', 1400, 5),
      user('amy', 1700),
      user('cat', 1500, 3, 10),
      user('bob', 1500, 3, 4),
      user('eve', 1500, 9),
    ]);
    expect(board.entries.map((entry) => [entry.rank, entry.username])).toEqual([
      [1, 'amy'],
      [2, 'eve'],
      [2, 'bob'],
      [2, 'cat'],
      [5, 'dan'],
    ]);
    expect(board.searchKeys[0]).toBe('amy\namy');
  });

  it('ranks on All Time only those rated in a contest: no newcomer or admin at 1500 above them', () => {
    const board = rankAllTime([
      user('ann', 1450, 4),
      user('new', 1500, 9, 0, 0),
      user('root', 1500, 0, 0, 0),
    ]);
    expect(board.entries.map((entry) => [entry.rank, entry.username])).toEqual([[1, 'ann']]);
  });

  it('ranks a period by the problems first solved in it, then rating, and lists only those who solved one', () => {
    const users = [user('amy', 2000, 50), user('bob', 1200, 3), user('cat', 1600, 1), user('dan', 1600, 7)];
    const solved = new Map([
      ['id-bob', 2],
      ['id-cat', 2],
      ['id-dan', 1],
    ]);
    const board = rankPeriod(users, solved);
    expect(board.entries.map((entry) => [entry.rank, entry.username, entry.solvedProblems])).toEqual([
      [1, 'cat', 2],
      [2, 'bob', 2],
      [3, 'dan', 1],
    ]);
  });
});

describe('periods', () => {
  it('starts This Week on Monday 00:00 UTC and This Month on the 1st', () => {
    // A Sunday evening: the week began six days before.
    const sunday = new Date('2026-11-29T22:00:00Z');
    expect(periodStart('week', sunday)?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart('week', new Date('2026-11-23T00:00:00Z'))?.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(periodStart('month', sunday)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    // A week that began in the previous month (and year).
    expect(periodStart('week', new Date('2027-01-01T12:00:00Z'))?.toISOString()).toBe(
      '2026-12-28T00:00:00.000Z',
    );
    expect(periodStart('all', sunday)).toBeNull();
  });
});

describe('streaks', () => {
  it('counts the longest run and the current one up to today or yesterday', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-02-10', '2026-02-11'];
    expect(streaks(days, '2026-02-11')).toEqual({ current: 2, longest: 3 });
    // Today has nothing yet: the streak that ended yesterday still stands.
    expect(streaks(days, '2026-02-12')).toEqual({ current: 2, longest: 3 });
    // A day missed: no current streak.
    expect(streaks(days, '2026-02-13')).toEqual({ current: 0, longest: 3 });
    expect(streaks([], '2026-02-13')).toEqual({ current: 0, longest: 0 });
    // Across a month's end and a leap day.
    expect(streaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it("starts the heatmap on the Sunday 52 weeks before today's week", () => {
    // 2026-11-25 is a Wednesday; its week began on Sunday 2026-11-22.
    expect(activityStart('2026-11-25')).toBe('2025-11-23');
    expect(new Date(`${activityStart('2026-11-25')}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(activityStart('2026-11-22')).toBe('2025-11-23');
  });
});

describe('who a contest rates', () => {
  const start = new Date('2026-03-01T10:00:00Z');
  const minute = (n: number) => new Date(start.getTime() + n * 60_000);
  const solved = (at: number): CellScore => ({
    ...EMPTY_CELL,
    tries: 1,
    pending: 0,
    solvedAt: minute(at),
    wrongBeforeSolve: 0,
  });
  const wrong: CellScore = { ...EMPTY_CELL, tries: 2 };

  it('rates those who tried, in board order, with tied contestants sharing a range of places', () => {
    const board = new Scoreboard({
      rule: CONTEST_RULES.icpc,
      settings: { startTime: start, penaltyMinutes: 20, scoring: 'best-subtasks' },
      problemIds: ['p'],
    });
    for (const name of ['ann', 'ben', 'cal', 'dee', 'eve'])
      board.addContestant({ id: `id-${name}`, handle: name, name: name, team: null, affiliation: null });
    const set = (name: string, cell: CellScore) =>
      board.setCell(`id-${name}`, 'p', { full: cell, public: cell });
    set('ann', solved(10));
    set('ben', solved(10));
    set('cal', solved(30));
    set('dee', wrong);
    // Eve registered and never tried: not rated.
    expect(ratedStandings(board)).toEqual([
      { userId: 'id-ann', rankLo: 1, rankHi: 2 },
      { userId: 'id-ben', rankLo: 1, rankHi: 2 },
      { userId: 'id-cal', rankLo: 3, rankHi: 3 },
      { userId: 'id-dee', rankLo: 4, rankHi: 4 },
    ]);
  });
});
