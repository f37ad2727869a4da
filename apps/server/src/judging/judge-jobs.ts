/**
 * The judge_jobs table: create a job, load it for judging, record its outcome, find unfinished ones.
 * A job asks either for a whole judge request (the compiler, custom input, a Run on the visible tests) or
 * for all of a problem's tests with the user's code (a submission): those are read when the job is
 * judged, so hidden tests are never copied into jobs.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { LanguageId } from '@codeconquer/contracts';
import {
  InfrastructureError,
  MAX_JOB_STARTS,
  tooManyStartsReason,
  type JudgeJobHandler,
  type JudgeRequest,
  type JudgeResult,
} from '@codeconquer/judge';
import { judgeJobs } from '../db/schema';
import type { Database, Queryable, Transaction } from '../db/client';
import { isTransientDatabaseError } from '../lib/pg-errors';
import { searchRequestFor } from './counterexample-request';
import { judgeRequestFor } from '../problems/judge-request';
import { loadJudgedProblem } from '../problems/problem-queries';
import { reportJobTiming } from './job-timings';
import { storableText, storableValue } from './storable-text';

export type JudgeJobKind = (typeof judgeJobs.$inferSelect)['kind'];

export type ProblemJobSpec = {
  problemId: string;
  language: LanguageId;
  source: string;
  stopOnFirstFailure: boolean;
};

/** A counterexample search's job: what to search is read from the search's row when it is judged. */
export type CounterexampleJobSpec = { counterexampleSearch: string };

export type JobSpec = JudgeRequest | ProblemJobSpec | CounterexampleJobSpec;

function isProblemSpec(spec: JobSpec): spec is ProblemJobSpec {
  return 'problemId' in spec;
}

export async function insertJudgeJob(
  db: Queryable,
  kind: JudgeJobKind,
  spec: JobSpec,
  id?: string,
): Promise<string> {
  const [row] = await db
    .insert(judgeJobs)
    // Code and input were checked for NUL; lone surrogates (which jsonb refuses) become U+FFFD, as they
    // would when the source file is written as UTF-8 anyway.
    .values({ id, kind, request: storableValue(spec) })
    .returning({ id: judgeJobs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findJudgeJob(db: Database, id: string) {
  const [row] = await db.select().from(judgeJobs).where(eq(judgeJobs.id, id));
  return row;
}

/**
 * What becomes of a submission when its job ends: the submissions module supplies these, so that a
 * verdict and a submission's counters change in the job's own transaction while judging knows nothing
 * of submissions.
 */
export type SubmissionJobHooks = {
  /** Stores the verdict; answers whose submission it was (null when nothing changed). */
  judged(tx: Transaction, submissionId: string, result: JudgeResult): Promise<string | null>;
  /** Ends the submission with a Judge Error; answers as `judged` does. */
  failed(tx: Transaction, submissionId: string): Promise<string | null>;
  /** Stores a counterexample search's outcome (refunding when it found nothing); answers whose search it was. */
  searched(tx: Transaction, searchId: string, result: JudgeResult): Promise<string | null>;
  /** Ends a counterexample search that could not run, refunding it; answers as `searched` does. */
  searchFailed(tx: Transaction, searchId: string): Promise<string | null>;
  /** After the transaction that ran `judged`, `failed` or their search twins has committed (to refresh cached views). */
  committed(userId: string | null): void;
};

/**
 * Ends a job that can never be judged: the job is marked failed and, for a submission, the submission
 * gets its Judge Error, in one transaction. Idempotent: a finished job is left as it is.
 */
export async function failJudgeJob(
  db: Database,
  hooks: SubmissionJobHooks,
  id: string,
  reason: string,
): Promise<void> {
  const ended = await db.transaction(async (tx) => {
    const [job] = await tx
      .update(judgeJobs)
      .set({ status: 'failed', error: storableText(reason), updatedAt: new Date() })
      .where(and(eq(judgeJobs.id, id), inArray(judgeJobs.status, ['queued', 'running'])))
      .returning({ kind: judgeJobs.kind });
    if (job?.kind === 'submission') return { userId: await hooks.failed(tx, id) };
    if (job?.kind === 'counterexample') return { userId: await hooks.searchFailed(tx, id) };
    return null;
  });
  if (ended) hooks.committed(ended.userId);
}

/**
 * Jobs left unfinished (by a crash, a restart, an enqueue that failed): queued again at start-up and by
 * the periodic sweep, which passes `untouchedSince` so that it skips jobs that are moving.
 */
export async function unfinishedJudgeJobs(
  db: Database,
  untouchedSince?: Date,
): Promise<{ id: string; kind: JudgeJobKind }[]> {
  const unfinished = inArray(judgeJobs.status, ['queued', 'running']);
  return db
    .select({ id: judgeJobs.id, kind: judgeJobs.kind })
    .from(judgeJobs)
    .where(untouchedSince ? and(unfinished, lt(judgeJobs.updatedAt, untouchedSince)) : unfinished)
    .orderBy(judgeJobs.createdAt);
}

/**
 * Finished jobs are only a record of work done (a submission keeps its own verdict, a Run's caller has
 * read its result): they are deleted after a day so the table does not grow without bound.
 */
export async function pruneFinishedJudgeJobs(db: Database, olderThan: Date): Promise<void> {
  await db
    .delete(judgeJobs)
    .where(and(inArray(judgeJobs.status, ['done', 'failed']), lt(judgeJobs.updatedAt, olderThan)));
}

async function expand(db: Database, spec: JobSpec): Promise<JudgeRequest> {
  if ('counterexampleSearch' in spec) return searchRequestFor(db, spec.counterexampleSearch);
  if (!isProblemSpec(spec)) return spec;
  const problem = await loadJudgedProblem(db, spec.problemId, 'all');
  return {
    ...judgeRequestFor(problem, spec.language, spec.source),
    stopOnFirstFailure: spec.stopOnFirstFailure,
  };
}

/** A database that is away for now is the infrastructure's failure: the job is retried later, for free. */
async function classified<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isTransientDatabaseError(error))
      throw new InfrastructureError(`The database is unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    throw error;
  }
}

/**
 * Loads and stores jobs for the queue. Saving is idempotent: only the first result of a job is stored,
 * and a submission's verdict and counters change in the same transaction. Every text of the result is
 * made storable first (a program may print NUL bytes).
 */
export function databaseJobHandler(db: Database, hooks: SubmissionJobHooks): JudgeJobHandler {
  return {
    load: (jobId) =>
      classified(async () => {
        const row = await findJudgeJob(db, jobId);
        if (!row || row.status === 'done' || row.status === 'failed') return null;
        let request: JudgeRequest;
        try {
          request = await expand(db, row.request as JobSpec);
        } catch (error) {
          if (isTransientDatabaseError(error)) throw error;
          // The problem was deleted while the job waited: nothing to judge, and nothing to retry.
          await failJudgeJob(db, hooks, jobId, (error as Error).message);
          return null;
        }
        const now = new Date();
        // Counted before judging, so a job that takes its judge down is counted too.
        const [started] = await db
          .update(judgeJobs)
          .set({
            status: 'running',
            startedAt: sql`case when ${judgeJobs.status} = 'queued' then ${now.toISOString()}::timestamptz else ${judgeJobs.startedAt} end`,
            starts: sql`${judgeJobs.starts} + 1`,
            updatedAt: now,
          })
          .where(and(eq(judgeJobs.id, jobId), inArray(judgeJobs.status, ['queued', 'running'])))
          .returning({ starts: judgeJobs.starts, error: judgeJobs.error });
        if (!started) return null;
        if (started.starts > MAX_JOB_STARTS) {
          await failJudgeJob(db, hooks, jobId, tooManyStartsReason(started.starts - 1, started.error));
          return null;
        }
        return request;
      }),
    save: (jobId, result: JudgeResult) =>
      classified(async () => {
        const stored = storableValue(result);
        const now = new Date();
        const job = await db.transaction(async (tx) => {
          const [done] = await tx
            .update(judgeJobs)
            .set({ status: 'done', result: stored, error: null, updatedAt: now })
            // Only a running job takes a result: a queued one was made anew (a rejudge) after this run
            // loaded it, and is judged again from what is stored now.
            .where(and(eq(judgeJobs.id, jobId), eq(judgeJobs.status, 'running')))
            .returning({
              kind: judgeJobs.kind,
              createdAt: judgeJobs.createdAt,
              startedAt: judgeJobs.startedAt,
              language: sql<string | null>`${judgeJobs.request}->>'language'`,
            });
          if (!done) return null;
          const userId =
            done.kind === 'submission'
              ? await hooks.judged(tx, jobId, stored)
              : done.kind === 'counterexample'
                ? await hooks.searched(tx, jobId, stored)
                : null;
          return { ...done, userId };
        });
        if (!job) return;
        if (job.kind === 'submission' || job.kind === 'counterexample') hooks.committed(job.userId);
        const started = job.startedAt ?? job.createdAt;
        reportJobTiming({
          kind: job.kind,
          language: job.language,
          waitSeconds: Math.max(0, started.getTime() - job.createdAt.getTime()) / 1000,
          judgingSeconds: Math.max(0, now.getTime() - started.getTime()) / 1000,
        });
      }),
    fail: (jobId, reason) => classified(() => failJudgeJob(db, hooks, jobId, reason)),
    note: (jobId, reason) =>
      classified(async () => {
        await db
          .update(judgeJobs)
          .set({ error: storableText(reason) })
          .where(and(eq(judgeJobs.id, jobId), inArray(judgeJobs.status, ['queued', 'running'])));
      }),
  };
}
