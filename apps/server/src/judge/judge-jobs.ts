/**
 * The judge_jobs table: create a job, load it for judging, record its outcome, find unfinished ones.
 * A job asks either for a whole judge request (the compiler, custom input, a Run on the visible tests) or
 * for all of a problem's tests with the user's code (a submission): those are read when the job is
 * judged, so hidden tests are never copied into jobs.
 */
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { LanguageId } from '@codeconquer/contracts';
import type { JudgeJobHandler, JudgeRequest, JudgeResult } from '@codeconquer/judge';
import { judgeJobs } from '../db/schema';
import type { Database } from '../db/client';
import { judgeRequestFor } from '../problems/judge-request';
import { loadJudgedProblem } from '../problems/problem-queries';
import { finalizeSubmission } from '../submissions/finalize-submission';

export type JudgeJobKind = (typeof judgeJobs.$inferSelect)['kind'];

export type ProblemJobSpec = {
  problemId: string;
  language: LanguageId;
  source: string;
  stopOnFirstFailure: boolean;
};

export type JobSpec = JudgeRequest | ProblemJobSpec;

function isProblemSpec(spec: JobSpec): spec is ProblemJobSpec {
  return 'problemId' in spec;
}

export async function insertJudgeJob(
  db: Database,
  kind: JudgeJobKind,
  spec: JobSpec,
  id?: string,
): Promise<string> {
  const [row] = await db
    .insert(judgeJobs)
    .values({ id, kind, request: spec })
    .returning({ id: judgeJobs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findJudgeJob(db: Database, id: string) {
  const [row] = await db.select().from(judgeJobs).where(eq(judgeJobs.id, id));
  return row;
}

export async function markJudgeJobFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(judgeJobs)
    .set({ status: 'failed', error, updatedAt: new Date() })
    .where(and(eq(judgeJobs.id, id), ne(judgeJobs.status, 'done')));
}

/** Jobs a crash or a restart left unfinished: they are queued again at start-up. */
export async function unfinishedJudgeJobIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: judgeJobs.id })
    .from(judgeJobs)
    .where(inArray(judgeJobs.status, ['queued', 'running']))
    .orderBy(judgeJobs.createdAt);
  return rows.map((row) => row.id);
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
  if (!isProblemSpec(spec)) return spec;
  const problem = await loadJudgedProblem(db, spec.problemId, 'all');
  return {
    ...judgeRequestFor(problem, spec.language, spec.source),
    stopOnFirstFailure: spec.stopOnFirstFailure,
  };
}

/**
 * Loads and stores jobs for the queue. Saving is idempotent: only the first result of a job is stored,
 * and a submission's verdict and counters change in the same transaction.
 */
export function databaseJobHandler(db: Database): JudgeJobHandler {
  return {
    async load(jobId) {
      const row = await findJudgeJob(db, jobId);
      if (!row || row.status === 'done') return null;
      let request: JudgeRequest;
      try {
        request = await expand(db, row.request as JobSpec);
      } catch (error) {
        // The problem was deleted while the job waited: nothing to judge, and nothing to retry.
        await markJudgeJobFailed(db, jobId, (error as Error).message);
        return null;
      }
      await db
        .update(judgeJobs)
        .set({ status: 'running', updatedAt: new Date() })
        .where(and(eq(judgeJobs.id, jobId), ne(judgeJobs.status, 'done')));
      return request;
    },
    async save(jobId, result: JudgeResult) {
      await db.transaction(async (tx) => {
        const [job] = await tx
          .update(judgeJobs)
          .set({ status: 'done', result, error: null, updatedAt: new Date() })
          .where(and(eq(judgeJobs.id, jobId), ne(judgeJobs.status, 'done')))
          .returning({ kind: judgeJobs.kind });
        if (job?.kind === 'submission') await finalizeSubmission(tx as unknown as Database, jobId, result);
      });
    },
  };
}
