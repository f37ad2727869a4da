/**
 * A statement's Markdown as the content blocks a problem page shows: text, constraints and images. The
 * server splits a statement this way when it stores it, and the admin's live preview splits the text being
 * typed the same way, so the preview is the page. A `#`–`###` heading 'Constraints' starts the
 * constraints block (the page shows its own 'Constraints' heading), any other heading ends it; an image
 * alone on its line (`![](file.png)`) is an image block, served from the problem's uploads folder.
 */
export type StatementBlock = { type: 'text' | 'constraints' | 'image'; value: string };

const IMAGE_LINE = /^!\[[^\]]*\]\(([^)\s]+)\)\s*$/;

/** Where the server serves a problem's statement image. */
export function statementImageUrl(problemId: string, file: string): string {
  return `/uploads/problems/${problemId}/${file}`;
}

/** Splits Markdown into blocks; `imageUrl` maps a file name in the statement to where it is served. */
export function statementBlocks(markdown: string, imageUrl: (file: string) => string): StatementBlock[] {
  const blocks: StatementBlock[] = [];
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
