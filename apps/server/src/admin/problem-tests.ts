/**
 * A problem's tests as admins change them: one read with its texts, add, replace, delete, reorder, and a
 * zip of .in/.ans pairs. Every change rewrites the problem's test rows in one transaction (ordinals stay
 * 1…n in judging order), copies the samples onto the problem row as its examples (what showing a problem
 * reads, docs/architecture.md#test-data) and records one audit entry.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdminProblem, AdminTestBody } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import type { Transaction } from '../db/client';
import { problemTests, problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { UserRow } from '../accounts/sessions';
import { PackageError } from '../problems/package/package-error';
import { readTestsZip } from '../problems/package/tests-zip';
import { problemViewsChanged } from '../problems/problem-views';
import { writeProblemTests } from '../problems/problem-tests';
import { storeStatementHtml } from '../problems/stored-statement';
import { readTestTexts, storeTests, type StoredTest } from '../problems/test-data';
import { adminProblemView } from './admin-problems';
import { recordAudit } from './audit-log';

async function storedTests(tx: Transaction, problemId: string): Promise<StoredTest[]> {
  const rows = await tx
    .select()
    .from(problemTests)
    .where(eq(problemTests.problemId, problemId))
    .orderBy(asc(problemTests.ordinal));
  return rows.map(({ problemId: _problem, ordinal: _ordinal, ...test }) => test);
}

/** Writes `tests` as the problem's tests, in this order; from now on the problem is the admin's. */
async function writeTests(tx: Transaction, problemId: string, tests: StoredTest[], now: Date): Promise<void> {
  const names = new Set<string>();
  for (const test of tests) {
    if (names.has(test.name)) throw new AppError('VALIDATION_FAILED', `Two tests are named ${test.name}.`);
    names.add(test.name);
  }
  await writeProblemTests(tx, problemId, tests);
  await tx.update(problems).set({ editedAt: now, updatedAt: now }).where(eq(problems.id, problemId));
}

/**
 * Runs `change` on the problem's tests (locked) and writes what it returns; `summary` describes the change
 * for the audit log. A problem that users can see keeps at least one test.
 */
async function changeTests(
  ctx: ServiceContext,
  admin: UserRow,
  problemId: string,
  change: (tx: Transaction, tests: StoredTest[]) => Promise<{ tests: StoredTest[]; summary: string }>,
): Promise<AdminProblem> {
  const now = ctx.now();
  const view = await ctx.db.transaction(async (tx) => {
    const [problem] = await tx.select().from(problems).where(eq(problems.id, problemId)).for('update');
    if (!problem) throw new AppError('PROBLEM_NOT_FOUND');
    const before = await storedTests(tx, problemId);
    const { tests, summary } = await change(tx, before);
    if (tests.length === 0 && problem.visibility !== 'draft')
      throw new AppError('VALIDATION_FAILED', 'A published problem keeps at least one test.');
    await writeTests(tx, problemId, tests, now);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'problem.tests',
      target: { type: 'problem', id: problemId },
      before: { tests: before.length, samples: before.filter((test) => test.isSample).length },
      after: { tests: tests.length, samples: tests.filter((test) => test.isSample).length, change: summary },
    });
    const [row] = await tx.select().from(problems).where(eq(problems.id, problemId));
    return adminProblemView(ctx, tx, row ?? problem);
  });
  // The samples' explanations are part of the rendered statement.
  await storeStatementHtml(ctx.db, problemId);
  problemViewsChanged();
  return view;
}

function testAt(tests: StoredTest[], ordinal: number): StoredTest {
  const test = tests[ordinal - 1];
  if (!test) throw new AppError('TEST_NOT_FOUND');
  return test;
}

export async function getTestWithTexts(ctx: ServiceContext, problemId: string, ordinal: number) {
  const [row] = await ctx.db
    .select()
    .from(problemTests)
    .where(eq(problemTests.problemId, problemId))
    .orderBy(asc(problemTests.ordinal))
    .offset(ordinal - 1)
    .limit(1);
  if (!row) {
    const [problem] = await ctx.db
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.id, problemId));
    throw new AppError(problem ? 'TEST_NOT_FOUND' : 'PROBLEM_NOT_FOUND');
  }
  const texts = await readTestTexts(ctx.db, [row.inputHash, row.answerHash]);
  return {
    ordinal,
    name: row.name,
    isSample: row.isSample,
    explanation: row.explanation,
    interaction: row.interaction,
    inputBytes: row.inputBytes,
    answerBytes: row.answerBytes,
    input: texts.get(row.inputHash) ?? '',
    answer: texts.get(row.answerHash) ?? '',
  };
}

/** A typed test goes at the end of its group: after the last sample, or at the very end. */
export function addTest(ctx: ServiceContext, admin: UserRow, problemId: string, body: AdminTestBody) {
  return changeTests(ctx, admin, problemId, async (tx, tests) => {
    const [added] = await storeTests(tx, [
      { ...body, explanation: body.explanation ?? null, interaction: body.interaction ?? null },
    ]);
    if (!added) throw new Error('no test stored');
    const lastSample = tests.findLastIndex((test) => test.isSample);
    const at = added.isSample ? lastSample + 1 : tests.length;
    return { tests: [...tests.slice(0, at), added, ...tests.slice(at)], summary: `added ${added.name}` };
  });
}

export function replaceTest(
  ctx: ServiceContext,
  admin: UserRow,
  problemId: string,
  ordinal: number,
  body: AdminTestBody,
) {
  return changeTests(ctx, admin, problemId, async (tx, tests) => {
    const previous = testAt(tests, ordinal);
    const interaction = body.interaction === undefined ? previous.interaction : body.interaction;
    const [replaced] = await storeTests(tx, [
      { ...body, explanation: body.explanation ?? null, interaction },
    ]);
    if (!replaced) throw new Error('no test stored');
    return {
      tests: tests.map((test, index) => (index === ordinal - 1 ? replaced : test)),
      summary: `edited ${replaced.name}`,
    };
  });
}

export function deleteTest(ctx: ServiceContext, admin: UserRow, problemId: string, ordinal: number) {
  return changeTests(ctx, admin, problemId, async (_tx, tests) => {
    const removed = testAt(tests, ordinal);
    return {
      tests: tests.filter((_test, index) => index !== ordinal - 1),
      summary: `deleted ${removed.name}`,
    };
  });
}

/** `order` lists every current ordinal once, in the new judging order. */
export function reorderTests(ctx: ServiceContext, admin: UserRow, problemId: string, order: number[]) {
  return changeTests(ctx, admin, problemId, async (_tx, tests) => {
    const sorted = [...order].sort((a, b) => a - b);
    if (sorted.length !== tests.length || sorted.some((ordinal, index) => ordinal !== index + 1))
      throw new AppError('VALIDATION_FAILED', `List every test once: ordinals 1 to ${tests.length}.`);
    return { tests: order.map((ordinal) => testAt(tests, ordinal)), summary: 'reordered' };
  });
}

/**
 * Tests from a zip (a file on disk), added after the current ones or replacing them all. The zip is read
 * before the transaction starts: unpacking takes a while and needs no database.
 */
export async function uploadTestsZip(
  ctx: ServiceContext,
  admin: UserRow,
  problemId: string,
  zipFile: string,
  replace: boolean,
) {
  let zipped: Awaited<ReturnType<typeof readTestsZip>>;
  try {
    zipped = await readTestsZip(zipFile, ctx.config.zipLimits);
  } catch (error) {
    if (error instanceof PackageError)
      throw new AppError('INVALID_PACKAGE', `The tests zip: ${error.message}.`);
    throw error;
  }
  return changeTests(ctx, admin, problemId, async (tx, tests) => {
    const added = await storeTests(tx, zipped);
    if (replace) return { tests: added, summary: `replaced by ${added.length} from a zip` };
    // A name the problem has already is refused (writeTests): replace, or rename the files.
    const samples = [...tests, ...added].filter((test) => test.isSample);
    const secret = [...tests, ...added].filter((test) => !test.isSample);
    return { tests: [...samples, ...secret], summary: `added ${added.length} from a zip` };
  });
}
