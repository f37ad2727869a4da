/**
 * Who may read and write a problem's discussion (docs/product.md#discussion): it is readable by whoever
 * may see the problem; signed-in users write in it; a contestant of a running contest that holds the
 * problem may do neither until it ends (the threads would give its answers away); a locked thread takes
 * no replies or votes. Banned accounts have no session, so they never reach the writing calls.
 */
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { contestProblems, contestRegistrations, contests, problemProgress } from '../db/schema';
import { AppError } from '../lib/app-error';
import { findProblemRow, type ProblemViewer } from '../problems/problem-queries';

export type DiscussionViewer = { id: string; role: 'user' | 'admin' } | null;

/** Whether the viewer is registered for a contest that holds the problem and is running now. */
async function inRunningContest(db: Queryable, problemId: string, userId: string, now: Date) {
  const [row] = await db
    .select({ id: contests.id })
    .from(contestProblems)
    .innerJoin(contests, eq(contests.id, contestProblems.contestId))
    .innerJoin(
      contestRegistrations,
      and(eq(contestRegistrations.contestId, contests.id), eq(contestRegistrations.userId, userId)),
    )
    .where(
      and(eq(contestProblems.problemId, problemId), lte(contests.startTime, now), gt(contests.endTime, now)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Checks the viewer may read the problem's discussion (PROBLEM_NOT_FOUND when they may not see the
 * problem, DISCUSSION_CLOSED_IN_CONTEST during their contest); answers why they may not write, if so.
 */
export async function discussionAccess(
  db: Database,
  problemId: string,
  viewer: DiscussionViewer,
  now: Date,
): Promise<{ closedReason: string | null }> {
  await findProblemRow(db, problemId, viewer as ProblemViewer);
  if (!viewer) return { closedReason: 'Sign in to join the discussion.' };
  if (viewer.role !== 'admin' && (await inRunningContest(db, problemId, viewer.id, now)))
    throw new AppError('DISCUSSION_CLOSED_IN_CONTEST');
  return { closedReason: null };
}

/** Refuses a write when the viewer may not write in the problem's discussion. */
export async function assertMayWrite(
  db: Database,
  problemId: string,
  viewer: NonNullable<DiscussionViewer>,
  now: Date,
): Promise<void> {
  await discussionAccess(db, problemId, viewer, now);
}

/** Whether the viewer has solved the problem (solutions are shown to them at once). */
export async function hasSolved(
  db: Queryable,
  problemId: string,
  viewer: DiscussionViewer,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  const [row] = await db
    .select({ solvedAt: problemProgress.solvedAt })
    .from(problemProgress)
    .where(
      and(
        eq(problemProgress.userId, viewer.id),
        eq(problemProgress.problemId, problemId),
        isNotNull(problemProgress.solvedAt),
      ),
    );
  return row !== undefined;
}
