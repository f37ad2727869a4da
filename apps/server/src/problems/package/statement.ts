/**
 * Statement helpers of the package reader: the block type a problem row stores, and the LaTeX of older
 * packages read as Markdown. The split of Markdown into blocks is the contracts' statementBlocks, which the
 * admin's live preview uses too.
 */
export type ContentBlock = { type: 'text' | 'constraints' | 'image' | 'author'; value: string };

/** Enough of problemtools' LaTeX to read older packages: sections, emphasis, maths left as it is. */
export function latexToMarkdown(latex: string): string {
  return latex
    .replace(/\\problemname\{[^}]*\}/g, '')
    .replace(/\\(?:sub)?section\*?\{([^}]*)\}/g, '\n## $1\n')
    .replace(/\\(?:emph|textit)\{([^}]*)\}/g, '*$1*')
    .replace(/\\textbf\{([^}]*)\}/g, '**$1**')
    .replace(/\\texttt\{([^}]*)\}/g, '`$1`')
    .replace(/\\illustration\{[^}]*\}\{([^}]*)\}\{[^}]*\}/g, '\n![]($1)\n')
    .replace(/\\begin\{itemize\}|\\end\{itemize\}/g, '')
    .replace(/^\s*\\item\s*/gm, '- ')
    .replace(/\\\\/g, '\n')
    .replace(/%.*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
