/**
 * The LaTeX being read: a cursor over the text with the few ways TeX reads its input (a command's name,
 * a braced argument, an optional `[…]` one, a single token), and comments removed beforehand. A macro's
 * expansion is spliced into the text where its call was (`splice`), so the reader goes on through it as
 * TeX does.
 */

const VERBATIM_ENVIRONMENTS = ['verbatim', 'verbatim*', 'Verbatim', 'lstlisting', 'minted', 'comment'];

/**
 * The text without its comments. A `%` (not `\%`) removes the rest of its line, the line's end and the
 * next line's indentation, as TeX does; a blank line after it still ends the paragraph. `\verb` and the
 * verbatim environments are copied as they are.
 */
export function stripComments(text: string): string {
  const source = text.replace(/\r\n?/g, '\n');
  let out = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') {
      const verb = /^\\verb\*?(.)/.exec(source.slice(i, i + 7));
      if (verb?.[1] && !/[a-zA-Z]/.test(verb[1])) {
        const close = source.indexOf(verb[1], i + verb[0].length);
        const end = close === -1 ? source.length : close + 1;
        out += source.slice(i, end);
        i = end;
        continue;
      }
      const begin = /^\\begin\{([^}]*)\}/.exec(source.slice(i, i + 40));
      if (begin?.[1] && VERBATIM_ENVIRONMENTS.includes(begin[1])) {
        const closing = `\\end{${begin[1]}}`;
        const close = source.indexOf(closing, i);
        const end = close === -1 ? source.length : close + closing.length;
        out += source.slice(i, end);
        i = end;
        continue;
      }
      out += source.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (char === '%') {
      const lineEnd = source.indexOf('\n', i);
      if (lineEnd === -1) break;
      let next = lineEnd + 1;
      while (source[next] === ' ' || source[next] === '\t') next += 1;
      // The comment takes its line's end with it; a blank line after it is still a blank line.
      if (source[next] === '\n') out += '\n';
      i = next;
      continue;
    }
    out += char;
    i += 1;
  }
  return out;
}

export class Source {
  constructor(
    public text: string,
    public pos = 0,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }

  /** The command at the cursor (which is on its backslash), without moving: its name, or null. */
  peekCommand(): string | null {
    if (this.peek() !== '\\') return null;
    const letters = /[a-zA-Z@]+/y;
    letters.lastIndex = this.pos + 1;
    const match = letters.exec(this.text);
    return match ? match[0] : (this.text[this.pos + 1] ?? '');
  }

  /** Reads `\name` (letters) or `\x` (one other character) and returns the name. */
  readCommand(): string {
    const name = this.peekCommand() ?? '';
    this.pos += 1 + name.length;
    return name;
  }

  /**
   * Skips spaces and at most one line end, as TeX does after a command's name and between arguments:
   * a blank line (a paragraph's end) is left for the reader.
   */
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
    if (this.peek() !== '\n') return;
    let next = this.pos + 1;
    while (this.text[next] === ' ' || this.text[next] === '\t') next += 1;
    if (this.text[next] !== '\n') this.pos = next;
  }

  /** Moves past a `*` right here (a starred command). */
  readStar(): boolean {
    if (this.peek() !== '*') return false;
    this.pos += 1;
    return true;
  }

  /** The raw text between the `{` at the cursor and its matching `}` (both consumed). */
  readBraced(): string {
    const start = this.pos + 1;
    let depth = 0;
    while (!this.done) {
      const char = this.peek();
      if (char === '\\') this.pos += 2;
      else {
        if (char === '{') depth += 1;
        else if (char === '}') {
          depth -= 1;
          if (depth === 0) {
            this.pos += 1;
            return this.text.slice(start, this.pos - 1);
          }
        }
        this.pos += 1;
      }
    }
    return this.text.slice(start);
  }

  /** A mandatory argument, raw: a braced group's content, or a single token (`\name` or a character). */
  readArg(): string {
    this.skipSpaces();
    if (this.peek() === '{') return this.readBraced();
    if (this.peek() === '\\') {
      const start = this.pos;
      this.readCommand();
      return this.text.slice(start, this.pos);
    }
    if (this.done) return '';
    this.pos += 1;
    return this.text[this.pos - 1] ?? '';
  }

  /** An optional argument `[…]` (brackets inside braces do not end it), raw; null when there is none. */
  readOptional(): string | null {
    const save = this.pos;
    this.skipSpaces();
    if (this.peek() !== '[') {
      this.pos = save;
      return null;
    }
    const start = this.pos + 1;
    let depth = 0;
    this.pos += 1;
    while (!this.done) {
      const char = this.peek();
      if (char === '\\') this.pos += 2;
      else if (char === '{') {
        depth += 1;
        this.pos += 1;
      } else if (char === '}') {
        depth -= 1;
        this.pos += 1;
      } else if (char === ']' && depth <= 0) {
        this.pos += 1;
        return this.text.slice(start, this.pos - 1);
      } else this.pos += 1;
    }
    return this.text.slice(start);
  }

  /** Every optional argument here, dropped. */
  skipOptionals(): void {
    while (this.readOptional() !== null);
  }

  /** Replaces the text from `start` to the cursor with `replacement`, and goes back to `start`. */
  splice(start: number, replacement: string): void {
    this.text = this.text.slice(0, start) + replacement + this.text.slice(this.pos);
    this.pos = start;
  }

  /** Consumes `\end{name}` if it is next (after spaces). */
  readEnd(name: string): void {
    const save = this.pos;
    this.skipSpaces();
    while (/\s/.test(this.peek())) this.pos += 1;
    const end = `\\end{${name}}`;
    if (this.startsWith(end)) this.pos += end.length;
    else this.pos = save;
  }
}
