/** The judge_jobs table: create a job, load it for judging, record its outcome, find unfinished ones. */
import { eq, inArray } from 'drizzle-orm';
import type { JudgeJobHandler, JudgeRequest, JudgeResult } from '@codeconquer/judge';
import { judgeJobs } from '../db/schema';
import type { Database } from '../db/client';

export type JudgeJobKind = (typeof judgeJobs.$inferSelect)['kind'];

export async function insertJudgeJob(
  db: Database,
  kind: JudgeJobKind,
  request: JudgeRequest,
): Promise<string> {
  const [row] = await db.insert(judgeJobs).values({ kind, request }).returning({ id: judgeJobs.id });
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
    .where(eq(judgeJobs.id, id));
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

/** Loads and stores jobs for the queue. Saving is idempotent: judging a job twice stores the last result. */
export function databaseJobHandler(db: Database): JudgeJobHandler {
  return {
    async load(jobId) {
      const row = await findJudgeJob(db, jobId);
      if (!row || row.status === 'done') return null;
      await db
        .update(judgeJobs)
        .set({ status: 'running', updatedAt: new Date() })
        .where(eq(judgeJobs.id, jobId));
      return row.request as JudgeRequest;
    },
    async save(jobId, result: JudgeResult) {
      await db
        .update(judgeJobs)
        .set({ status: 'done', result, error: null, updatedAt: new Date() })
        .where(eq(judgeJobs.id, jobId));
    },
  };
}
