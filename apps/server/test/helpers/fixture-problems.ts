/** The small problem packages tests load (apps/server/test/fixtures/packages), read and stored. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/db/client';
import { readProblemPackage, type ProblemPackage } from '../../src/problems/package/read-package';
import { saveProblemPackage } from '../../src/problems/problem-store';

export const FIXTURE_PACKAGES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/packages',
);

export function readFixturePackage(name: string): ProblemPackage {
  return readProblemPackage(path.join(FIXTURE_PACKAGES, name));
}

/** Stores fixture `name` under each of `slugs` (default: its own), with its statement images under uploadsDir. */
export async function loadFixtureProblem(
  db: Database,
  uploadsDir: string,
  name = 'add-two',
  slugs: string[] = [name],
): Promise<void> {
  const pkg = readFixturePackage(name);
  for (const slug of slugs) await saveProblemPackage(db, uploadsDir, { ...pkg, slug });
}
