/** A submission's judge job, made anew: for a rejudge, or a submission whose job was lost. */
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
