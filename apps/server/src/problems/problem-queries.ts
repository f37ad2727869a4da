/** Reading problems: the public list, one problem as a viewer may see it, and a problem ready to judge. */
import { asc, eq } from 'drizzle-orm';
import type { Problem, ProblemSummary } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { problemTests, problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { JudgedProblem } from './judge-request';

type ProblemRow = typeof problems.$inferSelect;

/** Accepted / all submissions, as a percent with one decimal. */
export function acceptanceRate(accepted: number, total: number): number {
  return total === 0 ? 0 : Math.round((accepted / total) * 1000) / 10;
}

function toSummary(row: ProblemRow): ProblemSummary {
  return {
    id: row.id,
    title: row.title,
    difficulty: row.difficulty,
    tags: row.tags,
    timeLimit: row.timeLimitMs / 1000,
    memoryLimit: row.memoryLimitMb,
    acceptanceRate: acceptanceRate(row.acceptedCount, row.submissionCount),
    numSolved: row.solvedCount,
    numAttempted: row.attemptedCount,
    submissions: row.submissionCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const DIFFICULTY_ORDER = { Easy: 0, Medium: 1, Hard: 2 } as const;

export async function listProblems(db: Database): Promise<ProblemSummary[]> {
  const rows = await db.select().from(problems).orderBy(asc(problems.createdAt), asc(problems.id));
  return rows
    .map(toSummary)
    .sort(
      (a, b) =>
        DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty] || a.title.localeCompare(b.title),
    );
}

export async function findProblemRow(db: Database, id: string): Promise<ProblemRow> {
  const [row] = await db.select().from(problems).where(eq(problems.id, id));
  if (!row) throw new AppError('PROBLEM_NOT_FOUND');
  return row;
}

async function testsOf(db: Database, problemId: string, samplesOnly: boolean) {
  const rows = await db
    .select()
    .from(problemTests)
    .where(eq(problemTests.problemId, problemId))
    .orderBy(asc(problemTests.ordinal));
  return samplesOnly ? rows.filter((row) => row.isSample) : rows;
}

/** Hidden tests (inputs and answers) are in the answer for admins only. */
export async function getProblemForViewer(db: Database, id: string, isAdmin: boolean): Promise<Problem> {
  const row = await findProblemRow(db, id);
  const tests = await testsOf(db, id, false);
  const samples = tests.filter((test) => test.isSample);
  return {
    ...toSummary(row),
    content: row.content,
    description: row.description,
    author: row.author,
    examples: samples.map((test) => ({
      input: test.input,
      output: test.answer,
      explanation: test.explanation,
    })),
    testCases: (isAdmin ? tests : samples).map((test) => ({
      id: String(test.ordinal),
      input: test.input,
      expectedOutput: test.answer,
      isHidden: !test.isSample,
    })),
    totalTests: tests.length,
    hasStaticHint: Boolean(row.staticHint),
  };
}

/** What the judge needs; test ids are the ordinals the API shows. */
export async function loadJudgedProblem(
  db: Database,
  id: string,
  scope: 'samples' | 'all',
): Promise<JudgedProblem & { difficulty: ProblemRow['difficulty'] }> {
  const row = await findProblemRow(db, id);
  const tests = await testsOf(db, id, scope === 'samples');
  return {
    difficulty: row.difficulty,
    timeLimitMs: row.timeLimitMs,
    memoryLimitMb: row.memoryLimitMb,
    checker: row.checker,
    validator: row.validator,
    tests: tests.map((test) => ({ name: String(test.ordinal), input: test.input, answer: test.answer })),
  };
}
