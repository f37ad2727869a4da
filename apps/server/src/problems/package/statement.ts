/**
 * Statement helpers of the package reader: the block type a problem row stores, and the LaTeX of older
 * packages read as Markdown. The split of Markdown into blocks is the contracts' statementBlocks, which the
 * admin's live preview uses too.
 */
import { convertLatex, type LatexOptions, type LatexStatement } from './latex/convert';
import { codeBlock } from './latex/markdown-out';

export type ContentBlock = { type: 'text' | 'constraints' | 'image' | 'author'; value: string };
export type { LatexOptions, LatexStatement };

/**
 * A problemtools LaTeX statement as Markdown, with its `\problemname` (latex/convert.ts; what each
 * construct becomes: docs/packages.md, "Statements"). The converter does not throw on odd LaTeX; should
 * it ever, the statement is shown as its source rather than refusing the package.
 */
export function latexToMarkdown(latex: string, options: LatexOptions = {}): LatexStatement {
  try {
    return convertLatex(latex, options);
  } catch {
    return { title: null, markdown: codeBlock(latex.trim()) };
  }
}
