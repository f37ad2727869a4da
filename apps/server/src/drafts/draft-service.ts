/** Saving and reading a user's code drafts for a problem (one per language). */
import { and, desc, eq } from 'drizzle-orm';
import type { Draft, DraftsResponse, LanguageId, Role } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { codeDrafts } from '../db/schema';
import { findProblemRow } from '../problems/problem-queries';

type DraftRow = typeof codeDrafts.$inferSelect;

const toDraft = (row: DraftRow): Draft => ({
  language: row.language,
  code: row.code,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listDrafts(
  db: Database,
  user: { id: string; role: Role },
  problemId: string,
): Promise<DraftsResponse> {
  await findProblemRow(db, problemId, user);
  const userId = user.id;
  const rows = await db
    .select()
    .from(codeDrafts)
    .where(and(eq(codeDrafts.userId, userId), eq(codeDrafts.problemId, problemId)))
    .orderBy(desc(codeDrafts.updatedAt));
  return { drafts: rows.map(toDraft), preferredLanguage: rows[0]?.language ?? null };
}

/** Stores the draft (blank code removes it); the last write wins. */
export async function saveDraft(
  db: Database,
  user: { id: string; role: Role },
  problemId: string,
  language: LanguageId,
  code: string,
  now: Date,
): Promise<Draft | null> {
  await findProblemRow(db, problemId, user);
  const userId = user.id;
  const key = and(
    eq(codeDrafts.userId, userId),
    eq(codeDrafts.problemId, problemId),
    eq(codeDrafts.language, language),
  );
  if (code.trim() === '') {
    await db.delete(codeDrafts).where(key);
    return null;
  }
  const [row] = await db
    .insert(codeDrafts)
    .values({ userId, problemId, language, code, updatedAt: now })
    .onConflictDoUpdate({
      target: [codeDrafts.userId, codeDrafts.problemId, codeDrafts.language],
      set: { code, updatedAt: now },
    })
    .returning();
  return row ? toDraft(row) : null;
}
