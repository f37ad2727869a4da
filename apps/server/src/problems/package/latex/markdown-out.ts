/**
 * The Markdown being written. TeX's spacing rules are kept here: spaces between words are written only
 * once something follows them, a line break (`\\`) only inside a paragraph, and blocks (lists, tables,
 * displayed math, images) stand alone between blank lines, which is what Markdown needs to see them.
 */

/** Characters that mean something in (GitHub) Markdown or to remark-math, escaped in ordinary text. */
const MARKDOWN_SPECIAL = /[\\`*_[\]<>#|$~&]/g;

export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, '\\$&');
}

export class MarkdownOut {
  private buffer = '';
  private pendingSpace = false;
  private pendingBreak = false;
  /** Whether a space came before anything was written (for the caller to keep it outside a wrapper). */
  leadingSpace = false;
  /** The marker of the list written last, if nothing came after it (another list must use another). */
  lastListMarker: string | null = null;

  /** `escapeLineStart`: a line starting with `1.` or `- ` is escaped so that it does not become a list. */
  constructor(private readonly escapeLineStart = true) {}

  private get atLineStart(): boolean {
    return this.buffer === '' || this.buffer.endsWith('\n');
  }

  /** Appends Markdown (already escaped where needed). */
  write(markdown: string): void {
    if (!markdown) return;
    if (!this.atLineStart) {
      if (this.pendingBreak) this.buffer += '\\\n';
      else if (this.pendingSpace) this.buffer += ' ';
    }
    this.pendingBreak = false;
    this.pendingSpace = false;
    this.lastListMarker = null;
    if (this.escapeLineStart && this.atLineStart)
      markdown = markdown.replace(/^(\d{1,9})([.)])/, '$1\\$2').replace(/^([-+])$/, '\\$1');
    this.buffer += markdown;
  }

  space(): void {
    if (this.buffer === '') this.leadingSpace = true;
    this.pendingSpace = true;
  }

  lineBreak(): void {
    this.pendingBreak = true;
  }

  /** Ends the paragraph: what follows starts a new one. */
  paragraph(): void {
    this.pendingSpace = false;
    this.pendingBreak = false;
    if (this.buffer !== '' && !this.buffer.endsWith('\n\n'))
      this.buffer = this.buffer.replace(/[ \t\n]*$/, '') + '\n\n';
  }

  /**
   * A block (a list, a table, displayed math, an image line) between blank lines. `listMarker`: the
   * block is a list with this marker (`-`, `*`, `.`, `)`).
   */
  block(markdown: string, listMarker: string | null = null): void {
    if (!markdown.trim()) return;
    this.paragraph();
    this.buffer += markdown.replace(/^\n+|\s+$/g, '');
    this.paragraph();
    this.lastListMarker = listMarker;
  }

  /**
   * The marker for a list about to be written: Markdown joins two lists with only a blank line between
   * them into one, unless their markers differ.
   */
  listMarker(ordered: boolean): string {
    if (ordered) return this.lastListMarker === '.' ? ')' : '.';
    return this.lastListMarker === '-' ? '*' : '-';
  }

  /** Whether a space is waiting for something to follow it. */
  get trailingSpace(): boolean {
    return this.pendingSpace || this.pendingBreak;
  }

  toString(): string {
    return this.buffer.replace(/\s+$/, '');
  }
}

/** A paragraph's chunk that is a block of its own (a list, a table, math, an image, a heading, code). */
const BLOCK_START = /^(?:[-+*] |\d+[.)] |#{1,6} |!\[|\$\$|\||>|```|\*\()/;

/**
 * Markdown wrapped in `marker` (`*`, `**`, `~~`) paragraph by paragraph, leaving blocks as they are
 * (emphasis cannot hold a list).
 */
export function wrapInline(markdown: string, marker: string): string {
  return markdown
    .split(/\n{2,}/)
    .map((chunk) => {
      const text = chunk.trim();
      return text === '' || BLOCK_START.test(text) ? chunk : `${marker}${text}${marker}`;
    })
    .join('\n\n');
}

/** Markdown as one line (a table cell, a heading). */
export function oneLine(markdown: string): string {
  return markdown
    .replace(/\\\n/g, ' ')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** An inline code span holding `text` as it is. */
export function codeSpan(text: string): string {
  const content = text.replace(/\s*\n\s*/g, ' ');
  if (content.trim() === '') return content;
  const longest = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

/** A fenced code block. */
export function codeBlock(text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}\n${text}\n${fence}`;
}

/** Continuation lines indented under a list marker of `width` characters. */
export function indent(markdown: string, width: number): string {
  const pad = ' '.repeat(width);
  return markdown
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : pad + line))
    .join('\n');
}
