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

export type BankSyncOptions = {
  /** Called after each package, with how many of how many are done (GET /api/health/ready shows it). */
  onProgress?: (done: number, total: number) => void;
  /** Stops the sync between two packages (the server's shutdown); what was saved stays, the rest waits. */
  signal?: AbortSignal;
};

/**
 * Compares every package of `bankDir` with its problem and saves the new and changed ones, one package
 * (read, then saved in one transaction) at a time, so the server holds one package's files at most and a
 * stop at any moment leaves each problem either as it was or saved whole: the next start finishes the rest.
 */
export async function syncBank(
  db: Database,
  uploadsDir: string,
  bankDir: string,
  log: (message: string) => void,
  { onProgress, signal }: BankSyncOptions = {},
): Promise<BankSync> {
  const outcome: BankSync = { added: [], updated: [], unchanged: [], keptEdited: [] };
  const dirs = bankPackageDirs(bankDir);
  onProgress?.(0, dirs.length);
  for (const [index, dir] of dirs.entries()) {
    signal?.throwIfAborted();
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
      const saved = await saveProblemPackage(db, uploadsDir, readProblemPackage(dir, slug), {
        bank: { sourceHash },
      });
      // An admin's import or edit that landed after the look above wins.
      (saved ? (current ? outcome.updated : outcome.added) : outcome.keptEdited).push(slug);
    } catch (error) {
      log(`Problem package ${path.basename(dir)} was not loaded: ${(error as Error).message}`);
    } finally {
      onProgress?.(index + 1, dirs.length);
    }
  }
  return outcome;
}
