/**
 * A contest's description as sanitised HTML, rendered once when the contest is saved and kept in its row
 * (contests.description_html), as problem statements are (problems/stored-statement.ts,
 * docs/rendering.md#stored-with-the-row): the Overview inserts it and the contest page downloads no Markdown
 * renderer. The HTML is exactly the posts' (and the admin's preview's, POST /admin/markdown/preview).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contests } from '../db/schema';
import {
  RENDERER_VERSION,
  isCurrent,
  oneAtATime,
  renderAgain,
  renderStoredMarkdown,
  sourceStamp,
  type BackfillResult,
} from '../rendering/stored-html';

export type DescriptionColumns = Pick<typeof contests.$inferSelect, 'id' | 'description' | 'descriptionHtml'>;

const descriptionColumns = {
  id: contests.id,
  description: contests.description,
  descriptionHtml: contests.descriptionHtml,
};

async function renderDescription(markdown: string): Promise<string> {
  return markdown.trim() === '' ? '' : renderStoredMarkdown(markdown);
}

function storedDescriptionOf(row: DescriptionColumns): string | null {
  return isCurrent(row.descriptionHtml, sourceStamp(row.description))
    ? (row.descriptionHtml?.html ?? null)
    : null;
}

/**
 * Renders the description and keeps it, unless the description changed meanwhile. The row given is
 * updated too, as it now is in the database: the live boards keep their contest's row in memory
 * (contests/live-boards.ts), and its next reader should find the copy rather than render again.
 */
async function renderAndKeep(db: Database, row: DescriptionColumns): Promise<string> {
  const html = await oneAtATime(() => renderDescription(row.description));
  const stored = { html, renderer: RENDERER_VERSION, source: sourceStamp(row.description) };
  const kept = await db
    .update(contests)
    .set({ descriptionHtml: stored })
    .where(and(eq(contests.id, row.id), eq(contests.description, row.description)))
    .returning({ id: contests.id });
  if (kept.length > 0) row.descriptionHtml = stored;
  return html;
}

/** The description a reader gets: the stored copy, or rendered now (and kept) when none holds. */
export async function descriptionHtmlOf(db: Database, row: DescriptionColumns): Promise<string> {
  return storedDescriptionOf(row) ?? renderAndKeep(db, row);
}

/**
 * Renders and keeps a contest's description, after the save that changed it committed. Never rejects: a
 * failed render leaves it to the read's render on demand (as storeStatementHtml).
 */
export async function storeDescriptionHtml(db: Database, contestId: string): Promise<boolean> {
  try {
    const [row] = await db.select(descriptionColumns).from(contests).where(eq(contests.id, contestId));
    if (!row) return false;
    if (storedDescriptionOf(row) === null) await renderAndKeep(db, row);
    return true;
  } catch {
    return false;
  }
}

/** Renders every contest whose stored description does not hold (as backfillStatements). */
export async function backfillDescriptions(db: Database): Promise<BackfillResult> {
  const rows = await db.select(descriptionColumns).from(contests).orderBy(contests.id);
  const stale = rows.filter((row) => storedDescriptionOf(row) === null).map((row) => row.id);
  return renderAgain(stale, (id) => storeDescriptionHtml(db, id));
}
