/**
 * A problem's statement as the page shows it, rendered to sanitised HTML on the server with the renderer
 * of posts (rendering/markdown.ts, in its worker threads: docs/rendering.md), so that the browser inserts
 * it and never downloads a Markdown renderer (docs/delivery.md, "Fourth round").
 *
 * Rendered lazily, once per distinct statement, and kept here: the problem view cache
 * (problem-views.ts) rebuilds a view whenever a counter moves (every judged submission), and the
 * statement has not changed then. The key is the statement's own text, so an edited or re-imported
 * statement is simply a new entry; no migration, no stored HTML to go stale when the renderer changes.
 */
import crypto from 'node:crypto';
import { isNull } from 'drizzle-orm';
import type { ContentBlock } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { renderOffThread } from '../rendering/render-pool';

export type StatementSource = {
  content: readonly ContentBlock[];
  /** The whole statement as Markdown: shown as plain text with its line breaks when there are no blocks. */
  description: string;
  /** Each example's explanation (Markdown), or null. */
  explanations: readonly (string | null)[];
};

export type StatementHtml = { statementHtml: string; explanationsHtml: (string | null)[] };

/** Distinct statements kept (the bank holds about 40; the HTML of one with math is some tens of KB). */
const MAX_ENTRIES = 1000;
const rendered = new Map<string, Promise<StatementHtml>>();
/**
 * Statements render one at a time, so a burst of first views (a cold server, a new contest's problems)
 * takes one place in the render pool's bounded queue instead of filling it and refusing posts.
 */
let queue: Promise<unknown> = Promise.resolve();

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);

/** Where the renderer lets images come from (markdown.ts's OWN_IMAGES), for image blocks alike. */
const OWN_IMAGE = /^\/uploads\/[\w./-]+$/;

/**
 * A statement's Markdown: the page's title is its h1, so a text's `#` is an h2 like `##` (`###` stays h3)
 * and heading levels never skip one. The HTML is the sanitiser's, so `<h1` can only be a tag there
 * (text holds `&lt;h1`).
 */
async function statementMarkdown(markdown: string): Promise<string> {
  let html: string;
  try {
    html = (await renderOffThread(markdown)).html;
  } catch (error) {
    // A statement too complex to render in time is shown as its text, as the renderer does for deep nesting.
    if (!(error instanceof AppError) || error.code !== 'TEXT_TOO_COMPLEX') throw error;
    html = `<pre class="markdown-source">${escape(markdown)}</pre>`;
  }
  return html.replace(/<(\/?)h1(?=[\s>])/g, '<$1h2');
}

async function blockHtml(block: ContentBlock): Promise<string> {
  switch (block.type) {
    case 'text':
      return statementMarkdown(block.value);
    case 'constraints':
      return `<section aria-label="Constraints"><h2>Constraints</h2>${await statementMarkdown(block.value)}</section>`;
    case 'image': {
      // Stored as `uploads/…`, `./uploads/…` or `/uploads/…`; anything from elsewhere is not shown.
      const source = `/${block.value.trim().replace(/^\.?\//, '')}`;
      return OWN_IMAGE.test(source) ? `<img src="${escape(source)}" alt="Problem illustration">` : '';
    }
    case 'author':
      return `<p class="statement-author">Author: ${escape(block.value)}</p>`;
  }
}

async function render(source: StatementSource): Promise<StatementHtml> {
  const blocks: string[] = [];
  for (const block of source.content) blocks.push(await blockHtml(block));
  const statementHtml =
    source.content.length > 0
      ? blocks.join('\n')
      : `<p class="statement-plain">${escape(source.description)}</p>`;
  const explanationsHtml: (string | null)[] = [];
  for (const text of source.explanations) explanationsHtml.push(text ? await statementMarkdown(text) : null);
  return { statementHtml, explanationsHtml };
}

/** The statement's HTML, rendered the first time this statement is asked for. */
export function statementHtmlOf(source: StatementSource): Promise<StatementHtml> {
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([source.content, source.description, source.explanations]))
    .digest('base64');
  const known = rendered.get(key);
  if (known) {
    // Most recently used last: the first entry is the one to forget.
    rendered.delete(key);
    rendered.set(key, known);
    return known;
  }
  const next = queue.then(() => render(source));
  queue = next.catch(() => undefined);
  rendered.set(key, next);
  // A failure (the renderer busy or gone) is not kept: the next view tries again.
  next.catch(() => rendered.delete(key));
  if (rendered.size > MAX_ENTRIES) rendered.delete(rendered.keys().next().value as string);
  return next;
}

/**
 * Renders every stored statement in the background when the server starts, so that no visitor waits for
 * a worker thread to start (1–2 s, more on a busy machine) or for a render on a first view; the pool's
 * thread then stays for its idle time and a statement saved meanwhile renders in milliseconds.
 */
export async function warmStatements(db: Database): Promise<void> {
  const rows = await db
    .select({ content: problems.content, description: problems.description, examples: problems.examples })
    .from(problems)
    .where(isNull(problems.deletedAt));
  for (const row of rows)
    await statementHtmlOf({
      content: row.content,
      description: row.description,
      explanations: row.examples.map((example) => example.explanation),
    });
}
