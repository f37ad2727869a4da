/**
 * The leaderboard's order (docs/leaderboard.md#order), computed once per snapshot of the users so that a
 * page is a slice: All Time by rating (those rated in a contest only); This Month and This Week by the problems first solved in the period,
 * then by rating, listing only those who solved one. Users equal on what the period ranks by share a rank;
 * among them more problems solved, fewer submissions, then the username decide who is listed first.
 */
import type { LeaderboardEntry } from '@codeconquer/contracts';

export type LeaderboardUser = Omit<LeaderboardEntry, 'rank'>;

export type RankedBoard = {
  entries: LeaderboardEntry[];
  /** Per entry, what a search matches: the username and name, lower-case. */
  searchKeys: string[];
};

function byUsername(a: LeaderboardUser, b: LeaderboardUser): number {
  return a.username < b.username ? -1 : a.username > b.username ? 1 : 0;
}

function rankBoard(
  users: readonly LeaderboardUser[],
  rankedBy: (a: LeaderboardUser, b: LeaderboardUser) => number,
): RankedBoard {
  const sorted = [...users].sort(
    (a, b) =>
      rankedBy(a, b) ||
      b.solvedProblems - a.solvedProblems ||
      a.submissions - b.submissions ||
      byUsername(a, b),
  );
  const entries: LeaderboardEntry[] = [];
  let rank = 0;
  sorted.forEach((user, index) => {
    const previous = sorted[index - 1];
    if (!previous || rankedBy(previous, user) !== 0) rank = index + 1;
    entries.push({ rank, ...user });
  });
  return { entries, searchKeys: entries.map((entry) => `${entry.username}\n${entry.name}`.toLowerCase()) };
}

/**
 * All Time ranks those with a rating from a rated contest only: a newcomer's (or an admin's) starting 1500
 * says nothing, and would stand above everyone who took part and fell below it.
 */
export function rankAllTime(users: readonly LeaderboardUser[]): RankedBoard {
  return rankBoard(
    users.filter((user) => user.contests > 0),
    (a, b) => b.rating - a.rating,
  );
}

/** `solvedInPeriod`: per user id, the problems they first solved in the period. */
export function rankPeriod(
  users: readonly LeaderboardUser[],
  solvedInPeriod: ReadonlyMap<string, number>,
): RankedBoard {
  const active = users
    .filter((user) => (solvedInPeriod.get(user.userId) ?? 0) > 0)
    .map((user) => ({ ...user, solvedProblems: solvedInPeriod.get(user.userId) ?? 0 }));
  return rankBoard(active, (a, b) => b.solvedProblems - a.solvedProblems || b.rating - a.rating);
}
