/**
 * Stores a submission's verdict, once: the update only matches a pending submission, so a job judged
 * twice (after a worker died) changes nothing the second time. A first Accepted on a problem counts it
 * as solved (problem and user counters) and earns the difficulty's token reward (once per user and
 * problem, whatever rejudges do), in the same transaction (submissions/submission-counters.ts), unless a
 * contest's freeze hides the result from others: then publishing counts it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { JUDGE_ERROR_MESSAGE, JUDGE_ERROR_STATUS } from '@codeconquer/contracts';
import type { JudgeResult } from '@codeconquer/judge';
import type { Queryable } from '../db/client';
import { testOutcome } from '../lib/test-outcome';
import { problems, submissions } from '../db/schema';
import { contestantOf, recomputeCell } from '../contests/score-cache';
import { markRatingsStale } from '../ratings/stale-ratings';
import { countUserSubmission } from './user-submission-count';
import { countAccepted } from './submission-counters';
import { settleRejudge } from './problem-rejudge';
import { storableText } from '../judging/storable-text';

/**
 * A short reason for the first test that failed, for the submission list and the code modal. A wrong
 * answer's detail names the expected token, which on a hidden test would hand out the answer: left out.
 */
function firstFailureReason(result: JudgeResult): string | null {
  const failed = result.tests.find((test) => test.verdict !== 'Accepted');
  if (!failed) return null;
  const index = result.tests.indexOf(failed) + 1;
  const detail = failed.verdict === 'Wrong Answer' ? undefined : failed.detail;
  return `Test ${index}: ${failed.verdict}${detail ? ` (${detail})` : ''}`;
}

/**
 * The ordinals of the samples of a submission's problem, whose output may be kept: a sample is in the
 * statement anyway, so the program's output on it can be shown beside it. None for interactive problems
 * (the program talks to the interactor; there is no output to compare).
 */
async function sampleOrdinals(db: Queryable, submissionId: string): Promise<Set<string>> {
  const [problem] = await db
    .select({ examples: problems.examples, validator: problems.validator })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(eq(submissions.id, submissionId));
  if (!problem || problem.validator?.interactive) return new Set();
  return new Set(problem.examples.map((example) => String(example.ordinal)));
}

/** The stored per-test results: the first failing test keeps its output when it is a sample. */
function storedResults(
  result: JudgeResult,
  samples: Set<string>,
): (typeof submissions.$inferSelect)['results'] {
  const failed = result.tests.find((test) => test.verdict !== 'Accepted');
  return result.tests.map((test) => {
    const { verdict, executionTime, memoryUsage } = testOutcome(test);
    const stored = { testCaseId: test.testId, verdict, executionTime, memoryUsage };
    return test === failed && samples.has(test.testId)
      ? { ...stored, output: storableText(test.stdoutPreview) }
      : stored;
  });
}

const JUDGED_FIELDS = {
  userId: submissions.userId,
  teamId: submissions.teamId,
  problemId: submissions.problemId,
  contestId: submissions.contestId,
  contestMode: submissions.contestMode,
  resultHidden: submissions.resultHidden,
  judgedAt: submissions.judgedAt,
};

/** A contest's official submission: its scoreboard cell is recomputed in the verdict's transaction. */
async function scoreContestCell(
  db: Queryable,
  judged: {
    userId: string;
    teamId: string | null;
    problemId: string | null;
    contestId: string | null;
    contestMode: string | null;
  },
): Promise<void> {
  if (!judged.contestId || !judged.problemId || judged.contestMode !== 'official') return;
  await recomputeCell(db, {
    contestId: judged.contestId,
    contestantId: contestantOf(judged),
    problemId: judged.problemId,
  });
  // A verdict that changed after the contest was rated (a rejudge): its ratings are looked at again.
  await markRatingsStale(db, judged.contestId);
}

export async function finalizeSubmission(
  db: Queryable,
  submissionId: string,
  result: JudgeResult,
): Promise<string | null> {
  const [stored] = await db
    .update(submissions)
    .set({
      status: result.verdict,
      passedTests: result.passedTests,
      totalTests: result.totalTests,
      executionTimeMs: result.totalCpuMs,
      memoryMb: result.maxMemoryMb,
      compileMessage: result.compileMessage ?? null,
      error: firstFailureReason(result),
      results: storedResults(result, await sampleOrdinals(db, submissionId)),
      score: result.grade?.score ?? null,
      maxScore: result.grade?.maxScore ?? null,
      scoreGroups: result.grade?.groups ?? null,
      judgedAt: new Date(),
    })
    .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'Pending')))
    .returning(JUDGED_FIELDS);
  if (!stored) return null;
  // A result hidden by a contest's freeze is counted when the contest publishes it (contests/hidden-results.ts).
  if (stored.problemId && result.verdict === 'Accepted' && !stored.resultHidden)
    await countAccepted(db, stored.userId, stored.problemId, stored.judgedAt ?? new Date());
  if (stored.problemId) await settleRejudge(db, stored.problemId);
  await scoreContestCell(db, stored);
  return stored.userId;
}

/**
 * Ends a pending submission whose job failed every attempt, with a Judge Error: not a verdict on the
 * code, so it is taken back out of the problem's submission count (it does not count as a try). An admin
 * can rejudge it (rejudgeJudgeError).
 */
export async function endSubmissionWithJudgeError(
  db: Queryable,
  submissionId: string,
): Promise<string | null> {
  const [ended] = await db
    .update(submissions)
    .set({ status: JUDGE_ERROR_STATUS, error: JUDGE_ERROR_MESSAGE, judgedAt: new Date() })
    .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'Pending')))
    .returning(JUDGED_FIELDS);
  if (!ended) return null;
  await scoreContestCell(db, ended);
  // A hidden result was never counted as a try: nothing to take back.
  if (!ended.resultHidden) await countUserSubmission(db, ended.userId, -1);
  if (ended.problemId) {
    if (!ended.resultHidden)
      await db
        .update(problems)
        .set({ submissionCount: sql`greatest(${problems.submissionCount} - 1, 0)` })
        .where(eq(problems.id, ended.problemId));
    await settleRejudge(db, ended.problemId);
  }
  return ended.userId;
}
