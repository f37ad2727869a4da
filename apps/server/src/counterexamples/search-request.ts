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
import { judgeRequestFor } from '../problems/judge-request';
import { findAnyProblemRow, judgedProblemOf } from '../problems/problem-queries';

/** The reference the search runs: the fastest language first (it runs once per small input). */
const REFERENCE_ORDER: readonly LanguageId[] = ['cpp', 'c', 'java', 'pypy', 'python'];

/** A stored reference solution that expects Accepted, the fastest to run; null when there is none. */
export async function searchReference(
  db: Queryable,
  problemId: string,
): Promise<{ language: LanguageId; source: string } | null> {
  const solutions = await db
    .select({
      language: problemSolutions.language,
      source: problemSolutions.source,
      expected: problemSolutions.expected,
      name: problemSolutions.name,
    })
    .from(problemSolutions)
    .where(eq(problemSolutions.problemId, problemId));
  const accepted = solutions
    .filter((solution) => solution.expected === 'Accepted')
    .sort(
      (a, b) =>
        REFERENCE_ORDER.indexOf(a.language) - REFERENCE_ORDER.indexOf(b.language) ||
        a.name.localeCompare(b.name),
    );
  const best = accepted[0];
  return best ? { language: best.language, source: best.source } : null;
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
  return {
    ...judgeRequestFor({ ...problem, scoring: null }, row.language, row.code),
    tests: [],
    search: {
      generator: problemRow.smallGenerator,
      reference,
      maxRuns: COUNTEREXAMPLE_MAX_RUNS,
      maxMs: COUNTEREXAMPLE_MAX_MS,
    },
  };
}
