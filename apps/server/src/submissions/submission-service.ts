/**
 * Submissions: created pending and judged on the server (whatever verdict a client claims is ignored),
 * listed per user, counted for the dashboard. Creating one counts it on its problem and, the first time,
 * counts the user as having attempted the problem, in the same transaction as the judge job.
 */
import { and, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  JUDGE_ERROR_STATUS,
  type ContestMode,
  type LanguageId,
  type ListSubmissionsResponse,
  type Role,
  type Submission,
  type SolvedProblemsResponse,
  type SubmissionStatsResponse,
  type Verdict,
} from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { problemProgress, problems, submissions, teamMembers, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { testOutcome } from '../lib/test-outcome';
import { revealedHints } from '../ai/hints';
import { insertJudgeJob } from '../judging/judge-jobs';
import type { JudgeService } from '../judging/judge-service';
import { PENDING_AGAIN, replaceSubmissionJob } from './replace-job';
import { contestModeFor } from '../contests/contest-service';
import type { LiveBoards } from '../contests/live-boards';
import { contestantOf, recomputeCell } from '../contests/score-cache';
import { countUserSubmission } from './user-submission-count';
import { countMade } from './submission-counters';
import { findProblemRow } from '../problems/problem-queries';
import { problemViewsChanged } from '../problems/problem-views';
import { userChanged } from '../accounts/user-changes';
import { offsetOf, paginationOf } from '../lib/pagination';

type SubmissionRow = typeof submissions.$inferSelect;

/** Selected beside a submission: its problem has a small-test generator (null when the problem is gone). */
const hasSmallTests = sql<boolean | null>`(${problems.smallGenerator} is not null)`;

/**
 * A crash's exit code is the one number a program can choose freely, so on a hidden test it would hand
 * out a byte of the hidden input per submission. Users read "a non-zero exit code"; the stored reason
 * keeps the number for admins. (Signals are not chosen as freely, and their names help: kept.)
 */
export function userFacingReason(reason: string | null): string | null {
  return reason?.replace(/Exited with code -?\d+\./, 'Exited with a non-zero exit code.') ?? null;
}

type Examples = (typeof problems.$inferSelect)['examples'];

/**
 * The first failing test: its number, and when it is one of the problem's samples (as the statement
 * shows them now) with its stored output, the sample's texts beside that output. A hidden test's texts
 * are never stored with a submission, and nothing but its number is told.
 */
export function failedTestView(row: SubmissionRow, examples: Examples | null): Submission['failedTest'] {
  const index = row.results.findIndex((result) => result.verdict !== 'Accepted');
  const failed = row.results[index];
  if (!failed) return null;
  const example = examples?.find((sample) => String(sample.ordinal) === failed.testCaseId);
  return {
    number: index + 1,
    verdict: failed.verdict as Verdict,
    sample:
      example && failed.output !== undefined
        ? { input: example.input, expectedOutput: example.output, output: failed.output }
        : null,
  };
}

export function toSubmissionView(
  row: SubmissionRow,
  problemTitle: string | null,
  /** The problem's samples (its examples), to show a failed sample's texts; null when it is gone. */
  examples: Examples | null = null,
  /** The problem has a small-test generator (docs/counterexamples.md). */
  hasSmallTests = false,
): Submission {
  const hasVerdict = row.status !== 'Pending' && row.status !== JUDGE_ERROR_STATUS;
  return {
    id: row.id,
    problem:
      row.problemId && problemTitle !== null
        ? { id: row.problemId, title: problemTitle, hasSmallTests }
        : null,
    code: row.code,
    language: row.language,
    status: row.status as Submission['status'],
    verdict: hasVerdict ? (row.status as NonNullable<Submission['verdict']>) : null,
    passedTests: row.passedTests,
    totalTests: row.totalTests,
    executionTime: row.executionTimeMs,
    memoryUsage: Math.round(row.memoryMb * 10) / 10,
    compileError: row.compileMessage,
    error: userFacingReason(row.error),
    results: row.results.map((result) => ({
      testCaseId: result.testCaseId,
      ...testOutcome({
        verdict: result.verdict as Verdict,
        cpuMs: result.executionTime,
        memoryMb: result.memoryUsage,
      }),
    })),
    failedTest: hasVerdict ? failedTestView(row, examples) : null,
    hintsUsed: row.hintsUsed,
    submittedAt: row.createdAt.toISOString(),
    contestId: row.contestId,
    score:
      row.score !== null && row.maxScore !== null
        ? { value: row.score, max: row.maxScore, groups: row.scoreGroups ?? [] }
        : null,
  };
}

/** Stores a pending submission and its judge job; the caller queues the job once this has committed. */
export async function createSubmission(
  db: Database,
  user: { id: string; role: Role },
  input: { problemId: string; code: string; language: LanguageId },
  /**
   * The contest it counts in, and how (contests/contest-service.ts contestModeFor); none: practice.
   * `resultHidden`: counted for others only when the contest publishes it (contests/hidden-results.ts).
   */
  contest: { id: string; mode: ContestMode; resultHidden?: boolean; teamId?: string | null } | null = null,
): Promise<SubmissionRow> {
  const userId = user.id;
  const problem = await findProblemRow(db, input.problemId, user);
  // The hints revealed so far travel with the submission (its hintsUsed, docs/product.md#data-shapes).
  const hintsUsed = await revealedHints(db, userId, problem.id);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        userId,
        problemId: problem.id,
        language: input.language,
        code: input.code,
        totalTests: problem.testCount,
        hintsUsed,
        contestId: contest?.id ?? null,
        contestMode: contest?.mode ?? null,
        teamId: contest?.teamId ?? null,
        resultHidden: contest?.resultHidden ?? false,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (contest?.mode === 'official')
      await recomputeCell(tx, {
        contestId: contest.id,
        contestantId: contestantOf(row),
        problemId: problem.id,
      });
    if (!row.resultHidden) await countMade(tx, userId, problem.id);
    await insertJudgeJob(
      tx,
      'submission',
      { problemId: problem.id, language: input.language, source: input.code, stopOnFirstFailure: true },
      row.id,
    );
    return row;
  });
  problemViewsChanged();
  userChanged(userId);
  return created;
}

/**
 * A user's Submit: stored first (with its job, in one transaction), queued second, so that a failed
 * enqueue loses nothing (the sweep queues it again; `onEnqueueError` reports it); answers the pending
 * submission.
 */
export async function submitSolution(
  deps: { db: Database; judge: JudgeService; boards: LiveBoards; now: () => Date },
  user: { id: string; role: Role },
  input: { problemId: string; code: string; language: LanguageId; contestId?: string | undefined },
  onEnqueueError: (error: unknown) => void,
): Promise<Submission> {
  if (deps.judge.unavailableReason) throw new AppError('JUDGE_UNAVAILABLE');
  const entry = input.contestId
    ? await contestModeFor(deps.db, input.contestId, user, input.problemId, deps.now())
    : null;
  const contest =
    input.contestId && entry?.mode
      ? { id: input.contestId, mode: entry.mode, resultHidden: entry.resultHidden, teamId: entry.teamId }
      : null;
  const row = await createSubmission(deps.db, user, input, contest);
  // Its cell now shows a pending try (the board of a virtual run is built when read).
  if (contest?.mode === 'official')
    await deps.boards.cellChanged({
      contestId: contest.id,
      contestantId: contestantOf(row),
      problemId: input.problemId,
    });
  await deps.judge.enqueue(row.id).catch(onEnqueueError);
  return getOwnSubmission(deps.db, user.id, row.id);
}

/**
 * Submissions a user may read as their own: theirs, and their teams' (made for a team they are in, in a
 * team contest: docs/contests.md#teams).
 */
function ownOrTeams(userId: string): SQL {
  return or(
    eq(submissions.userId, userId),
    inArray(
      submissions.teamId,
      sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`,
    ),
  ) as SQL;
}

/** One of the user's own (or their team's) submissions; someone else's is "not found", not "forbidden". */
export async function getOwnSubmission(db: Database, userId: string, id: string): Promise<Submission> {
  const [found] = await db
    .select({ row: submissions, title: problems.title, examples: problems.examples, hasSmallTests })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(and(eq(submissions.id, id), ownOrTeams(userId)));
  if (!found) throw new AppError('SUBMISSION_NOT_FOUND');
  return toSubmissionView(found.row, found.title, found.examples, found.hasSmallTests ?? false);
}

export async function listOwnSubmissions(
  db: Database,
  userId: string,
  query: { problemId?: string | undefined; contestId?: string | undefined; page: number; limit: number },
): Promise<ListSubmissionsResponse> {
  // In a contest the list is the user's and their team's; elsewhere the user's own.
  const where = and(
    query.contestId ? ownOrTeams(userId) : eq(submissions.userId, userId),
    query.problemId ? eq(submissions.problemId, query.problemId) : undefined,
    query.contestId ? eq(submissions.contestId, query.contestId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(submissions).where(where);
  const rows = await db
    .select({ row: submissions, title: problems.title, examples: problems.examples, hasSmallTests })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  return {
    submissions: rows.map(({ row, title, examples, hasSmallTests }) =>
      toSubmissionView(row, title, examples, hasSmallTests ?? false),
    ),
    pagination: paginationOf(query, total?.n ?? 0),
  };
}

/**
 * Puts a submission that ended with a Judge Error back to Pending with a fresh judge job (the old one
 * may be pruned), counted again on its problem. Returns false when it is not a Judge Error. The caller
 * queues the job after this commits.
 */
export async function rejudgeJudgeError(db: Database, id: string): Promise<boolean> {
  const rejudged = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set(PENDING_AGAIN)
      .where(and(eq(submissions.id, id), eq(submissions.status, JUDGE_ERROR_STATUS)))
      .returning();
    if (!row) return false;
    // A hidden result is counted when its contest publishes it: not yet a try for others.
    if (row.problemId && !row.resultHidden)
      await tx
        .update(problems)
        .set({ submissionCount: sql`${problems.submissionCount} + 1` })
        .where(eq(problems.id, row.problemId));
    if (!row.resultHidden) await countUserSubmission(tx, row.userId, +1);
    await replaceSubmissionJob(tx, row);
    // A Judge Error was no try; pending again, it is one on its contest's board.
    if (row.contestId && row.problemId && row.contestMode === 'official')
      await recomputeCell(tx, {
        contestId: row.contestId,
        contestantId: contestantOf(row),
        problemId: row.problemId,
      });
    return row.userId;
  });
  if (rejudged === false) return false;
  problemViewsChanged();
  if (rejudged) userChanged(rejudged);
  return true;
}

/**
 * The problems the user solved, as they see it: with their own Accepted results that a contest's freeze
 * still hides from others (problem_progress counts them once published).
 */
export async function solvedProblemIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ problemId: problemProgress.problemId })
    .from(problemProgress)
    .where(and(eq(problemProgress.userId, userId), isNotNull(problemProgress.solvedAt)));
  const hidden = await db
    .selectDistinct({ problemId: submissions.problemId })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.resultHidden, true),
        eq(submissions.status, 'Accepted'),
      ),
    );
  const ids = new Set(rows.map((row) => row.problemId));
  for (const row of hidden) if (row.problemId) ids.add(row.problemId);
  return [...ids];
}

/** The user's best score per scoring problem (their judged submissions that carry one). */
export async function bestScores(
  db: Database,
  userId: string,
): Promise<SolvedProblemsResponse['bestScores']> {
  const rows = await db
    .select({
      problemId: submissions.problemId,
      score: sql<number>`max(${submissions.score})`.mapWith(Number),
      max: sql<number>`max(${submissions.maxScore})`.mapWith(Number),
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), isNotNull(submissions.score)))
    .groupBy(submissions.problemId);
  return rows.flatMap((row) => (row.problemId ? [{ ...row, problemId: row.problemId }] : []));
}

export async function submissionStats(db: Database, userId: string): Promise<SubmissionStatsResponse> {
  const [totals] = await db
    .select({
      // A Judge Error is our failure, not a try of the user's: not counted.
      total: sql<number>`count(*) filter (where ${submissions.status} <> ${JUDGE_ERROR_STATUS})`.mapWith(
        Number,
      ),
      accepted: sql<number>`count(*) filter (where ${submissions.status} = 'Accepted')`.mapWith(Number),
    })
    .from(submissions)
    .where(eq(submissions.userId, userId));
  const [user] = await db
    .select({ easy: users.solvedEasy, medium: users.solvedMedium, hard: users.solvedHard })
    .from(users)
    .where(eq(users.id, userId));
  const solved = user ?? { easy: 0, medium: 0, hard: 0 };
  return {
    success: true as const,
    solvedProblems: solved.easy + solved.medium + solved.hard,
    totalSubmissions: totals?.total ?? 0,
    acceptedSubmissions: totals?.accepted ?? 0,
    solvedByDifficulty: solved,
  };
}
