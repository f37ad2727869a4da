/**
 * Rejudging a problem's submissions (after its tests or checker changed). Starting puts every judged
 * submission back to Pending with a fresh job and takes its verdict out of the problem's counters, so
 * the counters stay right while the new verdicts come in (finalizeSubmission counts each again). When the
 * last one is judged, settleRejudge recounts the problem from its submissions: who has solved it, the
 * solved and accepted counts, and each affected user's solved counters. Tokens once earned stay earned.
 */
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { JUDGE_ERROR_STATUS } from '@codeconquer/contracts';
import type { Database, Queryable } from '../db/client';
import { problemProgress, problemRejudges, problems, submissions, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { userChanged } from '../accounts/user-changes';
import { recomputeContestScores } from '../contests/score-cache';
import { resultShown } from '../contests/hidden-results';
import { PENDING_AGAIN, replaceSubmissionJob } from './replace-job';
import { recountUserSubmissions } from './user-submission-count';

export type RejudgeRow = typeof problemRejudges.$inferSelect;

/**
 * Puts the problem's judged submissions back to Pending with new jobs (inside the caller's transaction,
 * which has locked the problem row); the caller queues the returned job ids after it commits.
 */
export async function resetSubmissionsForRejudge(
  tx: Queryable,
  problemId: string,
  adminId: string,
  /** Only the submissions made in this contest (a contest's rejudge); all of the problem's when absent. */
  onlyContestId?: string,
): Promise<{ rejudge: RejudgeRow; jobIds: string[]; contestIds: string[] }> {
  const [running] = await tx
    .select({ id: problemRejudges.id })
    .from(problemRejudges)
    .where(and(eq(problemRejudges.problemId, problemId), isNull(problemRejudges.finishedAt)));
  if (running) throw new AppError('REJUDGE_RUNNING');
  const reset = await tx
    .update(submissions)
    .set(PENDING_AGAIN)
    .where(
      and(
        eq(submissions.problemId, problemId),
        ne(submissions.status, 'Pending'),
        onlyContestId ? eq(submissions.contestId, onlyContestId) : undefined,
      ),
    )
    .returning({
      id: submissions.id,
      userId: submissions.userId,
      problemId: submissions.problemId,
      language: submissions.language,
      code: submissions.code,
      contestId: submissions.contestId,
    });
  const [rejudge] = await tx
    .insert(problemRejudges)
    .values({ problemId, adminId, total: reset.length })
    .returning();
  if (!rejudge) throw new Error('insert returned no row');
  // Their old verdicts leave the counters: Accepted ones are counted again as they are judged again, and
  // Judge Errors (which were taken out of the submission count) are tries again.
  await recountSubmissions(tx, problemId);
  await recountUserSubmissions(tx, [...new Set(reset.map((submission) => submission.userId))]);
  for (const submission of reset) await replaceSubmissionJob(tx, submission);
  // Nothing to wait for (no submissions, none pending): finished at once.
  await settleRejudge(tx, problemId);
  // Contest cells of these submissions are pending again until their new verdicts come in.
  const contestIds = [...new Set(reset.flatMap((submission) => submission.contestId ?? []))];
  for (const contestId of contestIds) await recomputeContestScores(tx, contestId);
  return { rejudge, jobIds: reset.map((submission) => submission.id), contestIds };
}

/** The problem's submission and accepted counts from its submissions (pending ones are tries, not yet accepted). */
async function recountSubmissions(tx: Queryable, problemId: string): Promise<void> {
  const [counts] = await tx
    .select({
      submissions:
        sql<number>`count(*) filter (where ${submissions.status} <> ${JUDGE_ERROR_STATUS})`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${submissions.status} = 'Accepted')`.mapWith(Number),
    })
    .from(submissions)
    .where(and(eq(submissions.problemId, problemId), resultShown()));
  await tx
    .update(problems)
    .set({ submissionCount: counts?.submissions ?? 0, acceptedCount: counts?.accepted ?? 0 })
    .where(eq(problems.id, problemId));
}

const SOLVED_COUNTER = { Easy: 'solvedEasy', Medium: 'solvedMedium', Hard: 'solvedHard' } as const;

/**
 * Called in the transaction that stores a verdict of this problem: when a rejudge of it is running and
 * nothing of the problem is pending any more, the rejudge is finished and the problem recounted.
 * The running rejudge's row is locked first: two last verdicts stored at once would otherwise each count
 * the other's submission as pending (READ COMMITTED) and neither finish it, leaving the problem's rejudge
 * "running" for good; the second now waits for the first to commit and then counts afresh.
 */
export async function settleRejudge(tx: Queryable, problemId: string): Promise<void> {
  const [running] = await tx
    .select({ id: problemRejudges.id })
    .from(problemRejudges)
    .where(and(eq(problemRejudges.problemId, problemId), isNull(problemRejudges.finishedAt)))
    .for('update');
  if (!running) return;
  const [pending] = await tx
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.problemId, problemId), eq(submissions.status, 'Pending')));
  if ((pending?.n ?? 0) > 0) return;
  await tx.update(problemRejudges).set({ finishedAt: new Date() }).where(eq(problemRejudges.id, running.id));
  await recountProblem(tx, problemId);
}

/** Who has solved the problem, and every counter that follows from it, recomputed from the submissions. */
async function recountProblem(tx: Queryable, problemId: string): Promise<void> {
  const accepted = sql`exists (select 1 from ${submissions} s where s.user_id = ${problemProgress.userId}
    and s.problem_id = ${problemId} and s.status = 'Accepted' and ${resultShown('s')})`;
  const firstAccepted = sql`(select min(s.judged_at) from ${submissions} s where s.user_id = ${problemProgress.userId}
    and s.problem_id = ${problemId} and s.status = 'Accepted' and ${resultShown('s')})`;
  const changed = await tx
    .update(problemProgress)
    .set({
      solvedAt: sql`case when ${accepted} then coalesce(${problemProgress.solvedAt}, ${firstAccepted}) else null end`,
    })
    .where(eq(problemProgress.problemId, problemId))
    .returning({ userId: problemProgress.userId });
  await recountSubmissions(tx, problemId);
  const [progress] = await tx
    .select({
      attempted: count(),
      solved: sql<number>`count(${problemProgress.solvedAt})`.mapWith(Number),
    })
    .from(problemProgress)
    .where(eq(problemProgress.problemId, problemId));
  const [problem] = await tx
    .update(problems)
    .set({ attemptedCount: progress?.attempted ?? 0, solvedCount: progress?.solved ?? 0 })
    .where(eq(problems.id, problemId))
    .returning({ difficulty: problems.difficulty });
  const userIds = changed.map((row) => row.userId);
  if (!problem || userIds.length === 0) return;
  const counter = SOLVED_COUNTER[problem.difficulty];
  const solvedOfDifficulty = sql`(select count(*) from ${problemProgress} pp join ${problems} p on p.id = pp.problem_id
    where pp.user_id = ${users.id} and pp.solved_at is not null and p.difficulty = ${problem.difficulty})`;
  await tx
    .update(users)
    .set({ [counter]: solvedOfDifficulty })
    .where(inArray(users.id, userIds));
  for (const userId of userIds) userChanged(userId);
}

/** The problem's latest rejudge and how many of its submissions still wait for their verdict. */
export async function latestRejudge(db: Database, problemId: string) {
  const [rejudge] = await db
    .select()
    .from(problemRejudges)
    .where(eq(problemRejudges.problemId, problemId))
    .orderBy(desc(problemRejudges.startedAt))
    .limit(1);
  if (!rejudge) return null;
  const [pending] = rejudge.finishedAt
    ? [{ n: 0 }]
    : await db
        .select({ n: count() })
        .from(submissions)
        .where(and(eq(submissions.problemId, problemId), eq(submissions.status, 'Pending')));
  return {
    id: rejudge.id,
    problemId,
    total: rejudge.total,
    pending: Math.min(pending?.n ?? 0, rejudge.total),
    startedAt: rejudge.startedAt.toISOString(),
    finishedAt: rejudge.finishedAt?.toISOString() ?? null,
  };
}
