/**
 * A submission's files as the Contest API serves them: a zip holding its one source file at the root,
 * named as the judge names it (main.cpp, Foo.java, main.py). Admins only (routes/ccs.ts).
 */
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sourceFileName } from './languages';
import { findCcsContest, submissionSource } from './snapshot';

export async function submissionZip(db: Database, contestId: string, submissionId: string): Promise<Buffer> {
  const contest = await findCcsContest(db, contestId);
  const source = await submissionSource(db, contest, submissionId);
  if (!source) throw new AppError('SUBMISSION_NOT_FOUND');
  const zip = zipSync({ [sourceFileName(source.language, source.code)]: strToU8(source.code) });
  return Buffer.from(zip);
}
