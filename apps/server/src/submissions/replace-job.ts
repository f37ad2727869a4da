/** A submission judged again: its job made anew, its verdict cleared (a rejudge, a lost job). */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { judgeJobs, type submissions } from '../db/schema';
import { insertJudgeJob } from '../judging/judge-jobs';

/** A submission's job, made anew from the submission (its old one may be failed or pruned). */
export async function replaceSubmissionJob(
  db: Queryable,
  submission: Pick<typeof submissions.$inferSelect, 'id' | 'problemId' | 'language' | 'code'>,
): Promise<void> {
  await db.delete(judgeJobs).where(eq(judgeJobs.id, submission.id));
  await insertJudgeJob(
    db,
    'submission',
    {
      problemId: submission.problemId ?? '',
      language: submission.language,
      source: submission.code,
      stopOnFirstFailure: true,
    },
    submission.id,
  );
}

/** What a submission to be judged again starts from: Pending, nothing measured or said yet. */
export const PENDING_AGAIN = {
  status: 'Pending',
  passedTests: 0,
  executionTimeMs: 0,
  memoryMb: 0,
  compileMessage: null,
  error: null,
  results: [],
  score: null,
  maxScore: null,
  scoreGroups: null,
  judgedAt: null,
} satisfies Partial<typeof submissions.$inferInsert>;
