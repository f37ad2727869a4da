/**
 * HTML rendered from a row's Markdown once, when the row is stored, and kept beside it (docs/rendering.md,
 * "Stored with the row"): problem statements and contest descriptions. Each copy is stamped with the
 * renderer's version and a hash of the Markdown it came from, so a reader can tell at a glance whether
 * the copy still holds: a copy from an older renderer, or from Markdown changed by a path that did not
 * render it, is rendered again on demand and by the start-up backfill (renderAgain below).
 */
import crypto from 'node:crypto';
import { AppError } from '../lib/app-error';
import { renderOffThread } from './render-pool';

/**
 * What the stored HTML's renderer is: bump it whenever markdown.ts (the pipeline, the sanitiser's
 * schema, KaTeX or highlight.js options), problems/statement-html.ts or the packages they use change what
 * they output. Every server start then re-renders the stored copies in the background.
 */
export const RENDERER_VERSION = 1;

/** The stamp of the Markdown a copy was rendered from: any JSON value, hashed. */
export function sourceStamp(source: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(source)).digest('base64url');
}

/** Whether a stored copy was made by this renderer from this very Markdown (its stamp). */
export function isCurrent(
  stored: { renderer: number; source: string } | null | undefined,
  stamp: string,
): boolean {
  return stored?.renderer === RENDERER_VERSION && stored.source === stamp;
}

/**
 * Renders run one at a time, so a burst (the backfill, a cold start's first views, a new contest's
 * problems) takes one place in the render pool's bounded queue instead of filling it and refusing posts.
 */
let queue: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const next = queue.then(render);
  queue = next.catch(() => undefined);
  return next;
}

export type BackfillResult = { rendered: number; failed: number };

/**
 * The backfill: renders and keeps, one row after the other, the rows whose copy does not hold (rows
 * stored before the columns existed, rows whose render failed when saved, every row after
 * RENDERER_VERSION moves). The server runs it in the background once it listens, so nothing waits for
 * it: a read renders such a row on demand meanwhile. Each row is kept on its own, so the work is
 * idempotent and a stopped run resumes at the next start (what is done holds and is skipped).
 */
export async function renderAgain(
  ids: readonly string[],
  store: (id: string) => Promise<boolean>,
): Promise<BackfillResult> {
  const result: BackfillResult = { rendered: 0, failed: 0 };
  for (const id of ids) {
    if (await store(id)) result.rendered += 1;
    else result.failed += 1;
  }
  return result;
}

const SOURCE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as HTML text: for the few pieces of markup written here, not by the renderer. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"]/g, (character) => SOURCE_ESCAPES[character] ?? character);
}

/**
 * Stored Markdown as HTML, by the renderer of posts in its worker threads. A text too complex to render
 * in time is shown as its source, as the renderer itself shows text nested too deeply: a statement or a
 * description must always have something to show.
 */
export async function renderStoredMarkdown(
  markdown: string,
  limits?: Parameters<typeof renderOffThread>[1],
): Promise<string> {
  try {
    return (await renderOffThread(markdown, limits)).html;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TEXT_TOO_COMPLEX') throw error;
    return `<pre class="markdown-source">${escapeHtmlText(markdown)}</pre>`;
  }
}
