/**
 * The bank at start-up (docs/architecture.md#problems-and-submissions): every package of PROBLEMS_DIR is
 * compared, by content hash, with the problem it was loaded as. A package whose problem is missing is
 * added; one whose package changed is loaded again (its counters and submissions stay); a problem an
 * admin imported or edited is never touched. So a new release's bank reaches an existing database, and
 * importing a package before the first start no longer keeps the rest of the bank out.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { problems } from '../db/schema';
import { readProblemPackage, slugify } from './package/read-package';
import { bankPackageDirs, saveProblemPackage } from './problem-store';

export type BankSync = { added: string[]; updated: string[]; unchanged: string[]; keptEdited: string[] };

/** A package's content: every file's path and bytes (reference solutions too: they are stored), in a fixed order. */
export function packageHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (relative: string) => {
    const entries = fs
      .readdirSync(path.join(dir, relative), { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const name = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        walk(name);
      } else if (entry.isFile()) {
        const bytes = fs.readFileSync(path.join(dir, name));
        hash.update(`${name}\0${bytes.length}\0`).update(bytes);
      }
    }
  };
  walk('');
  return hash.digest('hex');
}

export async function syncBank(
  db: Database,
  uploadsDir: string,
  bankDir: string,
  log: (message: string) => void,
): Promise<BankSync> {
  const outcome: BankSync = { added: [], updated: [], unchanged: [], keptEdited: [] };
  for (const dir of bankPackageDirs(bankDir)) {
    const slug = slugify(path.basename(dir));
    try {
      const sourceHash = packageHash(dir);
      const [current] = await db
        .select({ sourceHash: problems.sourceHash, editedAt: problems.editedAt })
        .from(problems)
        .where(eq(problems.id, slug));
      if (current?.editedAt) {
        outcome.keptEdited.push(slug);
        continue;
      }
      if (current && current.sourceHash === sourceHash) {
        outcome.unchanged.push(slug);
        continue;
      }
      await saveProblemPackage(db, uploadsDir, readProblemPackage(dir, slug), { bank: { sourceHash } });
      (current ? outcome.updated : outcome.added).push(slug);
    } catch (error) {
      log(`Problem package ${path.basename(dir)} was not loaded: ${(error as Error).message}`);
    }
  }
  return outcome;
}
