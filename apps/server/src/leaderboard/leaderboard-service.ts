/**
 * The leaderboard served from memory (docs/leaderboard.md#serving): a snapshot of every user, ranked for
 * each period, so that a page of a board of 100,000 users is a slice and a search one pass over strings.
 * A snapshot is rebuilt when any user changed (their rating, solves, submissions or name) or after
 * FRESH_MS (changes made by another server). While the last rebuild took under WAIT_FOR_BUILD_MS readers
 * wait for the new one, so small sites always see the newest board; a large one keeps serving the
 * previous snapshot until the new one is ready, never making a reader wait for a rebuild.
 */
import { and, count, gte, isNotNull, isNull } from 'drizzle-orm';
import type { LeaderboardPeriod, LeaderboardQuery, LeaderboardResponse } from '@codeconquer/contracts';
import { LEADERBOARD_PERIODS } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { problemProgress, users } from '../db/schema';
import { anyUserVersion } from '../accounts/user-changes';
import { profilePhotoUrl } from '../accounts/user-view';
import { periodStart } from './leaderboard-period';
import { rankAllTime, rankPeriod, type LeaderboardUser, type RankedBoard } from './leaderboard-ranking';

const FRESH_MS = 5_000;
const WAIT_FOR_BUILD_MS = 100;

type Snapshot = {
  version: number;
  builtAt: number;
  boards: Record<LeaderboardPeriod, RankedBoard>;
  starts: Record<LeaderboardPeriod, Date | null>;
};

async function loadUsers(db: Database): Promise<LeaderboardUser[]> {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      name: users.name,
      photo: users.profilePhoto,
      rating: users.rating,
      contests: users.ratedContests,
      easy: users.solvedEasy,
      medium: users.solvedMedium,
      hard: users.solvedHard,
      submissions: users.submissionCount,
    })
    .from(users)
    .where(isNull(users.bannedAt));
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    name: row.name,
    profilePhotoUrl: profilePhotoUrl(row.photo),
    rating: row.rating,
    contests: row.contests,
    solvedProblems: row.easy + row.medium + row.hard,
    submissions: row.submissions,
  }));
}

async function solvedSince(db: Database, start: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: problemProgress.userId, solved: count() })
    .from(problemProgress)
    .where(and(isNotNull(problemProgress.solvedAt), gte(problemProgress.solvedAt, start)))
    .groupBy(problemProgress.userId);
  return new Map(rows.map((row) => [row.userId, row.solved]));
}

function samePeriods(snapshot: Snapshot, now: Date): boolean {
  return LEADERBOARD_PERIODS.every(
    (period) => snapshot.starts[period]?.getTime() === periodStart(period, now)?.getTime(),
  );
}

export class Leaderboard {
  private snapshot: Snapshot | null = null;
  private building: Promise<Snapshot> | null = null;
  private lastBuildMs = 0;

  constructor(private readonly deps: { db: Database; now: () => Date }) {}

  async page(query: LeaderboardQuery): Promise<LeaderboardResponse> {
    const snapshot = await this.current();
    const board = snapshot.boards[query.period];
    const needle = query.q?.toLowerCase();
    const matching = needle
      ? board.entries.filter((_, index) => board.searchKeys[index]?.includes(needle))
      : board.entries;
    const offset = (query.page - 1) * query.pageSize;
    return {
      period: query.period,
      periodStart: snapshot.starts[query.period]?.toISOString() ?? null,
      page: query.page,
      pageSize: query.pageSize,
      total: matching.length,
      top: board.entries.slice(0, 3),
      entries: matching.slice(offset, offset + query.pageSize),
    };
  }

  private current(): Promise<Snapshot> {
    const version = anyUserVersion();
    const now = this.deps.now();
    const snapshot = this.snapshot;
    if (
      snapshot &&
      snapshot.version === version &&
      Date.now() - snapshot.builtAt < FRESH_MS &&
      samePeriods(snapshot, now)
    )
      return Promise.resolve(snapshot);
    const building = this.building ?? this.build(version, now);
    // A new period starts from nothing: never serve last week's board as this week's.
    if (!snapshot || this.lastBuildMs < WAIT_FOR_BUILD_MS || !samePeriods(snapshot, now)) return building;
    building.catch(() => undefined);
    return Promise.resolve(snapshot);
  }

  private build(version: number, now: Date): Promise<Snapshot> {
    const started = performance.now();
    const building = (async (): Promise<Snapshot> => {
      const month = periodStart('month', now) as Date;
      const week = periodStart('week', now) as Date;
      const [all, solvedThisMonth, solvedThisWeek] = await Promise.all([
        loadUsers(this.deps.db),
        solvedSince(this.deps.db, month),
        solvedSince(this.deps.db, week),
      ]);
      return {
        version,
        builtAt: Date.now(),
        boards: {
          all: rankAllTime(all),
          month: rankPeriod(all, solvedThisMonth),
          week: rankPeriod(all, solvedThisWeek),
        },
        starts: { all: null, month, week },
      };
    })();
    this.building = building;
    building.then(
      (snapshot) => {
        this.lastBuildMs = performance.now() - started;
        this.snapshot = snapshot;
      },
      () => undefined,
    );
    void building
      .finally(() => {
        if (this.building === building) this.building = null;
      })
      .catch(() => undefined);
    return building;
  }
}
