/**
 * The help corpus: the Markdown articles in docs/help, each split at its `##` headings so that a question
 * is answered with one focused section rather than a whole page. A section may carry a hidden
 * `<!-- keywords: … -->` line: words people ask with that the prose does not use, indexed but never shown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type HelpArticle = {
  /** File name without .md, e.g. "verdicts". */
  slug: string;
  title: string;
  /** The paragraph under the title: what the article is about. */
  summary: string;
};

export type HelpSection = {
  /** `{article slug}#{heading slug}`, stable for tests and logs. */
  id: string;
  article: HelpArticle;
  heading: string;
  keywords: string;
  /** The section's Markdown, without the heading and keywords lines. */
  body: string;
};

export type HelpCorpus = { articles: HelpArticle[]; sections: HelpSection[] };

/** The article about VGuy itself: the greeting, not a search result. */
export const ABOUT_VGUY_ARTICLE = 'vguy';

const CORPUS_DIR = fileURLToPath(new URL('../../../../docs/help/', import.meta.url));
const KEYWORDS_LINE = /^<!--\s*keywords:(.*?)-->\s*$/;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, 'p') // "C++" → "cpp", apart from "C"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Splits one article. Throws on a file without a `# Title`: a broken article should fail loudly in tests. */
export function parseArticle(
  slug: string,
  markdown: string,
): { article: HelpArticle; sections: HelpSection[] } {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const titleLine = lines.findIndex((line) => line.startsWith('# '));
  if (titleLine < 0) throw new Error(`Help article ${slug} has no "# Title" line`);
  const title = (lines[titleLine] ?? '').slice(2).trim();

  const chunks: { heading: string | null; lines: string[] }[] = [{ heading: null, lines: [] }];
  for (const line of lines.slice(titleLine + 1)) {
    if (line.startsWith('## ')) chunks.push({ heading: line.slice(3).trim(), lines: [] });
    else chunks.at(-1)?.lines.push(line);
  }

  const article: HelpArticle = { slug, title, summary: (chunks[0]?.lines ?? []).join('\n').trim() };
  const sections = chunks.flatMap((chunk) => {
    if (chunk.heading === null) return [];
    const keywords = chunk.lines.flatMap((line) => KEYWORDS_LINE.exec(line)?.[1]?.trim() ?? []).join(' ');
    const body = chunk.lines
      .filter((line) => !KEYWORDS_LINE.test(line))
      .join('\n')
      .trim();
    return [{ id: `${slug}#${slugify(chunk.heading)}`, article, heading: chunk.heading, keywords, body }];
  });
  return { article, sections };
}

export function loadCorpus(dir: string = CORPUS_DIR): HelpCorpus {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort();
  const parsed = files.map((file) =>
    parseArticle(path.basename(file, '.md'), fs.readFileSync(path.join(dir, file), 'utf8')),
  );
  return { articles: parsed.map((p) => p.article), sections: parsed.flatMap((p) => p.sections) };
}

let cached: HelpCorpus | undefined;

/** The shipped corpus, read from disk once on first use. */
export function helpCorpus(): HelpCorpus {
  cached ??= loadCorpus();
  return cached;
}
