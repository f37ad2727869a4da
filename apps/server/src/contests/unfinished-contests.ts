/**
 * Whether a contest that has not ended (upcoming or running) holds a problem: while one does, what would
 * give its answers away (the editorial, a failing test found for a practice submission) stays closed to
 * everyone but admins.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { contestProblems, contests } from '../db/schema';

export async function inUnfinishedContest(db: Queryable, problemId: string, now: Date): Promise<boolean> {
  const [held] = await db
    .select({ contestId: contestProblems.contestId })
    .from(contestProblems)
    .innerJoin(contests, eq(contests.id, contestProblems.contestId))
    .where(and(eq(contestProblems.problemId, problemId), gt(contests.endTime, now)))
    .limit(1);
  return held !== undefined;
}
