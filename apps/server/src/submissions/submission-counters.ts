/**
 * What a submission adds to the counters others read (docs/leaderboard.md, docs/product.md): the
 * problem's submission, attempted, accepted and solved counts, the user's submission count, solved
 * counters, first-solve time and reward. Counted when the submission is made and when it is judged, or,
 * for a result hidden by a contest's freeze, all at once when the contest publishes its results
 * (contests/hidden-results.ts). One home, so that both ways count the same.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { problemProgress, problems, users } from '../db/schema';
import { loadSettings } from '../settings/site-settings';
import { countUserSubmission } from './user-submission-count';

/**
 * A submission made: a try on its problem and of its user (`asTry` false for one that ended with a Judge
 * Error, no try of the user's), and the first time, the user has attempted the problem.
 */
export async function countMade(
  db: Queryable,
  userId: string,
  problemId: string,
  asTry = true,
): Promise<void> {
  if (asTry) {
    await db
      .update(problems)
      .set({ submissionCount: sql`${problems.submissionCount} + 1` })
      .where(eq(problems.id, problemId));
    await countUserSubmission(db, userId, +1);
  }
  const [firstAttempt] = await db
    .insert(problemProgress)
    .values({ userId, problemId })
    .onConflictDoNothing()
    .returning({ userId: problemProgress.userId });
  if (firstAttempt)
    await db
      .update(problems)
      .set({ attemptedCount: sql`${problems.attemptedCount} + 1` })
      .where(eq(problems.id, problemId));
}

const SOLVED_COUNTER = { Easy: 'solvedEasy', Medium: 'solvedMedium', Hard: 'solvedHard' } as const;

/**
 * An Accepted verdict (judged `at`): the problem's accepted count, and on the user's first solve the solved
 * counters and the difficulty's reward (paid once per user and problem, whatever rejudges do).
 */
export async function countAccepted(
  db: Queryable,
  userId: string,
  problemId: string,
  at: Date,
): Promise<void> {
  const [problem] = await db
    .update(problems)
    .set({ acceptedCount: sql`${problems.acceptedCount} + 1` })
    .where(eq(problems.id, problemId))
    .returning({ difficulty: problems.difficulty });
  const [firstSolve] = await db
    .update(problemProgress)
    .set({ solvedAt: at, rewardedAt: sql`coalesce(${problemProgress.rewardedAt}, ${at})` })
    .where(
      and(
        eq(problemProgress.userId, userId),
        eq(problemProgress.problemId, problemId),
        isNull(problemProgress.solvedAt),
      ),
    )
    .returning({ rewardedAt: problemProgress.rewardedAt });
  if (!firstSolve || !problem) return;
  await db
    .update(problems)
    .set({ solvedCount: sql`${problems.solvedCount} + 1` })
    .where(eq(problems.id, problemId));
  const counter = SOLVED_COUNTER[problem.difficulty];
  // The reward is paid once: a solve that a rejudge took back and gave again earns nothing more.
  const firstReward = firstSolve.rewardedAt?.getTime() === at.getTime();
  const reward = firstReward ? (await loadSettings(db)).firstSolveRewards[problem.difficulty] : 0;
  await db
    .update(users)
    .set({ [counter]: sql`${users[counter]} + 1`, tokens: sql`${users.tokens} + ${reward}` })
    .where(eq(users.id, userId));
}
