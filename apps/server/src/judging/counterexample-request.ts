/**
 * What the judge is asked when a counterexample search's job is loaded: the submission's program with its
 * problem's limits and checker, the problem's small-test generator and a reference solution. Read from
 * the search's row then (not copied into the job), like a submission's tests.
 */
import { eq } from 'drizzle-orm';
import { COUNTEREXAMPLE_MAX_MS, COUNTEREXAMPLE_MAX_RUNS, type LanguageId } from '@codeconquer/contracts';
import type { JudgeRequest } from '@codeconquer/judge';
import type { Database, Queryable } from '../db/client';
import { counterexampleSearches, problemSolutions, submissions } from '../db/schema';
import { judgeRequestFor, type JudgedProblem } from '../problems/judge-request';
import { findAnyProblemRow, judgedProblemOf } from '../problems/problem-queries';

/** The reference the search runs: the fastest language first (it runs once per small input). */
const REFERENCE_ORDER: readonly LanguageId[] = ['cpp', 'c', 'java', 'pypy', 'python'];

type ReferenceCandidate = { name: string; language: LanguageId; source: string; expected: string };

/** Of a problem's solutions, the one the search runs: Accepted, the fastest language first; null if none. */
export function fastestReference(
  solutions: readonly ReferenceCandidate[],
): { language: LanguageId; source: string } | null {
  const [best] = solutions
    .filter((solution) => solution.expected === 'Accepted')
    .sort(
      (a, b) =>
        REFERENCE_ORDER.indexOf(a.language) - REFERENCE_ORDER.indexOf(b.language) ||
        a.name.localeCompare(b.name),
    );
  return best ? { language: best.language, source: best.source } : null;
}

/** The stored reference solution the search runs for a problem; null when it has none that is Accepted. */
export async function searchReference(
  db: Queryable,
  problemId: string,
): Promise<{ language: LanguageId; source: string } | null> {
  return fastestReference(
    await db
      .select({
        name: problemSolutions.name,
        language: problemSolutions.language,
        source: problemSolutions.source,
        expected: problemSolutions.expected,
      })
      .from(problemSolutions)
      .where(eq(problemSolutions.problemId, problemId)),
  );
}

export async function searchRequestFor(db: Database, searchId: string): Promise<JudgeRequest> {
  const [row] = await db
    .select({ problemId: submissions.problemId, language: submissions.language, code: submissions.code })
    .from(counterexampleSearches)
    .innerJoin(submissions, eq(submissions.id, counterexampleSearches.submissionId))
    .where(eq(counterexampleSearches.id, searchId));
  if (!row?.problemId)
    throw new Error(`counterexample search ${searchId}: its submission or problem is gone`);
  const problemRow = await findAnyProblemRow(db, row.problemId);
  if (!problemRow.smallGenerator)
    throw new Error(`problem ${row.problemId} has no small-test generator any more`);
  const interactive = problemRow.validator?.interactive === true;
  const reference = interactive ? null : await searchReference(db, row.problemId);
  if (!interactive && !reference)
    throw new Error(`problem ${row.problemId} has no accepted reference solution`);
  // The samples only: the search makes its own tests, and reading every test would be wasted work.
  const problem = await judgedProblemOf(db, problemRow, 'samples');
  return searchJudgeRequest(
    problem,
    { language: row.language, source: row.code },
    problemRow.smallGenerator,
    reference,
  );
}

/** The judge request of a search: the program under the problem's limits and checker, its own tests none. */
export function searchJudgeRequest(
  problem: JudgedProblem,
  program: { language: LanguageId; source: string },
  generator: string,
  reference: { language: LanguageId; source: string } | null,
): JudgeRequest {
  return {
    ...judgeRequestFor({ ...problem, tests: [], scoring: null }, program.language, program.source),
    search: { generator, reference, maxRuns: COUNTEREXAMPLE_MAX_RUNS, maxMs: COUNTEREXAMPLE_MAX_MS },
  };
}
