/** Other users' accepted code for a problem, in one language: what a review's plagiarism score compares against. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { LanguageId } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';

/** The most recent ones are enough: a copy is usually of a recent solution, and the check stays fast. */
const COMPARED_SUBMISSIONS = 200;

export async function othersAcceptedCode(
  db: Database,
  problemId: string,
  language: LanguageId,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .select({ code: submissions.code })
    .from(submissions)
    .where(
      and(
        eq(submissions.problemId, problemId),
        eq(submissions.language, language),
        eq(submissions.status, 'Accepted'),
        ne(submissions.userId, userId),
      ),
    )
    .orderBy(desc(submissions.createdAt))
    .limit(COMPARED_SUBMISSIONS);
  return rows.map((row) => row.code);
}
