/**
 * "Find a small failing test" (docs/counterexamples.md): who may ask, what it costs, and the search's
 * life. Asking charges the tokens, stores the search and its judge job in one transaction, queues the job
 * in its own lane (below submissions) and waits for it; the job's end stores the outcome and refunds a
 * search that found nothing (search-outcome.ts), so a crash or a restart mid-search loses nothing: the
 * job is queued again at start-up and the row is finished then.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  COUNTEREXAMPLE_UNSUPPORTED_REASONS,
  COUNTEREXAMPLE_VERDICTS,
  counterexampleOutcomeSchema,
  type CounterexampleResponse,
  type CounterexampleUnsupportedReason,
} from '@codeconquer/contracts';
import type { Database, Queryable } from '../db/client';
import { contestVirtualRuns, contests, counterexampleSearches, problems, submissions } from '../db/schema';
import { lockedBalance, spendTokens, tokenBalance } from '../accounts/token-spending';
import { userChanged } from '../accounts/user-changes';
import { inUnfinishedContest } from '../contests/unfinished-contests';
import { insertJudgeJob } from '../judging/judge-jobs';
import { asApiErrors } from '../judging/judge-errors';
import type { JudgeService } from '../judging/judge-service';
import { AppError } from '../lib/app-error';
import { violatedUniqueIndex } from '../lib/pg-errors';
import { loadSettings } from '../settings/site-settings';
import { searchReference } from '../judging/counterexample-request';

export type CounterexampleDeps = { db: Database; judge: JudgeService; now: () => Date };

/** How long asking waits for the search before answering `searching` (the page then asks again). */
const ANSWER_WITHIN_MS = 45_000;

type SearchRow = typeof counterexampleSearches.$inferSelect;

/** The submission as far as a search needs it; only its author may search it. */
async function searchedSubmission(db: Queryable, userId: string, submissionId: string) {
  const [row] = await db
    .select({
      id: submissions.id,
      status: submissions.status,
      problemId: submissions.problemId,
      contestId: submissions.contestId,
      contestMode: submissions.contestMode,
    })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
  return row;
}

/**
 * Whether a contest still hides what a search would show: the submission's own contest (or the user's
 * virtual run of it) has not ended, or any unfinished contest holds the problem (a practice submission
 * must not give away a running contest's problem).
 */
async function contestStillRuns(
  db: Queryable,
  userId: string,
  submission: { problemId: string; contestId: string | null; contestMode: string | null },
  now: Date,
): Promise<boolean> {
  if (await inUnfinishedContest(db, submission.problemId, now)) return true;
  if (!submission.contestId || submission.contestMode !== 'virtual') return false;
  const [running] = await db
    .select({ startedAt: contestVirtualRuns.startedAt })
    .from(contestVirtualRuns)
    .innerJoin(contests, eq(contests.id, contestVirtualRuns.contestId))
    .where(
      and(
        eq(contestVirtualRuns.contestId, submission.contestId),
        eq(contestVirtualRuns.userId, userId),
        gt(sql`${contestVirtualRuns.startedAt} + (${contests.endTime} - ${contests.startTime})`, now),
      ),
    );
  return running !== undefined;
}

/** Why the problem cannot be searched, or null when it can. */
async function unsupportedReason(
  db: Queryable,
  problemId: string,
): Promise<CounterexampleUnsupportedReason | null> {
  const [problem] = await db
    .select({ generator: problems.smallGenerator, validator: problems.validator })
    .from(problems)
    .where(eq(problems.id, problemId));
  if (!problem?.generator) return 'no-generator';
  if (problem.validator?.interactive) return null;
  return (await searchReference(db, problemId)) ? null : 'no-reference';
}

function unsupported(reason: CounterexampleUnsupportedReason): CounterexampleResponse {
  return {
    status: 'unsupported',
    reason: COUNTEREXAMPLE_UNSUPPORTED_REASONS[reason],
    tries: 0,
    ms: 0,
    tokensSpent: 0,
  };
}

/** A stored search as the API answers it. */
function responseOf(row: SearchRow, tokens?: number): CounterexampleResponse {
  const base = { tokensSpent: row.tokensSpent, ...(tokens !== undefined && { tokens }) };
  if (row.status === 'searching') return { status: 'searching', tries: 0, ms: 0, ...base };
  if (row.status === 'failed') throw new AppError('COUNTEREXAMPLE_FAILED');
  const outcome = counterexampleOutcomeSchema.parse(row.result);
  if (outcome.status === 'none') return { status: 'none', tries: outcome.tries, ms: outcome.ms, ...base };
  const { runs: _runs, ...found } = outcome;
  return { ...found, ...base };
}

async function latestSearch(db: Queryable, submissionId: string): Promise<SearchRow | undefined> {
  const [row] = await db
    .select()
    .from(counterexampleSearches)
    .where(eq(counterexampleSearches.submissionId, submissionId))
    .orderBy(desc(counterexampleSearches.createdAt))
    .limit(1);
  return row;
}

/** GET: the submission's latest search as it stands (404 when none was asked for). */
export async function getCounterexample(
  db: Database,
  userId: string,
  submissionId: string,
): Promise<CounterexampleResponse> {
  await searchedSubmission(db, userId, submissionId);
  const row = await latestSearch(db, submissionId);
  if (!row) throw new AppError('NOT_FOUND', 'No failing test was looked for for this submission yet.');
  return responseOf(row, await tokenBalance(db, userId));
}

/**
 * Charges for a search and stores it with its job, in one transaction; answers the new search's id, or
 * the id of a search already made for this submission (asked again, it costs nothing more).
 */
async function startSearch(
  db: Database,
  userId: string,
  submissionId: string,
): Promise<{ id: string; isNew: boolean }> {
  const cost = (await loadSettings(db)).counterexampleCost;
  try {
    return await db.transaction(async (tx) => {
      const balance = await lockedBalance(tx, userId);
      const earlier = await latestSearch(tx, submissionId);
      if (earlier && earlier.status !== 'failed') return { id: earlier.id, isNew: false };
      await spendTokens(tx, userId, balance, cost, 'to look for a failing test');
      const id = crypto.randomUUID();
      await tx
        .insert(counterexampleSearches)
        .values({ id, submissionId, userId, status: 'searching', tokensSpent: cost });
      await insertJudgeJob(tx, 'counterexample', { counterexampleSearch: id }, id);
      return { id, isNew: true };
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'counterexample_searches_one_per_user_idx')
      throw new AppError('COUNTEREXAMPLE_BUSY');
    throw error;
  }
}

/** POST: looks for a small failing test of the user's own submission (or answers the one found before). */
export async function requestCounterexample(
  { db, judge, now }: CounterexampleDeps,
  userId: string,
  submissionId: string,
  waitMs = ANSWER_WITHIN_MS,
): Promise<CounterexampleResponse> {
  const submission = await searchedSubmission(db, userId, submissionId);
  const earlier = await latestSearch(db, submissionId);
  if (earlier?.status === 'found' || earlier?.status === 'none')
    return responseOf(earlier, await tokenBalance(db, userId));
  if (!submission.problemId) throw new AppError('PROBLEM_NOT_FOUND');
  if (!(COUNTEREXAMPLE_VERDICTS as readonly string[]).includes(submission.status))
    throw new AppError('COUNTEREXAMPLE_NOT_OFFERED');
  const problemId = submission.problemId;
  if (await contestStillRuns(db, userId, { ...submission, problemId }, now()))
    throw new AppError('COUNTEREXAMPLE_CONTEST');
  const reason = await unsupportedReason(db, problemId);
  if (reason) return unsupported(reason);
  // Nothing is judged on this host: charging would only hold the tokens of a search that cannot run.
  if (judge.unavailableReason) throw new AppError('JUDGE_UNAVAILABLE');

  const search = await startSearch(db, userId, submissionId);
  if (search.isNew) userChanged(userId); // the balance
  // Queued whether new or not: a search left by a restart is queued again (queuing a live job does nothing).
  // A judge restarting meanwhile is an API error, not a 500; the stored job is queued again at its start.
  await asApiErrors(() => judge.enqueueAndWait(search.id, 'counterexample', waitMs));
  const [row] = await db
    .select()
    .from(counterexampleSearches)
    .where(eq(counterexampleSearches.id, search.id));
  if (!row) throw new AppError('NOT_FOUND');
  return responseOf(row, await tokenBalance(db, userId));
}
