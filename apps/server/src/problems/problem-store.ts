/**
 * Puts problem packages into the database: a new slug is inserted, a known one replaced (statement, limits
 * tests, reference solutions and a package's editorial; its counters stay). Test texts go to test_data; the samples are also copied onto the problem
 * row, which is all that showing a problem reads, and the statement is rendered and kept beside them
 * (problems/stored-statement.ts). Statement images are copied under uploads/problems/<slug>/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ProblemVisibility } from '@codeconquer/contracts';
import { problemSolutions, problems } from '../db/schema';
import { savePackageEditorial } from './package-editorial';
import type { ProblemPackage } from './package/read-package';
import { problemViewsChanged } from './problem-views';
import { storeStatementHtml } from './stored-statement';
import { writeProblemTests } from './problem-tests';
import { storeTests } from './test-data';

/**
 * Where a saved package comes from: the bank (with the package's content hash, so the bank can update it
 * when the package changes) or an admin's import, after which the bank leaves the problem alone.
 */
export type PackageOrigin = { bank: { sourceHash: string } } | 'admin';

/**
 * Saves a package as a problem. A new problem gets `visibility` ('public' unless said otherwise); a problem
 * saved again keeps the visibility it has. A bank package is not saved over a problem an admin imported or
 * edited, looked at under a lock in the same transaction (the bank syncs while the server answers, so an
 * admin's change may land between the sync's first look and its save): false then.
 */
export async function saveProblemPackage(
  db: Database,
  uploadsDir: string,
  pkg: ProblemPackage,
  origin: PackageOrigin = 'admin',
  visibility: ProblemVisibility = 'public',
): Promise<boolean> {
  const values = {
    ...(origin === 'admin'
      ? { editedAt: new Date() }
      : { sourceHash: origin.bank.sourceHash, editedAt: null }),
    title: pkg.title,
    difficulty: pkg.difficulty,
    tags: pkg.tags,
    timeLimitMs: pkg.timeLimitMs,
    memoryLimitMb: pkg.memoryLimitMb,
    timeLimitOrigin: pkg.timeLimitOrigin ?? (origin === 'admin' ? ('admin' as const) : null),
    outputLimitBytes: pkg.outputLimitBytes ?? null,
    content: pkg.blocks,
    description: pkg.statement,
    author: pkg.author,
    source: pkg.source,
    license: pkg.license,
    staticHint: pkg.hint,
    checker: pkg.checker,
    validator: pkg.validator,
    scoring: pkg.scoring,
    ...(pkg.smallGenerator !== undefined && { smallGenerator: pkg.smallGenerator }),
    updatedAt: new Date(),
  };
  const saved = await db.transaction(async (tx) => {
    if (origin !== 'admin') {
      const [current] = await tx
        .select({ editedAt: problems.editedAt })
        .from(problems)
        .where(eq(problems.id, pkg.slug))
        .for('update');
      if (current?.editedAt) return false;
    }
    await tx
      .insert(problems)
      .values({ id: pkg.slug, visibility, ...values })
      .onConflictDoUpdate({ target: problems.id, set: values });
    await writeProblemTests(tx, pkg.slug, await storeTests(tx, pkg.tests));
    await tx.delete(problemSolutions).where(eq(problemSolutions.problemId, pkg.slug));
    if (pkg.submissions.length > 0)
      await tx.insert(problemSolutions).values(
        pkg.submissions.map((solution) => ({
          problemId: pkg.slug,
          name: solution.file,
          language: solution.language,
          expected: solution.expected,
          source: solution.source,
        })),
      );
    // Never over an editorial an admin wrote (problems/package-editorial.ts).
    if (pkg.editorial !== undefined) await savePackageEditorial(tx, pkg.slug, pkg.editorial, new Date());
    return true;
  });
  if (!saved) return false;
  // The statement and its examples' explanations, rendered once now that they are stored (a read renders
  // one that is not yet, rendering/stored-html.ts).
  await storeStatementHtml(db, pkg.slug);
  problemViewsChanged();
  if (pkg.images.size > 0) {
    const target = path.join(uploadsDir, 'problems', pkg.slug);
    fs.mkdirSync(target, { recursive: true });
    for (const [file, source] of pkg.images) fs.copyFileSync(source, path.join(target, file));
  }
  return true;
}

export function bankPackageDirs(bankDir: string): string[] {
  if (!fs.existsSync(bankDir)) return [];
  return fs
    .readdirSync(bankDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(bankDir, entry.name, 'problem.yaml')))
    .map((entry) => path.join(bankDir, entry.name))
    .sort();
}
