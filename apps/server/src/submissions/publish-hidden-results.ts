/**
 * Publishing the results a contest's freeze hid from others (docs/contests.md#hidden-results, the rule's
 * home is contests/hidden-results.ts): each is counted as it would have been when made and judged
 * (submissions/submission-counters.ts), all in one transaction, and the views built from them are rebuilt.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { JUDGE_ERROR_STATUS } from '@codeconquer/contracts';
import type { Database, Queryable } from '../db/client';
import { contests, submissions } from '../db/schema';
import { userChanged } from '../accounts/user-changes';
import { problemViewsChanged } from '../problems/problem-views';
import { resultsFinal } from '../contests/contest-clock';
import { countAccepted, countMade } from './submission-counters';

/**
 * Counts the contest's hidden results, in the order they were made, as they would have been counted when
 * made and judged, and clears their marks. Returns the users whose counters changed (empty: nothing was
 * hidden, or another server published first). A submission still pending is counted as made; its verdict
 * is counted when it comes (it is no longer hidden then).
 */
export async function publishHiddenResults(tx: Queryable, contestId: string): Promise<string[]> {
  const shown = await tx
    .update(submissions)
    .set({ resultHidden: false })
    .where(and(eq(submissions.contestId, contestId), eq(submissions.resultHidden, true)))
    .returning({
      id: submissions.id,
      userId: submissions.userId,
      problemId: submissions.problemId,
      status: submissions.status,
      createdAt: submissions.createdAt,
      judgedAt: submissions.judgedAt,
    });
  shown.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  for (const row of shown) {
    if (!row.problemId) continue;
    await countMade(tx, row.userId, row.problemId, row.status !== JUDGE_ERROR_STATUS);
    if (row.status === 'Accepted')
      await countAccepted(tx, row.userId, row.problemId, row.judgedAt ?? row.createdAt);
  }
  return [...new Set(shown.map((row) => row.userId))];
}

/** After a publish committed: the views built from what it counted are rebuilt. */
export function hiddenResultsPublished(userIds: readonly string[]): void {
  if (userIds.length === 0) return;
  for (const userId of userIds) userChanged(userId);
  problemViewsChanged();
}

/** Publishes, each in its own transaction, the hidden results of every contest whose results are final. */
export async function publishDueResults(db: Database, now: Date): Promise<number> {
  const waiting = await db
    .selectDistinct({ contestId: submissions.contestId })
    .from(submissions)
    .where(eq(submissions.resultHidden, true));
  const ids = waiting.flatMap((row) => row.contestId ?? []);
  if (ids.length === 0) return 0;
  const due = (
    await db.select().from(contests).where(inArray(contests.id, ids)).orderBy(asc(contests.endTime))
  ).filter((contest) => resultsFinal(contest, now));
  let published = 0;
  for (const contest of due) {
    const userIds = await db.transaction((tx) => publishHiddenResults(tx, contest.id));
    hiddenResultsPublished(userIds);
    published += userIds.length > 0 ? 1 : 0;
  }
  return published;
}

/** How often the reveal times are looked at: a result published by the clock shows this late at most. */
const CHECK_MS = 1_000;

/** Publishes hidden results when their contest's reveal time passes (an admin's unfreeze publishes at once). */
export class HiddenResultsPublisher {
  private readonly timer: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly deps: { db: Database; now: () => Date; log: (error: unknown, what: string) => void },
  ) {
    this.timer = setInterval(() => void this.check(), CHECK_MS);
    this.timer.unref();
  }

  /** One look (a look still under way is waited for, not doubled). */
  check(): Promise<unknown> {
    this.running ??= publishDueResults(this.deps.db, this.deps.now())
      .catch((error: unknown) => this.deps.log(error, 'publishing hidden contest results failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
