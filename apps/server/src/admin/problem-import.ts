/**
 * A package zip uploaded in the panel, read by the same importer as `npm run problems:import`. The
 * problem's id comes from the package (its folder's name, else problem.yaml's name), never from the name
 * the zip was saved under. A new problem starts as a draft; one that exists is replaced (statement,
 * limits, tests, solutions, keeping its visibility and counters) only when the admin said so
 * (`replace`), else PROBLEM_EXISTS names it, so the panel can ask first.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AdminProblem } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import { problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { UserRow } from '../accounts/sessions';
import { PackageError } from '../problems/package/package-error';
import { packageIdOf, readProblemPackage } from '../problems/package/read-package';
import { unpackZip, type UnpackedZip } from '../problems/package/unpack-zip';
import { findAnyProblemRow } from '../problems/problem-queries';
import { saveProblemPackage } from '../problems/problem-store';
import { adminProblemView } from './admin-problems';
import { recordAudit } from './audit-log';

export async function importProblemPackage(
  ctx: ServiceContext,
  admin: UserRow,
  upload: { file: string },
  options: { replace: boolean },
): Promise<AdminProblem> {
  let unpacked: UnpackedZip;
  try {
    unpacked = await unpackZip(upload.file, ctx.config.zipLimits);
  } catch (error) {
    throw asImportError(error, null);
  }
  try {
    const slug = packageIdOf(unpacked.dir, unpacked.topFolder);
    const [existing] = await ctx.db.select({ id: problems.id }).from(problems).where(eq(problems.id, slug));
    if (existing && !options.replace)
      throw new AppError(
        'PROBLEM_EXISTS',
        `Problem '${slug}' already exists. Importing this package replaces its statement, limits, tests and ` +
          'reference solutions: confirm to replace it (replace=true).',
        { problemId: slug },
      );
    const pkg = readProblemPackage(unpacked.dir, slug);
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
    throw asImportError(error, unpacked.root);
  } finally {
    unpacked.cleanup();
  }
}

/**
 * The importer's own words for a bad package, as a 400 the admin can act on. The package was unpacked
 * in a temporary folder of this server: should a message ever name a file by its full path, the folder
 * is cut off, leaving the path inside the package.
 */
function asImportError(error: unknown, root: string | null): unknown {
  if (!(error instanceof PackageError)) return error;
  const message = root ? error.message.replaceAll(root + path.sep, '').replaceAll(root, '') : error.message;
  return new AppError('INVALID_PACKAGE', `The package: ${message}.`);
}
