/**
 * Problems as admins manage them (docs/architecture.md#admin): the list with every visibility, one problem
 * with everything its package holds, creating one, editing its details, deleting (softly) and restoring.
 * Each change is one transaction with its audit entry; the public views are rebuilt after it commits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminProblem,
  AdminProblemDetails,
  AdminProblemRow,
  AdminProblemsResponse,
  AuditAction,
  ProblemVisibility,
  TokenChecker,
  Verdict,
} from '@codeconquer/contracts';
import type { TokenCheckOptions } from '@codeconquer/judge';
import type { ServiceContext } from '../core/service-context';
import type { Queryable } from '../db/client';
import { problemSolutions, problemTests, problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { containsPattern } from '../lib/contains-pattern';
import { offsetOf, paginationOf } from '../lib/pagination';
import { violatedUniqueIndex } from '../lib/pg-errors';
import type { UserRow } from '../accounts/sessions';
import { problemBlocks } from '../problems/package/read-package';
import { findAnyProblemRow } from '../problems/problem-queries';
import { problemViewsChanged } from '../problems/problem-views';
import { storeStatementHtml } from '../problems/stored-statement';
import { recordAudit } from './audit-log';

type ProblemRow = typeof problems.$inferSelect;

/** Where a problem's statement images are kept (and served from, under /uploads/problems/). */
export function problemImageDir(ctx: ServiceContext, id: string): string {
  return path.join(ctx.config.dataDir, 'uploads', 'problems', id);
}

function listImages(ctx: ServiceContext, id: string): string[] {
  const dir = problemImageDir(ctx, id);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/** The judge's token options as the form shows them (absent flags are off, absent tolerances null). */
export function toTokenChecker(options: TokenCheckOptions): TokenChecker {
  return {
    caseSensitive: options.caseSensitive ?? false,
    spaceChangeSensitive: options.spaceChangeSensitive ?? false,
    floatAbsoluteTolerance: options.floatAbsoluteTolerance ?? null,
    floatRelativeTolerance: options.floatRelativeTolerance ?? null,
  };
}

/** The form's checker as the judge's options: only what is on is stored (the package's flags, too). */
export function toTokenCheckOptions(checker: TokenChecker): TokenCheckOptions {
  const options: TokenCheckOptions = {};
  if (checker.caseSensitive) options.caseSensitive = true;
  if (checker.spaceChangeSensitive) options.spaceChangeSensitive = true;
  if (checker.floatAbsoluteTolerance !== null)
    options.floatAbsoluteTolerance = checker.floatAbsoluteTolerance;
  if (checker.floatRelativeTolerance !== null)
    options.floatRelativeTolerance = checker.floatRelativeTolerance;
  return options;
}

function detailsOf(row: ProblemRow): AdminProblemDetails {
  return {
    title: row.title,
    difficulty: row.difficulty,
    tags: row.tags,
    timeLimitMs: row.timeLimitMs,
    memoryLimitMb: row.memoryLimitMb,
    statement: row.description,
    author: row.author,
    source: row.source,
    license: row.license,
    staticHint: row.staticHint,
    visibility: row.visibility,
    checker: toTokenChecker(row.checker),
    validator: row.validator,
  };
}

export async function adminProblemView(
  ctx: ServiceContext,
  db: Queryable,
  row: ProblemRow,
): Promise<AdminProblem> {
  const tests = await db
    .select({
      ordinal: problemTests.ordinal,
      name: problemTests.name,
      isSample: problemTests.isSample,
      explanation: problemTests.explanation,
      interaction: problemTests.interaction,
      inputBytes: problemTests.inputBytes,
      answerBytes: problemTests.answerBytes,
    })
    .from(problemTests)
    .where(eq(problemTests.problemId, row.id))
    .orderBy(asc(problemTests.ordinal));
  const solutions = await db
    .select({
      name: problemSolutions.name,
      language: problemSolutions.language,
      expected: problemSolutions.expected,
      source: problemSolutions.source,
    })
    .from(problemSolutions)
    .where(eq(problemSolutions.problemId, row.id))
    .orderBy(asc(problemSolutions.name));
  return {
    id: row.id,
    details: detailsOf(row),
    tests,
    solutions: solutions.map((solution) => ({ ...solution, expected: solution.expected as Verdict })),
    images: listImages(ctx, row.id),
    counts: {
      submissions: row.submissionCount,
      accepted: row.acceptedCount,
      solved: row.solvedCount,
      attempted: row.attemptedCount,
    },
    fromBank: row.sourceHash !== null && row.editedAt === null,
    timeLimitOrigin: row.timeLimitOrigin,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getAdminProblem(ctx: ServiceContext, id: string): Promise<AdminProblem> {
  return adminProblemView(ctx, ctx.db, await findAnyProblemRow(ctx.db, id));
}

export async function listAdminProblems(
  ctx: ServiceContext,
  query: {
    query: string;
    visibility?: ProblemVisibility | undefined;
    deleted: boolean;
    page: number;
    limit: number;
  },
): Promise<AdminProblemsResponse> {
  const conditions: SQL[] = [query.deleted ? isNotNull(problems.deletedAt) : isNull(problems.deletedAt)];
  if (query.visibility) conditions.push(eq(problems.visibility, query.visibility));
  if (query.query !== '') {
    const pattern = containsPattern(query.query);
    const matches = or(
      ilike(problems.id, pattern),
      ilike(problems.title, pattern),
      sql`${problems.tags}::text ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(problems).where(where);
  const solutionCounts = ctx.db
    .select({ problemId: problemSolutions.problemId, n: count().as('n') })
    .from(problemSolutions)
    .groupBy(problemSolutions.problemId)
    .as('solution_counts');
  const rows = await ctx.db
    .select({ row: problems, solutionCount: solutionCounts.n })
    .from(problems)
    .leftJoin(solutionCounts, eq(solutionCounts.problemId, problems.id))
    .where(where)
    .orderBy(desc(problems.updatedAt), asc(problems.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  return {
    problems: rows.map(({ row, solutionCount }): AdminProblemRow => ({
      id: row.id,
      title: row.title,
      difficulty: row.difficulty,
      visibility: row.visibility,
      tags: row.tags,
      testCount: row.testCount,
      solutionCount: Number(solutionCount ?? 0),
      hasSmallTests: row.smallGenerator !== null,
      submissions: row.submissionCount,
      accepted: row.acceptedCount,
      solved: row.solvedCount,
      fromBank: row.sourceHash !== null && row.editedAt === null,
      deletedAt: row.deletedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    pagination: paginationOf(query, total?.n ?? 0),
  };
}

/** The row's columns for a problem's details (the statement's blocks are made from its Markdown). */
function columnsOf(id: string, details: AdminProblemDetails) {
  return {
    title: details.title,
    difficulty: details.difficulty,
    tags: details.tags,
    timeLimitMs: details.timeLimitMs,
    // The admin's form always sends the time limit: from now on it is theirs.
    timeLimitOrigin: 'admin' as const,
    memoryLimitMb: details.memoryLimitMb,
    description: details.statement,
    content: problemBlocks(details.statement, id, details.author, () => undefined),
    author: details.author,
    source: details.source,
    license: details.license,
    staticHint: details.staticHint,
    visibility: details.visibility,
    checker: toTokenCheckOptions(details.checker),
    validator: details.validator,
  };
}

/** The fields that differ, each side with only those: what the audit log keeps for an edit. */
function changedFields(before: AdminProblemDetails, after: AdminProblemDetails) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminProblemDetails)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    from[key] = before[key];
    to[key] = after[key];
  }
  return { from, to, changed: Object.keys(to).length > 0 };
}

/** A new problem with no tests yet: a draft until the admin publishes it (a problem without tests can't be public). */
export async function createProblem(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  details: AdminProblemDetails,
): Promise<AdminProblem> {
  if (details.visibility !== 'draft')
    throw new AppError('VALIDATION_FAILED', 'Add tests before you publish: a new problem starts as a draft.');
  const now = ctx.now();
  const view = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(problems)
        .values({ id, ...columnsOf(id, details), editedAt: now, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, {
        adminId: admin.id,
        action: 'problem.create',
        target: { type: 'problem', id },
        before: null,
        after: { title: details.title, visibility: details.visibility },
      });
      return adminProblemView(ctx, tx, row);
    })
    .catch((error: unknown) => {
      if (violatedUniqueIndex(error) !== null) throw new AppError('PROBLEM_EXISTS');
      throw error;
    });
  await storeStatementHtml(ctx.db, id);
  problemViewsChanged();
  return view;
}

/** Saves the details form; from now on the bank leaves the problem alone (it is the admin's). */
export async function updateProblem(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  details: AdminProblemDetails,
): Promise<AdminProblem> {
  const now = ctx.now();
  const view = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(problems).where(eq(problems.id, id)).for('update');
    if (!before) throw new AppError('PROBLEM_NOT_FOUND');
    if (details.visibility !== 'draft' && before.testCount === 0)
      throw new AppError('VALIDATION_FAILED', 'Add tests before you publish the problem.');
    const { from, to, changed } = changedFields(detailsOf(before), details);
    if (!changed) return adminProblemView(ctx, tx, before);
    const [row] = await tx
      .update(problems)
      .set({ ...columnsOf(id, details), editedAt: now, updatedAt: now })
      .where(eq(problems.id, id))
      .returning();
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'problem.update',
      target: { type: 'problem', id },
      before: from,
      after: to,
    });
    return adminProblemView(ctx, tx, row ?? before);
  });
  // Rendered once, now that it is stored (nothing to do when the statement did not change).
  await storeStatementHtml(ctx.db, id);
  problemViewsChanged();
  return view;
}

/** Soft delete and restore: the row, its tests and its submissions stay; only who sees it changes. */
export async function setProblemDeleted(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  deleted: boolean,
): Promise<AdminProblem> {
  const now = ctx.now();
  const action: AuditAction = deleted ? 'problem.delete' : 'problem.restore';
  const view = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(problems).where(eq(problems.id, id)).for('update');
    if (!before) throw new AppError('PROBLEM_NOT_FOUND');
    if ((before.deletedAt !== null) === deleted) return adminProblemView(ctx, tx, before);
    const [row] = await tx
      .update(problems)
      .set({ deletedAt: deleted ? now : null, updatedAt: now })
      .where(eq(problems.id, id))
      .returning();
    await recordAudit(tx, {
      adminId: admin.id,
      action,
      target: { type: 'problem', id },
      before: { deletedAt: before.deletedAt?.toISOString() ?? null },
      after: { deletedAt: deleted ? now.toISOString() : null },
    });
    return adminProblemView(ctx, tx, row ?? before);
  });
  problemViewsChanged();
  return view;
}
