/**
 * The admin overview (docs/product.md#admin-api): users, problems, the last 30 days of submissions by
 * day and by status, the judge queue and judges, the sandbox self-test, and the health of the database
 * and Redis. Read on demand: an admin opens it now and then, so nothing is cached.
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { AdminOverview } from '@codeconquer/contracts';
import { databaseKind, type Database } from '../db/client';
import { judgeJobs, problems, submissions, users } from '../db/schema';
import type { JudgeService } from '../judging/judge-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 30;
/** Judge failures listed on the overview: the newest are the ones to act on. */
const JUDGE_FAILURES_SHOWN = 10;

type Deps = {
  db: Database;
  judge: JudgeService;
  redis: boolean;
  now: Date;
};

/** YYYY-MM-DD of a UTC day. */
function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The last `DAYS` days, oldest first, with the counts found (a day without submissions counts 0). */
export function fillDays(now: Date, counts: Map<string, number>): { day: string; count: number }[] {
  return Array.from({ length: DAYS }, (_, index) => {
    const day = dayOf(new Date(now.getTime() - (DAYS - 1 - index) * DAY_MS));
    return { day, count: counts.get(day) ?? 0 };
  });
}

async function databaseHealth(db: Database): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - started) };
  }
}

async function judgeState(judge: JudgeService) {
  try {
    const status = await judge.status();
    return { status, redisError: null };
  } catch (error) {
    return { status: null, redisError: (error as Error).message };
  }
}

export async function adminOverview(deps: Deps): Promise<AdminOverview> {
  const { db, now } = deps;
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  // From the start of the first UTC day shown.
  const since = new Date(`${dayOf(new Date(now.getTime() - (DAYS - 1) * DAY_MS))}T00:00:00.000Z`);
  const day = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  const [userTotals] = await db
    .select({
      total: count(),
      newThisWeek: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekAgo})`.mapWith(Number),
    })
    .from(users);
  const [problemTotal] = await db.select({ total: count() }).from(problems);
  const perDay = await db
    .select({ day, n: count() })
    .from(submissions)
    .where(gte(submissions.createdAt, since))
    .groupBy(day);
  const verdicts = await db
    .select({ status: submissions.status, n: count() })
    .from(submissions)
    .where(gte(submissions.createdAt, since))
    .groupBy(submissions.status);
  const failures = await db
    .select({
      jobId: judgeJobs.id,
      kind: judgeJobs.kind,
      reason: judgeJobs.error,
      endedAt: judgeJobs.updatedAt,
    })
    .from(judgeJobs)
    .where(and(eq(judgeJobs.status, 'failed'), gte(judgeJobs.updatedAt, since)))
    .orderBy(desc(judgeJobs.updatedAt))
    .limit(JUDGE_FAILURES_SHOWN);
  const [database, judge] = await Promise.all([databaseHealth(db), judgeState(deps.judge)]);

  return {
    users: { total: userTotals?.total ?? 0, newThisWeek: userTotals?.newThisWeek ?? 0 },
    problems: { total: problemTotal?.total ?? 0 },
    submissionsPerDay: fillDays(now, new Map(perDay.map((row) => [row.day, row.n]))),
    verdicts: verdicts
      .map((row) => ({ status: row.status, count: row.n }))
      .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
    judge: {
      unavailableReason: deps.judge.unavailableReason,
      mode: judge.status?.mode ?? (deps.redis ? 'redis' : deps.judge.unavailableReason ? null : 'in-process'),
      waiting: judge.status?.waiting ?? 0,
      running: judge.status?.running ?? 0,
      judges: judge.status?.judges ?? 0,
    },
    judgeFailures: failures.map((failure) => ({
      ...failure,
      reason: failure.reason ?? 'No reason was recorded.',
      endedAt: failure.endedAt.toISOString(),
    })),
    database: { kind: databaseKind(db), ...database },
    redis: deps.redis ? { ok: judge.redisError === null, error: judge.redisError } : null,
  };
}
