/**
 * A problem's rendered statement kept in its row (problems.statement_html, docs/rendering.md#stored-with-the-row):
 * every path that stores a statement or examples renders them right after committing
 * (storeStatementHtml), and a read takes the stored copy when it still holds (same renderer, same
 * Markdown). A row without one (stored before the column, its render failed, a new renderer) is rendered
 * on demand and the copy kept, so nothing is ever shown unrendered and each statement renders once.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { problems, type StoredStatementHtml } from '../db/schema';
import {
  RENDERER_VERSION,
  isCurrent,
  oneAtATime,
  renderAgain,
  sourceStamp,
  type BackfillResult,
} from '../rendering/stored-html';
import { renderStatement, type RenderedStatement, type StatementSource } from './statement-html';

/** The columns a statement is made of, and its stored copy. */
export type StatementColumns = Pick<
  typeof problems.$inferSelect,
  'id' | 'content' | 'description' | 'examples' | 'statementHtml'
>;

const statementColumns = {
  id: problems.id,
  content: problems.content,
  description: problems.description,
  examples: problems.examples,
  statementHtml: problems.statementHtml,
};

function sourceOf(row: StatementColumns): StatementSource {
  return {
    content: row.content,
    description: row.description,
    explanations: row.examples.map((example) => example.explanation),
  };
}

/** The stored copy when it still holds, else null. */
export function storedStatementOf(row: StatementColumns): RenderedStatement | null {
  return isCurrent(row.statementHtml, sourceStamp(sourceOf(row))) ? row.statementHtml : null;
}

/**
 * Renders the row's statement and keeps it, unless the row changed meanwhile (its Markdown is compared
 * in the update itself): then whoever changed it renders the new one.
 */
async function renderAndKeep(db: Database, row: StatementColumns): Promise<RenderedStatement> {
  const source = sourceOf(row);
  const rendered = await oneAtATime(() => renderStatement(source));
  const stored: StoredStatementHtml = {
    ...rendered,
    renderer: RENDERER_VERSION,
    source: sourceStamp(source),
  };
  await db
    .update(problems)
    .set({ statementHtml: stored })
    .where(
      and(
        eq(problems.id, row.id),
        eq(problems.content, row.content),
        eq(problems.description, row.description),
        eq(problems.examples, row.examples),
      ),
    );
  return rendered;
}

/** The statement a reader gets: the stored copy, or rendered now (and kept) when there is none that holds. */
export async function statementOf(db: Database, row: StatementColumns): Promise<RenderedStatement> {
  return storedStatementOf(row) ?? renderAndKeep(db, row);
}

/**
 * Renders and keeps a problem's statement: called by every path that stores its statement or examples,
 * after committing (a render takes a worker thread, 1–2 s to start; no lock waits for it). Resolves to
 * whether a fresh copy is kept; never rejects: a failed render (the renderer busy) leaves the row to the
 * read's render on demand, which the backfill at the next start would do too.
 */
export async function storeStatementHtml(db: Database, problemId: string): Promise<boolean> {
  try {
    const [row] = await db.select(statementColumns).from(problems).where(eq(problems.id, problemId));
    if (!row) return false;
    if (storedStatementOf(row) === null) await renderAndKeep(db, row);
    return true;
  } catch {
    return false;
  }
}

/** Renders every problem whose stored statement does not hold (none, an older renderer, other Markdown). */
export async function backfillStatements(db: Database): Promise<BackfillResult> {
  const rows = await db.select(statementColumns).from(problems).orderBy(problems.id);
  const stale = rows.filter((row) => storedStatementOf(row) === null).map((row) => row.id);
  return renderAgain(stale, (id) => storeStatementHtml(db, id));
}
