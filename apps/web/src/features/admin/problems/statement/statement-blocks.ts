/**
 * The statement as the problem page will show it, for the editor's preview: the server splits the
 * Markdown into blocks when it stores it (apps/server/src/problems/package/statement.ts), and this is the
 * same split. A `#`–`###` heading 'Constraints' starts the constraints block (its own heading is the
 * page's 'Constraints'), any other heading ends it; an image alone on its line (`![](file.png)`) is an
 * image block served from the problem's uploads folder.
 */
export type PreviewBlock = { type: 'text' | 'constraints' | 'image'; value: string };

const IMAGE_LINE = /^!\[[^\]]*\]\(([^)\s]+)\)\s*$/;

/** Where the server serves a problem's statement image. */
export function statementImageUrl(problemId: string, file: string): string {
  return `/uploads/problems/${problemId}/${file}`;
}

export function statementBlocks(markdown: string, problemId: string): PreviewBlock[] {
  const blocks: PreviewBlock[] = [];
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
      blocks.push({ type: 'image', value: statementImageUrl(problemId, image[1]) });
      continue;
    }
    text.push(line);
  }
  flush();
  return blocks;
}
