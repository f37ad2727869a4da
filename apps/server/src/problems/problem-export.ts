/**
 * A stored problem as the ProblemPackage it would have been read from, ready to be written as a package
 * (package/write-package.ts): its row, its tests in judging order with their texts, its reference
 * solutions, and the statement images it has in uploads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Verdict } from '@codeconquer/contracts';
import type { TokenCheckOptions } from '@codeconquer/judge';
import type { Database } from '../db/client';
import { problemEditorials, problemSolutions, problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { detectStatementImageType } from '../lib/image-type';
import {
  problemBlocks,
  VERDICT_BY_FOLDER,
  type PackageSubmission,
  type PackageTest,
  type ProblemPackage,
} from './package/read-package';
import { fullTests } from './problem-queries';

export type ExportedProblem = { pkg: ProblemPackage; imageBytes: Map<string, Uint8Array> };

async function loadTests(db: Database, id: string): Promise<PackageTest[]> {
  return (await fullTests(db, id)).map(({ name, input, answer, explanation, interaction, isSample }) => ({
    name,
    input,
    answer,
    explanation,
    interaction,
    isSample,
  }));
}

const FOLDER_ORDER = Object.keys(VERDICT_BY_FOLDER);

/** Solutions in the order the reader lists them: by verdict folder, then by file name. */
function compareAsRead(a: PackageSubmission, b: PackageSubmission): number {
  const folder = (file: string) => {
    const index = FOLDER_ORDER.indexOf(file.split('/')[0] ?? '');
    return index < 0 ? FOLDER_ORDER.length : index;
  };
  return folder(a.file) - folder(b.file) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}

async function loadSubmissions(db: Database, id: string): Promise<PackageSubmission[]> {
  const rows = await db.select().from(problemSolutions).where(eq(problemSolutions.problemId, id));
  return rows
    .map((row) => ({
      file: row.name,
      language: row.language,
      // Saved from a package's verdict; the writer refuses one no submissions/ folder stands for.
      expected: row.expected as Verdict,
      source: row.source,
    }))
    .sort(compareAsRead);
}

/**
 * Loads a stored problem as a package. Its blocks are built from its statement and author the way an
 * import builds them; its images are the statement's images found in uploads/problems/<id>/ (regular
 * files that are images: anything else an importer would refuse).
 */
export async function loadProblemPackage(
  db: Database,
  uploadsDir: string,
  id: string,
): Promise<ExportedProblem> {
  const [row] = await db.select().from(problems).where(eq(problems.id, id));
  if (!row) throw new AppError('PROBLEM_NOT_FOUND');
  const folder = path.join(uploadsDir, 'problems', id);
  const images = new Map<string, string>();
  const imageBytes = new Map<string, Uint8Array>();
  const blocks = problemBlocks(row.description, id, row.author, (file) => {
    const full = path.join(folder, file);
    if (path.dirname(full) !== folder || !fs.lstatSync(full, { throwIfNoEntry: false })?.isFile()) return;
    const bytes = fs.readFileSync(full);
    if (!detectStatementImageType(bytes)) return;
    images.set(file, full);
    imageBytes.set(file, bytes);
  });
  const pkg: ProblemPackage = {
    slug: row.id,
    title: row.title,
    difficulty: row.difficulty,
    tags: row.tags,
    hint: row.staticHint,
    author: row.author,
    source: row.source,
    license: row.license,
    timeLimitMs: row.timeLimitMs,
    memoryLimitMb: row.memoryLimitMb,
    outputLimitBytes: row.outputLimitBytes,
    // The column holds exactly what was saved from a package's TokenCheckOptions.
    checker: row.checker as TokenCheckOptions,
    validator: row.validator,
    scoring: row.scoring,
    statement: row.description,
    blocks,
    images,
    tests: await loadTests(db, id),
    submissions: await loadSubmissions(db, id),
    editorial: await editorialBody(db, id),
    smallGenerator: row.smallGenerator,
  };
  return { pkg, imageBytes };
}

/** The editorial's Markdown, exported as editorial.md (its reference-code picks are the panel's, not the package's). */
async function editorialBody(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ body: problemEditorials.body })
    .from(problemEditorials)
    .where(eq(problemEditorials.problemId, id));
  return row?.body ?? null;
}
