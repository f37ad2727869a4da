/**
 * A bank package's editorial (`problems/<slug>/editorial.md`, optional) is Markdown rendered on the
 * server with `$…$` / `$$…$$` math (docs/rendering.md). The renderer drops raw HTML and typesets an
 * unclosed `$` as plain text, so both would show a reader something other than what the author meant:
 * the bank's rules refuse them, and an empty or non-UTF-8 file, before a problem ships with it.
 * Code (`…` spans and fenced blocks) is left alone: `<vector>` or `$` there is code.
 */
import fs from 'node:fs';
import path from 'node:path';

export const EDITORIAL_FILE = 'editorial.md';

/** An HTML tag or comment as Markdown would pass it through: `<div`, `</span>`, `<img …/>`, `<!--`. */
const RAW_HTML = /<\/?[A-Za-z][\w-]*(?=[\s/>])|<!--/u;

/** The text with its code taken out, so that only prose and math are checked. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gmu, ' ').replace(/`[^`\n]*`/gu, ' ');
}

/** Each paragraph whose `$` signs do not pair up (an escaped `\$` is a dollar sign, not math). */
function unbalancedMath(prose: string): string[] {
  const found: string[] = [];
  for (const paragraph of prose.split(/\n\s*\n/u)) {
    const rest = paragraph.replace(/\\\$/gu, '').replace(/\$\$[\s\S]*?\$\$/gu, ' ');
    if (rest.includes('$$')) found.push(`an unclosed $$ in: ${paragraph.trim().slice(0, 80)}`);
    else if ((rest.match(/\$/gu) ?? []).length % 2 === 1)
      found.push(`an unclosed $ in: ${paragraph.trim().slice(0, 80)}`);
  }
  return found;
}

/** What is wrong with an editorial's bytes; empty when it may ship. */
export function editorialViolations(bytes: Uint8Array): string[] {
  let markdown: string;
  try {
    markdown = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return ['the editorial is not UTF-8'];
  }
  if (markdown.trim() === '') return ['the editorial is empty'];
  const prose = withoutCode(markdown);
  // `$i <j$` is math, not a tag: formulas are taken out before looking for HTML.
  const text = prose.replace(/\$\$[\s\S]*?\$\$/gu, ' ').replace(/(?<!\\)\$(?:\\\$|[^$\n])+\$/gu, ' ');
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    const tag = RAW_HTML.exec(line);
    if (tag) problems.push(`the editorial writes raw HTML (${tag[0]}): ${line.trim().slice(0, 80)}`);
  }
  return [...problems, ...unbalancedMath(prose)];
}

/** The rules for a package folder's editorial, when it has one (it is optional). */
export function packageEditorialViolations(dir: string): string[] {
  const file = path.join(dir, EDITORIAL_FILE);
  return fs.existsSync(file) ? editorialViolations(fs.readFileSync(file)) : [];
}
