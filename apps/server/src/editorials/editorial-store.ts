/**
 * Storing and reading editorials (docs/product.md#editorials). The Markdown is rendered once, when it is
 * saved, and the HTML kept beside it (docs/rendering.md). The reference code shown after the text is not
 * copied: the editorial keeps the names of the problem's reference solutions, read when it is shown, so
 * a solution an admin corrects shows corrected and one deleted is no longer shown.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminEditorialResponse, Editorial } from '@codeconquer/contracts';
import type { UserRow } from '../accounts/sessions';
import { recordAudit } from '../admin/audit-log';
import type { ServiceContext } from '../core/service-context';
import type { Queryable } from '../db/client';
import { problemEditorials, problemSolutions, problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { renderOffThread } from '../rendering/render-pool';

type EditorialRow = typeof problemEditorials.$inferSelect;

async function solutionsOf(db: Queryable, row: EditorialRow): Promise<Editorial['solutions']> {
  if (row.solutionNames.length === 0) return [];
  const found = await db
    .select({
      name: problemSolutions.name,
      language: problemSolutions.language,
      code: problemSolutions.source,
    })
    .from(problemSolutions)
    .where(
      and(eq(problemSolutions.problemId, row.problemId), inArray(problemSolutions.name, row.solutionNames)),
    )
    .orderBy(asc(problemSolutions.name));
  // In the order the admin picked them.
  return row.solutionNames.flatMap((name) => found.filter((solution) => solution.name === name));
}

async function editorialView(db: Queryable, row: EditorialRow): Promise<Editorial> {
  return {
    problemId: row.problemId,
    body: row.body,
    bodyHtml: row.bodyHtml,
    solutions: await solutionsOf(db, row),
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function editorialRow(db: Queryable, problemId: string): Promise<EditorialRow | undefined> {
  const [row] = await db.select().from(problemEditorials).where(eq(problemEditorials.problemId, problemId));
  return row;
}

/** The problem's editorial as readers see it; EDITORIAL_NOT_FOUND when it has none. */
export async function getEditorial(db: Queryable, problemId: string): Promise<Editorial> {
  const row = await editorialRow(db, problemId);
  if (!row) throw new AppError('EDITORIAL_NOT_FOUND');
  return editorialView(db, row);
}

/** Whether the problem has an editorial at all (asked before anything about who may read it). */
export async function hasEditorial(db: Queryable, problemId: string): Promise<boolean> {
  const [row] = await db
    .select({ problemId: problemEditorials.problemId })
    .from(problemEditorials)
    .where(eq(problemEditorials.problemId, problemId));
  return row !== undefined;
}

/** The panel's view: the editorial with the picks as stored, or null. */
export async function getAdminEditorial(
  db: Queryable,
  problemId: string,
): Promise<AdminEditorialResponse['editorial']> {
  const [problem] = await db.select({ id: problems.id }).from(problems).where(eq(problems.id, problemId));
  if (!problem) throw new AppError('PROBLEM_NOT_FOUND');
  const row = await editorialRow(db, problemId);
  if (!row) return null;
  return { ...(await editorialView(db, row)), solutionNames: row.solutionNames, updatedBy: row.updatedBy };
}

/**
 * The picks must be the problem's reference solutions that expect Accepted (code shown as the way to
 * solve it must solve it), one per language (the reader sees one tab per language).
 */
async function checkPicks(db: Queryable, problemId: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  if (new Set(names).size !== names.length) throw new AppError('INVALID_EDITORIAL_SOLUTIONS');
  const found = await db
    .select({
      name: problemSolutions.name,
      language: problemSolutions.language,
      expected: problemSolutions.expected,
    })
    .from(problemSolutions)
    .where(and(eq(problemSolutions.problemId, problemId), inArray(problemSolutions.name, names)));
  const accepted = found.filter((solution) => solution.expected === 'Accepted');
  const languages = new Set(accepted.map((solution) => solution.language));
  if (accepted.length !== names.length || languages.size !== names.length)
    throw new AppError('INVALID_EDITORIAL_SOLUTIONS');
}

/** An admin writes the editorial (PUT /api/admin/problems/{id}/editorial): stored, rendered and audited at once. */
export async function saveEditorial(
  ctx: ServiceContext,
  admin: UserRow,
  problemId: string,
  { body: markdown, solutionNames }: { body: string; solutionNames: string[] },
): Promise<Editorial> {
  // Rendered before the transaction, which then holds its locks only to write.
  const { html: bodyHtml } = await renderOffThread(markdown);
  return ctx.db.transaction(async (tx) => {
    const [problem] = await tx
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.id, problemId))
      .for('update');
    if (!problem) throw new AppError('PROBLEM_NOT_FOUND');
    await checkPicks(tx, problemId, solutionNames);
    const before = await editorialRow(tx, problemId);
    const values = {
      body: markdown,
      bodyHtml,
      solutionNames,
      source: 'admin' as const,
      updatedAt: ctx.now(),
      updatedBy: admin.id,
    };
    const [row] = await tx
      .insert(problemEditorials)
      .values({ problemId, ...values })
      .onConflictDoUpdate({ target: problemEditorials.problemId, set: values })
      .returning();
    if (!row) throw new AppError('PROBLEM_NOT_FOUND');
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'problem.editorial',
      target: { type: 'problem', id: problemId },
      before: before ? auditedFields(before) : null,
      after: auditedFields(row),
    });
    return editorialView(tx, row);
  });
}

/** The audit keeps the size and picks, not 50 KB of text twice. */
function auditedFields(row: EditorialRow) {
  return { bytes: Buffer.byteLength(row.body), solutions: row.solutionNames, source: row.source };
}
