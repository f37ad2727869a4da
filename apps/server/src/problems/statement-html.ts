/**
 * A problem's statement rendered to sanitised HTML with the renderer of posts (rendering/markdown.ts, in
 * its worker threads: docs/rendering.md), block by block, so that the browser inserts it and never
 * downloads a Markdown renderer (docs/delivery.md, "Fourth round"). Rendered once, when the problem is
 * stored, and kept in its row (problems/stored-statement.ts).
 *
 * The HTML holds no interface language: the web app adds the Constraints heading, "Author:" and the
 * illustration's name in the reader's language around the blocks.
 */
import type { ContentBlock, RenderedBlock } from '@codeconquer/contracts';
import { escapeHtmlText, renderStoredMarkdown } from '../rendering/stored-html';

export type StatementSource = {
  content: readonly ContentBlock[];
  /** The whole statement as Markdown: shown as plain text with its line breaks when there are no blocks. */
  description: string;
  /** Each example's explanation (Markdown), or null. */
  explanations: readonly (string | null)[];
};

export type RenderedStatement = { blocks: RenderedBlock[]; explanations: (string | null)[] };

/** Where the renderer lets images come from (markdown.ts's OWN_IMAGES), for image blocks alike. */
const OWN_IMAGE = /^\/uploads\/[\w./-]+$/;

/**
 * A statement's Markdown: the page's title is its h1, so a text's `#` is an h2 like `##` (`###` stays h3)
 * and heading levels never skip one. The HTML is the sanitiser's, so `<h1` can only be a tag there
 * (text holds `&lt;h1`).
 */
async function statementMarkdown(markdown: string): Promise<string> {
  const html = await renderStoredMarkdown(markdown);
  return html.replace(/<(\/?)h1(?=[\s>])/g, '<$1h2');
}

/** A block as HTML, or null for an image from elsewhere (not shown). */
async function blockHtml(block: ContentBlock): Promise<RenderedBlock | null> {
  switch (block.type) {
    case 'text':
    case 'constraints':
      return { type: block.type, html: await statementMarkdown(block.value) };
    case 'image': {
      // Stored as `uploads/…`, `./uploads/…` or `/uploads/…`; anything from elsewhere is not shown.
      const source = `/${block.value.trim().replace(/^\.?\//, '')}`;
      if (!OWN_IMAGE.test(source) || source.includes('..')) return null;
      // Its name is the page's, in the reader's language (the web app labels the block).
      return { type: 'image', html: `<img src="${escapeHtmlText(source)}" alt="">` };
    }
    case 'author':
      return { type: 'author', html: escapeHtmlText(block.value) };
  }
}

/** Every block of a statement and every explanation, rendered one after the other. */
export async function renderStatement(source: StatementSource): Promise<RenderedStatement> {
  const blocks: RenderedBlock[] = [];
  for (const block of source.content) {
    const rendered = await blockHtml(block);
    if (rendered) blocks.push(rendered);
  }
  if (source.content.length === 0)
    blocks.push({
      type: 'text',
      html: `<p class="statement-plain">${escapeHtmlText(source.description)}</p>`,
    });
  const explanations: (string | null)[] = [];
  for (const text of source.explanations) explanations.push(text ? await statementMarkdown(text) : null);
  return { blocks, explanations };
}
