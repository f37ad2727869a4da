/**
 * Each user's count of submissions (the leaderboard's column): kept like a problem's, in the transaction
 * that changes it. A Judge Error is our failure, not a try of the user's: it leaves the count, and comes
 * back when the submission is judged again.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { JUDGE_ERROR_STATUS } from '@codeconquer/contracts';
import type { Queryable } from '../db/client';
import { submissions, users } from '../db/schema';
import { resultShown } from '../contests/hidden-results';

export async function countUserSubmission(db: Queryable, userId: string, change: 1 | -1): Promise<void> {
  await db
    .update(users)
    .set({ submissionCount: sql`greatest(${users.submissionCount} + ${change}, 0)` })
    .where(eq(users.id, userId));
}

/** Recounts users' submissions from the table (after a rejudge put Judge Errors back to Pending). */
export async function recountUserSubmissions(db: Queryable, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const counted = db
    .select({ n: sql`count(*)` })
    .from(submissions)
    .where(and(eq(submissions.userId, users.id), ne(submissions.status, JUDGE_ERROR_STATUS), resultShown()));
  await db
    .update(users)
    .set({ submissionCount: sql`(${counted})` })
    .where(inArray(users.id, [...userIds]));
}
