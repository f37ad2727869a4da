/**
 * A package's `editorial.md` (docs/packages.md), stored with the package by the bank sync and imports.
 * Here, below the editorials module (which admins' saves and readers' rules live in), because loading a
 * package is the problems module's work. The Markdown is rendered once, as every user-written text is
 * (docs/rendering.md).
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { problemEditorials } from '../db/schema';
import { renderOffThread } from '../rendering/render-pool';

/**
 * A package's editorial.md, loaded with the package (bank sync and import alike): it replaces an editorial
 * that came from a package, never one an admin wrote in the panel. A package without one removes a
 * package's editorial (the package dropped it) and leaves an admin's.
 */
export async function savePackageEditorial(
  db: Queryable,
  problemId: string,
  markdown: string | null,
  now: Date,
): Promise<void> {
  const [current] = await db
    .select()
    .from(problemEditorials)
    .where(eq(problemEditorials.problemId, problemId));
  if (current?.source === 'admin') return;
  if (markdown === null) {
    if (current) await db.delete(problemEditorials).where(eq(problemEditorials.problemId, problemId));
    return;
  }
  if (current?.body === markdown) return;
  const values = {
    body: markdown,
    bodyHtml: (await renderOffThread(markdown)).html,
    solutionNames: [],
    source: 'package' as const,
    updatedAt: now,
    updatedBy: null,
  };
  await db
    .insert(problemEditorials)
    .values({ problemId, ...values })
    .onConflictDoUpdate({ target: problemEditorials.problemId, set: values });
}
