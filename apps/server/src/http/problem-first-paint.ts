/**
 * A problem's page (/problems/:id) as first sent: index.html with the problem's title and statement in
 * the boot shell, where the other pages have its lead line, so that the reader sees the statement with the
 * first paint, before the web app's scripts have arrived and run (docs/delivery.md "The statement in the
 * first paint"). The app then draws the whole page over it, as over any boot shell.
 *
 * Only what a guest may read goes there: the public view GET /api/problem/:id gives a guest
 * (problems/problem-views.ts, served from the same cache), so a hidden problem, or one of a contest that
 * has not opened, gets the plain shell, as an unknown id does. The statement is the sanitised HTML stored
 * with the problem (docs/rendering.md); the title is escaped. Pages are kept per problem and made again
 * when its public view changes, and sent as the API's views are: ETag, `no-cache`, brotli or gzip made
 * once.
 */
import type { Problem } from '@codeconquer/contracts';
import { isProblemId } from '@codeconquer/contracts/problem-id';
import { PROSE_CLASSES, STATEMENT_TEXT_CLASSES } from '@codeconquer/contracts/statement-prose';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { jsonBodyOf, type JsonBody } from '../lib/view-cache';
import { publicProblemBody } from '../problems/problem-views';
import { escapeHtmlText } from '../rendering/stored-html';

/** The part of index.html that a problem's title and statement replace (the boot shell's lead line). */
const BOOT_CONTENT = /<!-- boot-content\b[\s\S]*?-->[\s\S]*?<!-- \/boot-content -->/;

const PROBLEM_PATH = /^\/problems\/([^/]+)\/?$/;

/** The problem id a path opens the page of, or null (the list, a solve or discussion page, a bad id). */
export function problemIdOfPagePath(urlPath: string): string | null {
  const segment = PROBLEM_PATH.exec(urlPath)?.[1];
  if (!segment) return null;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return isProblemId(id) ? id : null;
}

/**
 * The boot shell's content for a problem: its title and the statement's text blocks. Constraints, the
 * author line and the illustrations' names need labels in the reader's language, which only the app
 * knows; the app shows them a moment later.
 */
export function problemFirstPaint(problem: Pick<Problem, 'title' | 'statement'>): string {
  // The app's classes for a rendered block (components/markdown/rendered-html.tsx), so that the text
  // wraps as it will on the app's page: the same width (the card, index.html) and the same text styles.
  const blocks = problem.statement
    .filter((block) => block.type === 'text' || block.type === 'image')
    .map((block) => {
      const classes = block.type === 'text' ? `${PROSE_CLASSES} ${STATEMENT_TEXT_CLASSES}` : PROSE_CLASSES;
      return `<div class="${classes}">${block.html}</div>`;
    })
    .join('\n');
  return `<article class="boot-problem"><h1>${escapeHtmlText(problem.title)}</h1><div class="boot-statement">${blocks}</div></article>`;
}

export type ProblemPages = {
  /**
   * The page for a public problem, made from `template` (the problem path's page, http/shell-pages.ts),
   * or null for any other id (the caller sends the template as it is).
   */
  pageFor(id: string, template: string): Promise<JsonBody | null>;
};

/** A problem's page, and the version of its public view and the template it was made from. */
type KeptPage = { viewEtag: string; template: string; page: JsonBody };

export function problemPages(db: Database): ProblemPages {
  const pages = new LRUCache<string, KeptPage>({ max: 512 });
  return {
    async pageFor(id, template) {
      // A build without the marks (or a test's stand-in) gets no statements: every page is the plain shell.
      if (!BOOT_CONTENT.test(template)) return null;
      let view: JsonBody;
      try {
        view = await publicProblemBody(db, id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'PROBLEM_NOT_FOUND') return null;
        throw error;
      }
      const kept = pages.get(id);
      if (kept?.viewEtag === view.etag && kept.template === template) return kept.page;
      const problem = JSON.parse(view.json) as Problem;
      // A function as the replacement, so that `$` in a statement is not read as a pattern.
      const html = template.replace(BOOT_CONTENT, () => problemFirstPaint(problem));
      // The view moves with every submission's counters, which the page does not show: the same page
      // then keeps its body, whose brotli and gzip forms (made once, as hard as they go) are not made again.
      const page = kept?.page.json === html ? kept.page : jsonBodyOf(html);
      pages.set(id, { viewEtag: view.etag, template, page });
      return page;
    },
  };
}
