/**
 * The failing test found for exactly this code: the user's latest found search on the problem whose
 * submission holds the same code (spacing at the ends aside). A test found for another version of the
 * code would mislead the review and the hint, so it is not given.
 */
import { and, desc, eq } from 'drizzle-orm';
import { counterexampleOutcomeSchema, type FailingTest } from '@codeconquer/contracts';
import type { Queryable } from '../db/client';
import { counterexampleSearches, submissions } from '../db/schema';

/** How many of the user's latest found searches on the problem are looked through. */
const SEARCHES_LOOKED_AT = 5;

export async function failingTestOfCode(
  db: Queryable,
  userId: string,
  problemId: string,
  code: string,
): Promise<FailingTest | undefined> {
  const found = await db
    .select({ result: counterexampleSearches.result, code: submissions.code })
    .from(counterexampleSearches)
    .innerJoin(submissions, eq(submissions.id, counterexampleSearches.submissionId))
    .where(
      and(
        eq(counterexampleSearches.userId, userId),
        eq(counterexampleSearches.status, 'found'),
        eq(submissions.problemId, problemId),
      ),
    )
    .orderBy(desc(counterexampleSearches.createdAt))
    .limit(SEARCHES_LOOKED_AT);
  const same = found.find((row) => row.code.trim() === code.trim());
  const outcome = same && counterexampleOutcomeSchema.safeParse(same.result);
  if (!outcome?.success || outcome.data.status !== 'found') return undefined;
  const { input, expected, output, verdict } = outcome.data;
  return { input, expected, output, verdict };
}
