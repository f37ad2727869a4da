/**
 * What a profile draws (docs/leaderboard.md#profile): rating history, a year of accepted submissions with
 * streaks, solved problems beside the bank's totals, languages; results a contest's freeze still hides
 * left out (contests/hidden-results.ts). Public like the profile, and served from
 * memory as serialised bytes (lib/view-cache.ts): rebuilt when any user changes, refreshed after a minute
 * (today moves on).
 */
import { and, asc, count, countDistinct, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { JUDGE_ERROR_STATUS, type ProfileStatsResponse } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import type { Queryable } from '../db/client';
import { contests, problems, ratingChanges, submissions } from '../db/schema';
import { getUserByUsernameOrThrow } from '../accounts/profile';
import { anyUserVersion } from '../accounts/user-changes';
import { viewCachePerOwner, type JsonBody } from '../lib/view-cache';
import { resultShown } from '../contests/hidden-results';
import { activityStart, streaks, utcDay } from './activity-streaks';

const cacheOfDatabase = viewCachePerOwner({ freshMs: 60_000, maxChars: 32 * 1024 * 1024 });

async function ratingHistory(db: Queryable, userId: string) {
  const rows = await db
    .select({
      contestId: ratingChanges.contestId,
      contestTitle: contests.title,
      endTime: contests.endTime,
      rank: ratingChanges.rank,
      contestants: ratingChanges.contestants,
      ratingBefore: ratingChanges.ratingBefore,
      ratingAfter: ratingChanges.ratingAfter,
      performance: ratingChanges.performance,
    })
    .from(ratingChanges)
    .innerJoin(contests, eq(contests.id, ratingChanges.contestId))
    .where(eq(ratingChanges.userId, userId))
    .orderBy(asc(contests.endTime), asc(contests.id));
  return rows.map((row) => ({ ...row, endTime: row.endTime.toISOString() }));
}

/** Accepted submissions per UTC day, every day the user has one, oldest first. */
async function acceptedDays(db: Queryable, userId: string): Promise<{ date: string; accepted: number }[]> {
  const day = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, accepted: count() })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.status, 'Accepted'), resultShown()))
    .groupBy(day)
    .orderBy(day);
  return rows;
}

async function bankTotals(db: Queryable) {
  const rows = await db
    .select({ difficulty: problems.difficulty, total: count() })
    .from(problems)
    .where(and(eq(problems.visibility, 'public'), isNull(problems.deletedAt)))
    .groupBy(problems.difficulty);
  const total = (difficulty: string) => rows.find((row) => row.difficulty === difficulty)?.total ?? 0;
  return { easy: total('Easy'), medium: total('Medium'), hard: total('Hard') };
}

async function languagesUsed(db: Queryable, userId: string) {
  const submissionCount = count();
  return db
    .select({
      language: submissions.language,
      solved: countDistinct(
        sql`case when ${submissions.status} = 'Accepted' then ${submissions.problemId} end`,
      ),
      submissions: submissionCount,
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), ne(submissions.status, JUDGE_ERROR_STATUS), resultShown()))
    .groupBy(submissions.language)
    .orderBy(desc(submissionCount), asc(submissions.language));
}

/** The best score per scoring problem (public problems only, as the rest of a profile). */
async function bestScores(db: Queryable, userId: string) {
  return db
    .select({
      problemId: problems.id,
      title: problems.title,
      score: sql<number>`max(${submissions.score})`.mapWith(Number),
      max: sql<number>`max(${submissions.maxScore})`.mapWith(Number),
    })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(
      and(
        eq(submissions.userId, userId),
        isNotNull(submissions.score),
        resultShown(),
        eq(problems.visibility, 'public'),
        isNull(problems.deletedAt),
      ),
    )
    .groupBy(problems.id, problems.title)
    .orderBy(asc(problems.title));
}

async function buildStats(ctx: ServiceContext, username: string): Promise<ProfileStatsResponse> {
  const user = await getUserByUsernameOrThrow(ctx, username);
  const today = utcDay(ctx.now());
  const from = activityStart(today);
  const [history, days, totals, languages, scores] = await Promise.all([
    ratingHistory(ctx.db, user.id),
    acceptedDays(ctx.db, user.id),
    bankTotals(ctx.db),
    languagesUsed(ctx.db, user.id),
    bestScores(ctx.db, user.id),
  ]);
  const inYear = days.filter((day) => day.date >= from && day.date <= today);
  const { current, longest } = streaks(
    days.map((day) => day.date).filter((date) => date <= today),
    today,
  );
  return {
    stats: {
      rating: user.rating,
      ratingDeviation: user.ratingDeviation,
      ratingHistory: history,
      activity: {
        from,
        to: today,
        days: inYear,
        acceptedInYear: inYear.reduce((sum, day) => sum + day.accepted, 0),
        currentStreak: current,
        longestStreak: longest,
      },
      solved: { easy: user.solvedEasy, medium: user.solvedMedium, hard: user.solvedHard },
      bankTotals: totals,
      bestScores: scores,
      languages,
    },
  };
}

/** The stats of the user named `username`; rejects with USER_NOT_FOUND. */
export function profileStatsBody(ctx: ServiceContext, username: string): Promise<JsonBody> {
  return cacheOfDatabase(ctx.db).get(`stats:${username.toLowerCase()}`, anyUserVersion(), () =>
    buildStats(ctx, username),
  );
}
