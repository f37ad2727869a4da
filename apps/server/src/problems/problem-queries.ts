/** Reading problems: the public list, one problem as a viewer may see it, and a problem ready to judge. */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Problem, ProblemSummary, Role } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { contestProblems, contestRegistrations, contests, problemTests, problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { JudgedProblem } from './judge-request';
import { statementOf } from './stored-statement';
import { readTestTexts } from './test-data';
import { testGroupOf } from './package/test-groups';

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

/**
 * Who asks for a problem (docs/product.md#admin-problems): admins see every problem, deleted and draft
 * ones too; everyone else (null: a guest) only public problems that are not deleted, and contest-only
 * ones that a contest opened to them (docs/contests.md#problems).
 */
export type ProblemViewer = { id?: string; role: Role } | null;

export function isOpenTo(row: Pick<ProblemRow, 'visibility' | 'deletedAt'>, viewer: ProblemViewer): boolean {
  return viewer?.role === 'admin' || (row.visibility === 'public' && row.deletedAt === null);
}

/**
 * A contest-only problem is open to everyone once a contest that holds it has ended (upsolving), and to
 * a contest's registered contestants from its start.
 */
function openedByContest(viewerId: string | null, now: Date) {
  const registered = viewerId
    ? sql`exists (select 1 from ${contestRegistrations} where ${contestRegistrations.contestId} = ${contests.id} and ${contestRegistrations.userId} = ${viewerId})`
    : sql`false`;
  return and(
    eq(problems.visibility, 'contest'),
    isNull(problems.deletedAt),
    sql`exists (select 1 from ${contestProblems} join ${contests} on ${contests.id} = ${contestProblems.contestId}
      where ${contestProblems.problemId} = ${problems.id}
      and (${contests.endTime} <= ${now} or (${contests.startTime} <= ${now} and ${registered})))`,
  );
}

/** The public list: public problems that are not deleted, and contest-only ones whose contest is over. */
export async function listProblems(db: Database, now = new Date()): Promise<ProblemSummary[]> {
  const rows = await db
    .select()
    .from(problems)
    .where(or(and(eq(problems.visibility, 'public'), isNull(problems.deletedAt)), openedByContest(null, now)))
    .orderBy(asc(problems.createdAt), asc(problems.id));
  return rows
    .map(toSummary)
    .sort(
      (a, b) =>
        DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty] || a.title.localeCompare(b.title),
    );
}

/** Any problem, whoever may see it: for judging and for the admin's pages. */
export async function findAnyProblemRow(db: Database, id: string): Promise<ProblemRow> {
  const [row] = await db.select().from(problems).where(eq(problems.id, id));
  if (!row) throw new AppError('PROBLEM_NOT_FOUND');
  return row;
}

/** A problem the viewer may see; one hidden from them is not found, exactly as a missing one. */
export async function findProblemRow(db: Database, id: string, viewer: ProblemViewer): Promise<ProblemRow> {
  const row = await findAnyProblemRow(db, id);
  if (isOpenTo(row, viewer)) return row;
  if (row.visibility === 'contest' && row.deletedAt === null) {
    const [opened] = await db
      .select({ id: problems.id })
      .from(problems)
      .where(and(eq(problems.id, id), openedByContest(viewer?.id ?? null, new Date())));
    if (opened) return row;
  }
  throw new AppError('PROBLEM_NOT_FOUND');
}

/**
 * Whether the viewer may see the problem (findProblemRow's rule), reading two columns rather than the
 * row: asked for every statement image a page shows.
 */
export async function canViewProblem(db: Database, id: string, viewer: ProblemViewer): Promise<boolean> {
  const [row] = await db
    .select({ visibility: problems.visibility, deletedAt: problems.deletedAt })
    .from(problems)
    .where(eq(problems.id, id));
  if (!row) return false;
  if (isOpenTo(row, viewer)) return true;
  if (row.visibility !== 'contest' || row.deletedAt !== null) return false;
  const [opened] = await db
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.id, id), openedByContest(viewer?.id ?? null, new Date())));
  return opened !== undefined;
}

/**
 * A problem as everyone sees it, from its row alone: the samples were copied onto it when it was saved,
 * so no test data is read (docs/architecture.md#test-data).
 */
export async function getPublicProblem(db: Database, id: string): Promise<Problem> {
  return getProblemFor(db, id, null);
}

/** A problem as a signed-in user sees it: a contest may have opened a contest-only one to them. */
export async function getProblemFor(db: Database, id: string, viewer: ProblemViewer): Promise<Problem> {
  return problemView(db, await findProblemRow(db, id, viewer));
}

async function problemView(db: Database, row: ProblemRow): Promise<Problem> {
  const examples = row.examples;
  const statement = await statementOf(db, row);
  return {
    ...toSummary(row),
    content: row.content,
    description: row.description,
    statement: statement.blocks,
    author: row.author,
    source: row.source,
    license: row.license,
    examples: examples.map(({ input, output, explanation, interaction }, index) => ({
      input,
      output,
      explanation,
      explanationHtml: statement.explanations[index] ?? null,
      interaction: interaction ?? null,
    })),
    interactive: row.validator?.interactive === true,
    testCases: examples.map((sample) => ({
      id: String(sample.ordinal),
      input: sample.input,
      expectedOutput: sample.output,
      isHidden: false,
    })),
    totalTests: row.testCount,
    hasStaticHint: Boolean(row.staticHint),
    hasSmallTests: Boolean(row.smallGenerator),
  };
}

/** Every test of a problem with its texts, in judging order: for judging, admins and the package export. */
export async function fullTests(db: Database, problemId: string) {
  const rows = await db
    .select({
      ordinal: problemTests.ordinal,
      name: problemTests.name,
      isSample: problemTests.isSample,
      explanation: problemTests.explanation,
      interaction: problemTests.interaction,
      inputHash: problemTests.inputHash,
      answerHash: problemTests.answerHash,
    })
    .from(problemTests)
    .where(eq(problemTests.problemId, problemId))
    .orderBy(asc(problemTests.ordinal));
  const texts = await readTestTexts(
    db,
    rows.flatMap((row) => [row.inputHash, row.answerHash]),
  );
  return rows.map(({ inputHash, answerHash, ...test }) => ({
    ...test,
    input: texts.get(inputHash) ?? '',
    answer: texts.get(answerHash) ?? '',
  }));
}

/** A problem as admins see it: every test, hidden ones included, with its texts (a test-data read). */
export async function getProblemForAdmin(db: Database, id: string): Promise<Problem> {
  const view = await problemView(db, await findAnyProblemRow(db, id));
  const tests = await fullTests(db, id);
  return {
    ...view,
    testCases: tests.map((test) => ({
      id: String(test.ordinal),
      input: test.input,
      expectedOutput: test.answer,
      isHidden: !test.isSample,
    })),
  };
}

/**
 * What the judge needs; test ids are the ordinals the API shows. The samples (a Run) come from the
 * problem row; all tests (a submission) from test_data through its cache.
 */
export async function loadJudgedProblem(
  db: Database,
  id: string,
  scope: 'samples' | 'all',
): Promise<JudgedProblem & { difficulty: ProblemRow['difficulty'] }> {
  return judgedProblemOf(db, await findAnyProblemRow(db, id), scope);
}

/** A problem row ready to judge (its samples, or all its tests read from test data). */
export async function judgedProblemOf(
  db: Database,
  row: ProblemRow,
  scope: 'samples' | 'all',
): Promise<JudgedProblem & { difficulty: ProblemRow['difficulty'] }> {
  const id = row.id;
  const tests =
    scope === 'samples'
      ? row.examples.map((sample) => ({
          ordinal: sample.ordinal,
          input: sample.input,
          answer: sample.output,
          group: 'sample',
        }))
      : (await fullTests(db, id)).map((test) => ({ ...test, group: testGroupOf(test.name) }));
  return {
    difficulty: row.difficulty,
    timeLimitMs: row.timeLimitMs,
    memoryLimitMb: row.memoryLimitMb,
    outputLimitBytes: row.outputLimitBytes,
    checker: row.checker,
    validator: row.validator,
    tests: tests.map((test) => ({
      name: String(test.ordinal),
      input: test.input,
      answer: test.answer,
      group: test.group,
    })),
    scoring: scope === 'all' ? row.scoring : null,
  };
}
