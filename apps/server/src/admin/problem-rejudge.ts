/**
 * An admin's rejudge of a problem (docs/architecture.md#admin): its submissions go back to Pending with
 * new jobs in one transaction with the audit entry, and are queued once that has committed. Progress is
 * read from the submissions themselves (submissions/problem-rejudge.ts), so it survives a restart.
 */
import { eq } from 'drizzle-orm';
import type { Rejudge } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import { problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { UserRow } from '../accounts/sessions';
import type { JudgeService } from '../judging/judge-service';
import { problemViewsChanged } from '../problems/problem-views';
import { latestRejudge, resetSubmissionsForRejudge } from '../submissions/problem-rejudge';
import { recordAudit } from './audit-log';

export async function startRejudge(
  ctx: ServiceContext,
  judge: JudgeService,
  admin: UserRow,
  problemId: string,
  onEnqueueError: (error: unknown) => void,
): Promise<Rejudge> {
  if (judge.unavailableReason) throw new AppError('JUDGE_UNAVAILABLE');
  const jobIds = await ctx.db.transaction(async (tx) => {
    const [problem] = await tx
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.id, problemId))
      .for('update');
    if (!problem) throw new AppError('PROBLEM_NOT_FOUND');
    const started = await resetSubmissionsForRejudge(tx, problemId, admin.id);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'problem.rejudge',
      target: { type: 'problem', id: problemId },
      before: null,
      after: { submissions: started.rejudge.total },
    });
    return started.jobIds;
  });
  problemViewsChanged();
  // A failed enqueue loses nothing: the judge's sweep queues unfinished jobs again.
  for (const id of jobIds) await judge.enqueue(id).catch(onEnqueueError);
  const progress = await latestRejudge(ctx.db, problemId);
  if (!progress) throw new Error('the rejudge was not stored');
  return progress;
}
