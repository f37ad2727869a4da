/**
 * A problem statement (Markdown, or the LaTeX of older Kattis packages) as the content blocks the problem
 * page renders: text, constraints and image blocks. Images point into the uploads folder.
 */
export type ContentBlock = { type: 'text' | 'constraints' | 'image' | 'author'; value: string };

const IMAGE_LINE = /^!\[[^\]]*\]\(([^)\s]+)\)\s*$/;

/** Splits Markdown into blocks; `imageUrl` maps a file name in statement/ to where it is served. */
export function statementBlocks(markdown: string, imageUrl: (file: string) => string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let text: string[] = [];
  let inConstraints = false;
  const flush = () => {
    const value = text.join('\n').trim();
    if (value) blocks.push({ type: inConstraints ? 'constraints' : 'text', value });
    text = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^#{1,3}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      inConstraints = /^constraints$/i.test((heading[1] ?? '').trim());
      if (!inConstraints) text.push(line);
      continue;
    }
    const image = IMAGE_LINE.exec(line.trim());
    if (image?.[1] && !/^[a-z]+:/i.test(image[1])) {
      flush();
      blocks.push({ type: 'image', value: imageUrl(image[1]) });
      continue;
    }
    text.push(line);
  }
  flush();
  return blocks;
}

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
