/**
 * Writes a problem's tests, the one way both a saved package and an admin's edit do it: the rows in
 * judging order (ordinals 1…n), the samples copied onto the problem row as its examples (all that showing
 * a problem reads, docs/architecture.md#test-data), its test count, and texts no test uses any more
 * removed. Runs inside the caller's transaction.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { problemTests, problems } from '../db/schema';
import { pruneUnusedTestData, readTestTexts, type StoredTest } from './test-data';

/** Test rows per insert (nine parameters each): far below PostgreSQL's 65,535 parameters. */
const TESTS_PER_INSERT = 1000;

export async function writeProblemTests(
  tx: Queryable,
  problemId: string,
  tests: StoredTest[],
): Promise<void> {
  await tx.delete(problemTests).where(eq(problemTests.problemId, problemId));
  const rows = tests.map((test, index) => ({ ...test, problemId, ordinal: index + 1 }));
  for (let i = 0; i < rows.length; i += TESTS_PER_INSERT)
    await tx.insert(problemTests).values(rows.slice(i, i + TESTS_PER_INSERT));
  const samples = rows.filter((row) => row.isSample);
  const texts = await readTestTexts(
    tx,
    samples.flatMap((row) => [row.inputHash, row.answerHash]),
  );
  await tx
    .update(problems)
    .set({
      examples: samples.map((row) => ({
        ordinal: row.ordinal,
        input: texts.get(row.inputHash) ?? '',
        output: texts.get(row.answerHash) ?? '',
        explanation: row.explanation,
        interaction: row.interaction,
      })),
      testCount: rows.length,
    })
    .where(eq(problems.id, problemId));
  await pruneUnusedTestData(tx);
}
