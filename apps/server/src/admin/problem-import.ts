/**
 * A package zip uploaded in the panel, read by the same importer as `npm run problems:import`. The
 * problem's id is the zip's name (as the CLI names it); a new problem starts as a draft, one that exists
 * is replaced (statement, limits, tests, solutions) and keeps its visibility and counters.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AdminProblem } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import { problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { UserRow } from '../accounts/sessions';
import { PackageError, readProblemPackage, slugify } from '../problems/package/read-package';
import { unpackZipBytes } from '../problems/package/unpack-zip';
import { findAnyProblemRow } from '../problems/problem-queries';
import { saveProblemPackage } from '../problems/problem-store';
import { adminProblemView } from './admin-problems';
import { recordAudit } from './audit-log';

export async function importProblemPackage(
  ctx: ServiceContext,
  admin: UserRow,
  upload: { bytes: Buffer; filename: string },
): Promise<AdminProblem> {
  const slug = slugify(path.basename(upload.filename).replace(/\.zip$/i, ''));
  let unpacked;
  try {
    unpacked = unpackZipBytes(upload.bytes);
  } catch (error) {
    // fflate's own errors say the bytes are not a zip it can read.
    throw asImportError(
      error instanceof PackageError ? error : new PackageError('the file is not a zip archive'),
    );
  }
  try {
    const pkg = readProblemPackage(unpacked.dir, slug);
    const [existing] = await ctx.db.select({ id: problems.id }).from(problems).where(eq(problems.id, slug));
    await saveProblemPackage(ctx.db, path.join(ctx.config.dataDir, 'uploads'), pkg, 'admin', 'draft');
    await recordAudit(ctx.db, {
      adminId: admin.id,
      action: 'problem.import',
      target: { type: 'problem', id: slug },
      before: existing ? { replaced: true } : null,
      after: { title: pkg.title, tests: pkg.tests.length, solutions: pkg.submissions.length },
    });
    return adminProblemView(ctx, ctx.db, await findAnyProblemRow(ctx.db, slug));
  } catch (error) {
    throw asImportError(error);
  } finally {
    unpacked.cleanup();
  }
}

/** The importer's own words for a bad package, as a 400 the admin can act on. */
function asImportError(error: unknown): unknown {
  return error instanceof PackageError
    ? new AppError('INVALID_PACKAGE', `The package: ${error.message}.`)
    : error;
}
