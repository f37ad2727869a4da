/**
 * A problemtools LaTeX statement as the Markdown our problem pages show (GitHub tables, KaTeX math), the
 * way problemtools' problem2html reads it (problemset.cls and its plasTeX macros): a reader of TeX's
 * groups, arguments and environments rather than patterns, so nesting (`\textbf{a \emph{b}}`) works.
 * What each construct becomes is listed in docs/packages.md, "Statements". Math is passed to KaTeX as it
 * is, with the statement's macros expanded. Nothing here throws on odd input: an unknown command is
 * dropped and its text kept, an unclosed group or environment ends with the text.
 */
import { ACCENTS, CONTROL_SYMBOLS, IGNORED, PARAGRAPH_BREAKS, SYMBOLS, TEXT_AFTER } from './commands';
import { resolveImage } from './images';
import { Macros } from './macros';
import {
  codeBlock,
  codeSpan,
  escapeMarkdown,
  indent,
  MarkdownOut,
  oneLine,
  wrapInline,
} from './markdown-out';
import { Source, stripComments } from './source';

export type LatexOptions = {
  /** The files beside the statement, to find an image named without its extension. */
  files?: readonly string[];
};

export type LatexStatement = {
  /** `\problemname{…}`, as plain text; null when the statement has none. */
  title: string | null;
  markdown: string;
};

/** How text is written: Markdown, plain text (a title, an image's alt), or code (`\texttt`, as typed). */
type Mode = 'markdown' | 'plain' | 'code';

/** Where the reading of a part stops (the stop itself is left for the caller). */
type Stop = { brace?: boolean; end?: string; item?: boolean; cell?: boolean };

/** What `\label` names: a figure, a table, an equation, a numbered item or section. */
type Label = { number: string; kind: string };

/** A part rendered on its own, and whether spaces were around it (kept outside its wrapper). */
type Rendered = { markdown: string; leadingSpace: boolean; trailingSpace: boolean };

const HEADING_ENVIRONMENTS: Record<string, string> = {
  Input: 'Input',
  Output: 'Output',
  Interaction: 'Interaction',
  Scoring: 'Scoring',
  Explanation: 'Explanation',
};
const LISTS = new Set(['itemize', 'enumerate', 'description', 'compactitem', 'compactenum', 'asparaenum']);
const ORDERED_LISTS = new Set(['enumerate', 'compactenum', 'asparaenum']);
const FLOATS = new Set(['figure', 'figure*', 'table', 'table*', 'wrapfigure', 'wraptable', 'SCfigure']);
const TABLES = new Set(['tabular', 'tabular*', 'tabularx', 'longtable', 'tabu']);
const CODE = new Set(['verbatim', 'verbatim*', 'Verbatim', 'lstlisting', 'minted']);
/** Displayed math environments, and the KaTeX environment their content goes in (if any). */
const DISPLAY_MATH: Record<string, string | null> = {
  equation: null,
  displaymath: null,
  align: 'aligned',
  flalign: 'aligned',
  alignat: 'aligned',
  gather: 'gathered',
  multline: 'gathered',
  eqnarray: 'array',
};
const DRAWINGS = new Set(['tikzpicture', 'pgfpicture', 'picture']);

export function convertLatex(latex: string, options: LatexOptions = {}): LatexStatement {
  const files = options.files ?? null;
  // Two passes: a `\ref` may come before its `\label` (as in LaTeX, which reads its .aux file).
  const first = new Converter(new Map(), files);
  first.convert(latex);
  const second = new Converter(first.labels, files);
  const markdown = second.convert(latex);
  return { title: second.title, markdown };
}

class Converter {
  readonly macros = new Macros();
  title: string | null = null;
  /** The labels met in this pass. */
  readonly labels = new Map<string, Label>();
  private lastLabel: Label | null = null;
  private readonly counters = { Figure: 0, Table: 0, Equation: 0, Section: 0 };
  private mode: Mode = 'markdown';
  private floatKind: 'Figure' | 'Table' | 'Subfigure' | null = null;
  private inTable = 0;
  /** Extra cells taken by the `\multicolumn` of the cell being read. */
  private cellSpan = 0;
  /** Whether math was met in code (`\texttt{$x$}` is then written as text). */
  private sawMath = false;

  constructor(
    /** The labels of the first pass, for `\ref`. */
    private readonly knownLabels: Map<string, Label>,
    private readonly files: readonly string[] | null,
  ) {}

  convert(latex: string): string {
    const out = new MarkdownOut();
    this.parse(new Source(stripComments(latex)), out, {});
    return out.toString();
  }

  // ---- Reading ----

  /** Reads text into `out` until `stop` (left unread) or the end. */
  private parse(src: Source, out: MarkdownOut, stop: Stop): void {
    while (!src.done) {
      const char = src.peek();
      if (char === '}') {
        if (stop.brace) return;
        src.pos += 1;
      } else if (char === '{') {
        src.pos += 1;
        this.parse(src, out, { brace: true });
        if (src.peek() === '}') src.pos += 1;
      } else if (char === '\\') {
        if (this.stopsAt(src, stop)) return;
        this.command(src, out, stop);
      } else if (char === '&') {
        if (stop.cell) return;
        src.pos += 1;
        this.text(out, '&');
      } else if (char === '$') this.dollarMath(src, out);
      else if (/\s/.test(char)) {
        const whitespace = /\s+/y;
        whitespace.lastIndex = src.pos;
        const run = whitespace.exec(src.text)?.[0] ?? char;
        src.pos += run.length;
        if ((run.match(/\n/g) ?? []).length >= 2) out.paragraph();
        else out.space();
      } else if (char === '~') {
        src.pos += 1;
        out.write('\u00a0');
      } else if (char === '`' || char === "'") this.quote(src, out);
      else if (char === '-') this.dash(src, out);
      else {
        const ordinary = /[^\\{}$&~\s`'-]+/y;
        ordinary.lastIndex = src.pos;
        const run = ordinary.exec(src.text)?.[0] ?? char;
        src.pos += run.length;
        this.text(out, run);
      }
    }
  }

  private stopsAt(src: Source, stop: Stop): boolean {
    const name = src.peekCommand();
    if (stop.item && name === 'item') return true;
    if (stop.cell && (name === '\\' || name === 'tabularnewline')) return true;
    if (stop.end && name === 'end') {
      const end = /^\\end\s*\{([^}]*)\}/.exec(src.text.slice(src.pos, src.pos + 80));
      return end?.[1]?.trim() === stop.end;
    }
    return false;
  }

  /** Reads `raw` on its own in the given mode. */
  private render(raw: string, mode: Mode = this.mode): Rendered {
    const saved = this.mode;
    this.mode = mode;
    const out = new MarkdownOut(mode === 'markdown');
    this.parse(new Source(raw), out, {});
    this.mode = saved;
    return { markdown: out.toString(), leadingSpace: out.leadingSpace, trailingSpace: out.trailingSpace };
  }

  private renderText(raw: string, mode: Mode = this.mode): string {
    return oneLine(this.render(raw, mode).markdown);
  }

  // ---- Writing ----

  /** Ordinary text: escaped for Markdown. */
  private text(out: MarkdownOut, text: string): void {
    out.write(this.mode === 'markdown' ? escapeMarkdown(text) : text);
  }

  /** A rendered part, its spaces kept outside `wrap` (emphasis, a code span). */
  private emit(out: MarkdownOut, part: Rendered, wrap: (markdown: string) => string = (md) => md): void {
    if (part.markdown === '') {
      if (part.leadingSpace || part.trailingSpace) out.space();
      return;
    }
    if (part.leadingSpace) out.space();
    const markdown = wrap(part.markdown);
    if (/\n\n/.test(markdown)) out.block(markdown);
    else out.write(markdown);
    if (part.trailingSpace) out.space();
  }

  private emphasis(out: MarkdownOut, part: Rendered, marker: string): void {
    this.emit(out, part, this.mode === 'markdown' ? (md) => wrapInline(md, marker) : undefined);
  }

  private code(text: string): string {
    return codeSpan(this.inTable > 0 ? text.replace(/\|/g, '\\|') : text);
  }

  /** Quotes as LaTeX typesets them: ``…'' and `…' become curly, in code they stay as typed. */
  private quote(src: Source, out: MarkdownOut): void {
    const char = src.peek();
    const double = src.peek(1) === char;
    src.pos += double ? 2 : 1;
    if (this.mode === 'code') out.write(double ? char + char : char);
    else if (char === '`') out.write(double ? '“' : '‘');
    else out.write(double ? '”' : '’');
  }

  /** `--` and `---` are en and em dashes (not in code). */
  private dash(src: Source, out: MarkdownOut): void {
    const run = /-+/y;
    run.lastIndex = src.pos;
    const dashes = run.exec(src.text)?.[0] ?? '-';
    src.pos += dashes.length;
    if (this.mode === 'code') out.write(dashes);
    else out.write(dashes.replace(/---/g, '—').replace(/--/g, '–'));
  }

  // ---- Commands ----

  private command(src: Source, out: MarkdownOut, stop: Stop): void {
    const start = src.pos;
    const name = src.readCommand();
    const isWord = /^[a-zA-Z@]+$/.test(name);
    if (isWord && name !== 'verb') src.skipSpaces();
    if (isWord && this.macros.expandAt(name, start, src)) return;
    if (this.macros.define(name, src)) return;

    if (Object.hasOwn(CONTROL_SYMBOLS, name)) return this.text(out, CONTROL_SYMBOLS[name] ?? '');
    if (Object.hasOwn(ACCENTS, name)) return this.accent(src, out, ACCENTS[name] ?? '');
    if (Object.hasOwn(SYMBOLS, name)) return this.text(out, SYMBOLS[name] ?? '');
    if (Object.hasOwn(IGNORED, name)) {
      src.readStar();
      if (src.peek() === '(') src.pos = Math.max(src.pos, src.text.indexOf(')', src.pos) + 1);
      src.skipOptionals();
      for (let i = 0; i < (IGNORED[name] ?? 0); i += 1) src.readArg();
      return;
    }
    if (PARAGRAPH_BREAKS.has(name)) {
      src.skipOptionals();
      return out.paragraph();
    }
    if (Object.hasOwn(TEXT_AFTER, name)) {
      src.readStar();
      src.skipOptionals();
      for (let i = 0; i < (TEXT_AFTER[name] ?? 0); i += 1) {
        src.readArg();
        src.skipOptionals();
      }
      return this.emit(out, this.render(src.readArg()));
    }

    switch (name) {
      case ' ':
      case 'hfill':
      case 'hfil':
        return out.space();
      case 'hspace':
        src.readStar();
        src.readArg();
        return out.space();
      case '\\':
      case 'newline':
      case 'linebreak':
      case 'break':
        src.readStar();
        src.readOptional();
        if (this.mode === 'markdown') out.lineBreak();
        else out.space();
        return;
      case '(':
        return this.inlineMath(out, this.readMath(src, '\\)'));
      case '[':
        return this.displayMath(out, this.readMath(src, '\\]'), false);
      case 'ensuremath':
        return this.inlineMath(out, src.readArg());
      case 'begin':
        return this.begin(src, out, start);
      case 'end': {
        const environment = src.readArg().trim();
        this.macros.endEnvironment(environment, start, src);
        return; // an \end that ends nothing open is dropped
      }
      case 'problemname': {
        const title = this.renderText(src.readArg(), 'plain');
        if (this.title === null && title) this.title = title;
        return;
      }
      case 'section':
      case 'subsection':
      case 'subsubsection':
      case 'chapter':
      case 'part':
      case 'paragraph':
      case 'subparagraph':
        return this.section(src, out, name);
      case 'emph':
      case 'textit':
      case 'textsl':
      case 'underline':
      case 'uline':
        return this.emphasis(out, this.render(src.readArg()), '*');
      case 'textbf':
        return this.emphasis(out, this.render(src.readArg()), '**');
      case 'sout':
      case 'st':
      case 'xout':
        return this.emphasis(out, this.render(src.readArg()), '~~');
      case 'em':
      case 'it':
      case 'itshape':
      case 'sl':
      case 'slshape':
        return this.declaration(src, out, stop, '*');
      case 'bf':
      case 'bfseries':
        return this.declaration(src, out, stop, '**');
      case 'tt':
      case 'ttfamily':
        return this.declaration(src, out, stop, 'code');
      case 'texttt':
        return this.typewriter(out, src.readArg());
      case 'verb':
        return this.verb(src, out);
      case 'enquote':
        return this.emit(out, this.render(src.readArg()), (md) => `“${md}”`);
      case 'url':
      case 'nolinkurl':
        return this.link(out, src.readArg(), null);
      case 'href': {
        const url = src.readArg();
        return this.link(out, url, src.readArg());
      }
      case 'footnote':
      case 'footnotetext': {
        src.skipOptionals();
        const note = this.renderText(src.readArg());
        if (note) {
          out.space();
          out.write(`(${note})`);
        }
        return;
      }
      case 'illustration':
        return this.illustration(src, out);
      case 'includegraphics':
        src.readStar();
        src.skipOptionals();
        return this.image(out, src.readArg(), '');
      case 'caption':
        return this.caption(src, out);
      case 'subfigure':
      case 'subfloat': {
        const caption = src.readOptional();
        this.emit(out, this.render(src.readArg()));
        if (caption && this.mode === 'markdown') out.block(wrapInline(this.renderText(caption), '*'));
        return;
      }
      case 'label':
        this.labels.set(src.readArg().trim(), this.lastLabel ?? { number: '??', kind: '' });
        return;
      case 'ref':
      case 'eqref':
      case 'autoref':
      case 'cref':
      case 'Cref': {
        src.readStar();
        const label = this.knownLabels.get(src.readArg().trim()) ?? { number: '??', kind: '' };
        const text =
          name === 'eqref'
            ? `(${label.number})`
            : name === 'ref' || !label.kind
              ? label.number
              : `${label.kind} ${label.number}`;
        return this.text(out, text);
      }
      case 'multicolumn': {
        const span = Number.parseInt(src.readArg(), 10);
        src.readArg();
        this.emit(out, this.render(src.readArg()));
        this.cellSpan += Number.isFinite(span) && span > 1 ? Math.min(span, 50) - 1 : 0;
        return;
      }
      case 'item':
        src.skipOptionals(); // an \item outside a list
        return;
      default:
        return this.unknown(src, out);
    }
  }

  /** An unknown command: dropped, with its optional arguments; the text of its braced arguments is kept. */
  private unknown(src: Source, out: MarkdownOut): void {
    src.readStar();
    src.skipOptionals();
    while (src.peek() === '{') {
      this.emit(out, this.render(src.readBraced()));
      const save = src.pos;
      src.skipSpaces();
      if (src.peek() !== '{') src.pos = save;
    }
  }

  private accent(src: Source, out: MarkdownOut, mark: string): void {
    let letter = src.readArg().trim();
    if (letter === '\\i' || letter === '\\j') letter = letter.slice(1);
    else if (letter.startsWith('\\'))
      letter = Object.hasOwn(SYMBOLS, letter.slice(1)) ? (SYMBOLS[letter.slice(1)] ?? '') : '';
    this.text(out, (letter + mark).normalize('NFC'));
  }

  /** `{\bf …}`: the rest of the group (or environment) in bold, italics or code. */
  private declaration(src: Source, out: MarkdownOut, stop: Stop, style: '*' | '**' | 'code'): void {
    const saved = this.mode;
    const savedMath = this.sawMath;
    if (style === 'code' && this.mode === 'markdown') this.mode = 'code';
    this.sawMath = false;
    const rest = new MarkdownOut(this.mode === 'markdown');
    this.parse(src, rest, stop);
    const part = {
      markdown: rest.toString(),
      leadingSpace: rest.leadingSpace,
      trailingSpace: rest.trailingSpace,
    };
    const asCode = this.mode === 'code' && saved === 'markdown' && !this.sawMath;
    this.mode = saved;
    this.sawMath = savedMath;
    if (asCode) this.emit(out, part, (text) => this.code(text));
    else if (style === 'code') this.emit(out, part);
    else this.emphasis(out, part, style);
  }

  /** `\texttt{…}`: a code span, as typed; with math in it, text (a code span cannot hold math). */
  private typewriter(out: MarkdownOut, raw: string): void {
    if (this.mode !== 'markdown') return this.emit(out, this.render(raw));
    const savedMath = this.sawMath;
    this.sawMath = false;
    const part = this.render(raw, 'code');
    const hasMath = this.sawMath;
    this.sawMath = savedMath;
    if (hasMath) this.emit(out, this.render(raw));
    else this.emit(out, part, (text) => this.code(text));
  }

  private verb(src: Source, out: MarkdownOut): void {
    src.readStar();
    const delimiter = src.peek();
    if (!delimiter) return;
    const close = src.text.indexOf(delimiter, src.pos + 1);
    const end = close === -1 ? src.text.length : close;
    const text = src.text.slice(src.pos + 1, end);
    src.pos = Math.min(src.text.length, end + 1);
    if (this.mode === 'markdown') out.write(this.code(text));
    else out.write(text);
  }

  private link(out: MarkdownOut, rawUrl: string, rawText: string | null): void {
    const url = rawUrl.trim().replace(/\\([%#&_~$])/g, '$1');
    const text = rawText === null ? '' : this.renderText(rawText);
    if (this.mode !== 'markdown') return out.write(rawText === null ? url : text);
    const destination = /[\s()<>]/.test(url) ? `<${url.replace(/</g, '%3C').replace(/>/g, '%3E')}>` : url;
    out.write(`[${text || escapeMarkdown(url)}](${destination})`);
  }

  private section(src: Source, out: MarkdownOut, name: string): void {
    const star = src.readStar();
    src.readOptional();
    const heading = this.renderText(src.readArg());
    if (!star && name === 'section') {
      this.counters.Section += 1;
      this.lastLabel = { number: String(this.counters.Section), kind: 'Section' };
    }
    if (this.mode !== 'markdown') return out.write(heading);
    if (!heading) return;
    if (name === 'paragraph' || name === 'subparagraph') {
      out.paragraph();
      out.write(`**${heading}**`);
      out.space();
      return;
    }
    const level = name === 'subsection' || name === 'subsubsection' ? '###' : '##';
    out.block(`${level} ${heading}`);
  }

  // ---- Images and figures ----

  /** `\illustration{width}{file}{credit}`: problemtools' floated picture, with its credit under it. */
  private illustration(src: Source, out: MarkdownOut): void {
    src.readArg();
    const file = src.readArg();
    const credit = src.readArg();
    this.image(out, file, this.renderText(credit, 'plain'));
    const text = this.render(credit).markdown;
    if (text && this.mode === 'markdown') out.block(wrapInline(text, '*'));
  }

  /** An image alone on its line (a statement image block), or a note saying why it is not shown. */
  private image(out: MarkdownOut, name: string, alt: string): void {
    if (this.mode !== 'markdown' || !name.trim()) return;
    const image = resolveImage(name, this.files);
    const file = escapeMarkdown(image.file);
    if (image.kind === 'missing') return out.block(`*(The image ${file} is not in the package.)*`);
    if (image.kind === 'not-shown') {
      const format = (/\.([a-z]+)$/i.exec(image.file)?.[1] ?? 'file').toUpperCase();
      return out.block(`*(The image ${file} is a ${format}, which cannot be shown here.)*`);
    }
    if (/[\s()]/.test(image.file))
      return out.block(`*(The image ${file} cannot be shown here: its name has spaces or brackets.)*`);
    const description = alt
      .replace(/[[\]\\]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    out.block(`![${description}](${image.file})`);
  }

  private caption(src: Source, out: MarkdownOut): void {
    src.readStar();
    src.readOptional();
    const text = this.renderText(src.readArg());
    if (this.floatKind === 'Subfigure') {
      if (text && this.mode === 'markdown') out.block(wrapInline(text, '*'));
      return;
    }
    const kind = this.floatKind ?? 'Figure';
    this.counters[kind] += 1;
    this.lastLabel = { number: String(this.counters[kind]), kind };
    if (this.mode !== 'markdown') return out.write(text);
    out.block(`**${kind} ${this.counters[kind]}:** ${text}`);
  }

  // ---- Math ----

  /** The raw text up to `closer` (consumed); escaped characters (`\$`) do not close. */
  private readMath(src: Source, closer: string): string {
    const start = src.pos;
    while (!src.done) {
      if (src.startsWith(closer)) {
        const math = src.text.slice(start, src.pos);
        src.pos += closer.length;
        return math;
      }
      src.pos += src.peek() === '\\' ? 2 : 1;
    }
    return src.text.slice(start);
  }

  private dollarMath(src: Source, out: MarkdownOut): void {
    if (src.startsWith('$$')) {
      src.pos += 2;
      this.displayMath(out, this.readMath(src, '$$'), false);
    } else {
      src.pos += 1;
      this.inlineMath(out, this.readMath(src, '$'));
    }
  }

  /** The statement's macros expanded, labels taken out (and named), what KaTeX lacks removed. */
  private prepareMath(raw: string): { math: string; labels: string[] } {
    const labels: string[] = [];
    const math = this.macros
      .expandMath(raw)
      .replace(/\\label\s*\{([^}]*)\}/g, (_, label: string) => {
        labels.push(label.trim());
        return '';
      })
      .replace(/\\(?:nonumber|notag|xspace)(?![a-zA-Z])/g, '')
      .replace(/\\ensuremath(?![a-zA-Z])/g, '');
    return { math, labels };
  }

  private inlineMath(out: MarkdownOut, raw: string): void {
    const { math: prepared } = this.prepareMath(raw);
    let math = prepared.replace(/\s+/g, ' ').trim();
    if (!math) return;
    if (this.mode === 'code') {
      this.sawMath = true;
      return out.write(`$${math}$`);
    }
    if (this.mode === 'plain') return out.write(math);
    // In a table cell a `|` would split the cell.
    if (this.inTable > 0) math = math.replace(/\\\|/g, '\\Vert ').replace(/\|/g, '\\vert ');
    out.write(`$${math}$`);
  }

  /** Displayed math on lines of its own; numbered (`\tag`) when it is an equation with a label. */
  private displayMath(out: MarkdownOut, raw: string, numbered: boolean): void {
    const { math: prepared, labels } = this.prepareMath(raw);
    let math = prepared
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n');
    if (!math) return;
    if (numbered && labels.length > 0) {
      this.counters.Equation += 1;
      const number = String(this.counters.Equation);
      for (const label of labels) this.labels.set(label, { number, kind: 'Equation' });
      math += `\n\\tag{${number}}`;
    }
    if (this.mode !== 'markdown' || this.inTable > 0) return this.inlineMath(out, math);
    out.block(`$$\n${math}\n$$`);
  }

  // ---- Environments ----

  private begin(src: Source, out: MarkdownOut, start: number): void {
    const name = src.readArg().trim();
    if (this.macros.beginEnvironment(name, start, src)) return;
    const heading = Object.hasOwn(HEADING_ENVIRONMENTS, name) ? HEADING_ENVIRONMENTS[name] : undefined;
    if (heading) {
      if (this.mode === 'markdown') out.block(`## ${heading}`);
      return this.body(src, out, name);
    }
    if (LISTS.has(name)) return this.list(src, out, name);
    if (TABLES.has(name)) return this.table(src, out, name);
    if (FLOATS.has(name)) return this.float(src, out, name);
    if (CODE.has(name)) {
      if (name !== 'verbatim' && name !== 'verbatim*') src.skipOptionals();
      if (name === 'minted') src.readArg();
      const text = this.readRaw(src, name)
        .replace(/^[ \t]*\n/, '')
        .replace(/\s+$/, '');
      if (this.mode === 'markdown') out.block(codeBlock(text));
      else out.write(text);
      return;
    }
    const mathEnvironment = name.replace(/\*$/, '');
    if (Object.hasOwn(DISPLAY_MATH, mathEnvironment))
      return this.mathEnvironment(src, out, name, mathEnvironment);
    if (name === 'math') return this.inlineMath(out, this.readRaw(src, name));
    if (DRAWINGS.has(name)) {
      this.readRaw(src, name);
      if (this.mode === 'markdown') out.block('*(A drawing is not shown here.)*');
      return;
    }
    if (name === 'comment') return void this.readRaw(src, name);
    if (name === 'quote' || name === 'quotation' || name === 'verse') {
      const quoted = new MarkdownOut();
      this.parse(src, quoted, { end: name });
      src.readEnd(name);
      const lines = quoted.toString().split('\n');
      if (this.mode === 'markdown') out.block(lines.map((line) => (line ? `> ${line}` : '>')).join('\n'));
      else out.write(lines.join(' '));
      return;
    }
    if (name === 'subfigure') {
      src.skipOptionals();
      src.readArg();
      const saved = this.floatKind;
      this.floatKind = 'Subfigure';
      this.body(src, out, name);
      this.floatKind = saved;
      return;
    }
    // center, flushleft, minipage, multicols, document and any environment we do not know: their content.
    src.skipOptionals();
    if (name === 'minipage' || name === 'multicols' || name === 'adjustbox') src.readArg();
    this.body(src, out, name);
  }

  /** An environment's content as paragraphs of their own, and its `\end`. */
  private body(src: Source, out: MarkdownOut, name: string): void {
    if (this.mode === 'markdown') out.paragraph();
    this.parse(src, out, { end: name });
    src.readEnd(name);
    if (this.mode === 'markdown') out.paragraph();
    else out.space();
  }

  /** The raw text up to `\end{name}` (consumed). */
  private readRaw(src: Source, name: string): string {
    const end = `\\end{${name}}`;
    const close = src.text.indexOf(end, src.pos);
    const text = src.text.slice(src.pos, close === -1 ? src.text.length : close);
    src.pos = close === -1 ? src.text.length : close + end.length;
    return text;
  }

  private mathEnvironment(src: Source, out: MarkdownOut, name: string, base: string): void {
    let math = this.readRaw(src, name);
    if (base === 'alignat') math = math.replace(/^\s*\{[^}]*\}/, '');
    const inner = DISPLAY_MATH[base];
    if (inner === 'array') math = `\\begin{array}{rcl}${math}\\end{array}`;
    else if (inner) math = `\\begin{${inner}}${math}\\end{${inner}}`;
    this.displayMath(out, math, !name.endsWith('*') && base !== 'displaymath');
  }

  /** itemize (`- `), enumerate (`1. `), description (`- **term** …`), nested by indentation. */
  private list(src: Source, out: MarkdownOut, name: string): void {
    src.skipOptionals();
    const ordered = ORDERED_LISTS.has(name);
    this.parse(src, new MarkdownOut(), { end: name, item: true }); // what comes before the first \item
    const items: string[] = [];
    const symbol = out.listMarker(ordered);
    while (src.peekCommand() === 'item') {
      src.readCommand();
      const term = src.readOptional();
      if (ordered) this.lastLabel = { number: String(items.length + 1), kind: 'Item' };
      const body = new MarkdownOut();
      this.parse(src, body, { end: name, item: true });
      let content = body.toString();
      const termText = term === null ? '' : this.renderText(term);
      if (termText) content = content ? `**${termText}** ${content}` : `**${termText}**`;
      const marker = ordered ? `${items.length + 1}${symbol} ` : `${symbol} `;
      items.push(marker + indent(content, marker.length));
    }
    src.readEnd(name);
    if (this.mode === 'markdown') out.block(items.join('\n'), symbol);
    else
      for (const item of items) this.emit(out, { markdown: item, leadingSpace: true, trailingSpace: true });
  }

  /** A tabular as a GitHub table: its first row is the header, rules are dropped. */
  private table(src: Source, out: MarkdownOut, name: string): void {
    if (name !== 'tabular' && name !== 'longtable') src.readArg(); // the width of tabular*, tabularx
    src.skipOptionals();
    const alignments = columnAlignments(src.readArg());
    const rows: string[][] = [];
    let row: string[] = [];
    this.inTable += 1;
    for (;;) {
      const cell = new MarkdownOut(false);
      this.cellSpan = 0;
      this.parse(src, cell, { end: name, cell: true });
      row.push(oneLine(cell.toString()), ...Array<string>(this.cellSpan).fill(''));
      if (src.peek() === '&') {
        src.pos += 1;
        continue;
      }
      const command = src.peekCommand();
      if (command === '\\' || command === 'tabularnewline') {
        src.readCommand();
        src.readStar();
        src.readOptional();
        rows.push(row);
        row = [];
        continue;
      }
      rows.push(row);
      break;
    }
    this.inTable -= 1;
    src.readEnd(name);
    const kept = rows.filter((cells) => cells.some((cell) => cell !== ''));
    if (kept.length === 0) return;
    if (this.mode !== 'markdown') return out.write(kept.map((cells) => cells.join(' ')).join(' '));
    const width = Math.max(alignments.length, ...kept.map((cells) => cells.length));
    const line = (cells: string[]) =>
      `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
    const delimiter = `| ${Array.from({ length: width }, (_, i) => DELIMITERS[alignments[i] ?? 'l']).join(' | ')} |`;
    out.block([line(kept[0] ?? []), delimiter, ...kept.slice(1).map(line)].join('\n'));
  }

  /** A figure or table float: its content, its caption numbered (`**Figure 1:** …`). */
  private float(src: Source, out: MarkdownOut, name: string): void {
    src.skipOptionals();
    if (name === 'wrapfigure' || name === 'wraptable') {
      src.readArg();
      src.skipOptionals();
      src.readArg();
    }
    const saved = this.floatKind;
    this.floatKind = name.startsWith('table') || name === 'wraptable' ? 'Table' : 'Figure';
    this.body(src, out, name);
    this.floatKind = saved;
  }
}

const DELIMITERS: Record<string, string> = { l: '---', c: ':-:', r: '--:' };

/** A tabular's column specification (`| l | c | p{3cm} |`, `*{3}{c}`) as one alignment per column. */
function columnAlignments(spec: string): string[] {
  const alignments: string[] = [];
  const src = new Source(spec);
  while (!src.done) {
    const char = src.peek();
    src.pos += 1;
    if (char === 'l' || char === 'c' || char === 'r') alignments.push(char);
    else if (char === 'p' || char === 'm' || char === 'b') {
      src.readArg();
      alignments.push('l');
    } else if (char === 'X' || char === 'S') alignments.push('l');
    else if (char === '@' || char === '!' || char === '>' || char === '<') src.readArg();
    else if (char === '*') {
      const count = Math.min(Number.parseInt(src.readArg(), 10) || 0, 50);
      const repeated = columnAlignments(src.readArg());
      for (let i = 0; i < count; i += 1) alignments.push(...repeated);
    } else if (char === '{') {
      src.pos -= 1;
      src.readBraced();
    }
  }
  return alignments;
}
