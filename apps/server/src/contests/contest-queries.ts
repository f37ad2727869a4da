/** Reading contests: one row, its problems in label order, and how a user takes part in it. */
import { and, asc, eq } from 'drizzle-orm';
import { contestLabel } from '@codeconquer/contracts';
import type { Queryable } from '../db/client';
import { contestProblems, contestRegistrations, contestVirtualRuns, contests, problems } from '../db/schema';
import { AppError } from '../lib/app-error';

export type ContestRow = typeof contests.$inferSelect;

export type ContestProblemRow = {
  label: string;
  problemId: string;
  title: string;
  difficulty: (typeof problems.$inferSelect)['difficulty'];
};

export async function findContest(db: Queryable, id: string): Promise<ContestRow> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id));
  if (!row) throw new AppError('CONTEST_NOT_FOUND');
  return row;
}

export async function contestProblemRows(db: Queryable, contestId: string): Promise<ContestProblemRow[]> {
  const rows = await db
    .select({ problemId: contestProblems.problemId, title: problems.title, difficulty: problems.difficulty })
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.problemId))
    .where(eq(contestProblems.contestId, contestId))
    .orderBy(asc(contestProblems.position));
  return rows.map((row, index) => ({ ...row, label: contestLabel(index) }));
}

/** The user's registration for a contest (with the team they registered with, in a team contest), or null. */
export async function registrationOf(
  db: Queryable,
  contestId: string,
  userId: string,
): Promise<{ teamId: string | null } | null> {
  const [row] = await db
    .select({ teamId: contestRegistrations.teamId })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contestId), eq(contestRegistrations.userId, userId)));
  return row ?? null;
}

export async function isRegistered(db: Queryable, contestId: string, userId: string): Promise<boolean> {
  return (await registrationOf(db, contestId, userId)) !== null;
}

/** The user's virtual run of a contest: when it started, or null. */
export async function virtualRunStart(
  db: Queryable,
  contestId: string,
  userId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: contestVirtualRuns.startedAt })
    .from(contestVirtualRuns)
    .where(and(eq(contestVirtualRuns.contestId, contestId), eq(contestVirtualRuns.userId, userId)));
  return row?.startedAt ?? null;
}

/** A virtual run lasts as long as the contest. */
export function virtualRunEnd(contest: Pick<ContestRow, 'startTime' | 'endTime'>, startedAt: Date): Date {
  return new Date(startedAt.getTime() + (contest.endTime.getTime() - contest.startTime.getTime()));
}
