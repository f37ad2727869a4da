/**
 * Submissions and their judge jobs: a submission's id is its job's id. This module hands judging the
 * hooks that store a verdict (or a Judge Error) in the job's transaction, builds the one job handler the
 * server uses (in process, and behind the workers' internal API), starts the judge with Pending
 * submissions that lost their job revived, and remakes a submission's job.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { JudgeJobHandler } from '@codeconquer/judge';
import type { Database } from '../db/client';
import { judgeJobs, submissions } from '../db/schema';
import { databaseJobHandler, type SubmissionJobHooks } from '../judging/judge-jobs';
import { startJudgeService, type JudgeService, type JudgeServiceOptions } from '../judging/judge-service';
import { problemViewsChanged } from '../problems/problem-views';
import { userChanged } from '../accounts/user-changes';
import { searchEnded, searchFailed } from '../counterexamples/search-outcome';
import { endSubmissionWithJudgeError, finalizeSubmission } from './finalize-submission';
import { replaceSubmissionJob } from './replace-job';

export const submissionJobHooks: SubmissionJobHooks = {
  judged: finalizeSubmission,
  failed: endSubmissionWithJudgeError,
  searched: searchEnded,
  searchFailed,
  // A verdict moves the problem's counters, and the user's submissions, stats and perhaps balance (a
  // search's end: the balance).
  committed: (userId) => {
    problemViewsChanged();
    if (userId) userChanged(userId);
  },
};

/** The job handler of this server: jobs loaded and stored in judge_jobs, submissions finalised. */
export function submissionAwareJobHandler(db: Database): JudgeJobHandler {
  return databaseJobHandler(db, submissionJobHooks);
}

/** The judge as the server runs it: Pending submissions whose job was lost are given one first. */
export async function startSubmissionJudge(
  options: Omit<JudgeServiceOptions, 'handler'>,
): Promise<JudgeService> {
  const revived = await reviveStrandedSubmissions(options.db);
  if (revived > 0) options.log?.(`${revived} pending submissions had lost their judge job: queued again`);
  return startJudgeService({ ...options, handler: submissionAwareJobHandler(options.db) });
}

/**
 * Pending submissions whose job is gone or failed without ending them (what the NUL-byte fault left
 * behind): each gets a fresh job, so that no submission stays Pending for ever. Run at start-up.
 */
export async function reviveStrandedSubmissions(db: Database): Promise<number> {
  const stranded = await db
    .select({
      id: submissions.id,
      problemId: submissions.problemId,
      language: submissions.language,
      code: submissions.code,
    })
    .from(submissions)
    .leftJoin(judgeJobs, eq(judgeJobs.id, submissions.id))
    .where(
      and(
        eq(submissions.status, 'Pending'),
        or(isNull(judgeJobs.id), inArray(judgeJobs.status, ['failed', 'done'])),
      ),
    );
  for (const submission of stranded) await db.transaction((tx) => replaceSubmissionJob(tx, submission));
  return stranded.length;
}
