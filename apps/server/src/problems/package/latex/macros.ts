/**
 * The statement's own macros: `\newcommand`, `\renewcommand`, `\providecommand`, `\def` (and `\gdef`,
 * `\edef`, `\xdef`), `\let`, `\DeclareMathOperator` and `\newenvironment`. A call is replaced by the
 * macro's body with `#1`…`#9` filled in, in the text (spliced, so the reader goes on through it) and in
 * math (before KaTeX sees it). Expansions are counted so that a macro calling itself cannot loop.
 */
import { Source } from './source';

export type Macro = { params: number; defaultArg: string | null; body: string };
export type Environment = { params: number; defaultArg: string | null; begin: string; end: string };

/** More expansions, and a longer text, than any statement needs; past them, calls are left as they are. */
const MAX_EXPANSIONS = 5_000;
const MAX_TEXT = 500_000;

export class Macros {
  readonly commands = new Map<string, Macro>();
  readonly environments = new Map<string, Environment>();
  private expansions = 0;

  /** Reads a definition whose command (`newcommand`, `def`, …) was just read; false if it is not one. */
  define(name: string, src: Source): boolean {
    switch (name) {
      case 'newcommand':
      case 'renewcommand':
      case 'providecommand': {
        src.readStar();
        const command = commandName(src.readArg());
        const params = Number(src.readOptional() ?? 0) || 0;
        const defaultArg = src.readOptional();
        const body = src.readArg();
        if (command && !(name === 'providecommand' && this.commands.has(command)))
          this.commands.set(command, { params: Math.min(params, 9), defaultArg, body });
        return true;
      }
      case 'def':
      case 'gdef':
      case 'edef':
      case 'xdef': {
        src.skipSpaces();
        const command = src.peek() === '\\' ? src.readCommand() : '';
        // Only undelimited parameters (`#1#2`), the ones statements use.
        let params = 0;
        while (!src.done && src.peek() !== '{') {
          if (src.peek() === '#' && /[1-9]/.test(src.peek(1))) params = Number(src.peek(1));
          src.pos += 1;
        }
        const body = src.peek() === '{' ? src.readBraced() : '';
        if (command) this.commands.set(command, { params, defaultArg: null, body });
        return true;
      }
      case 'let': {
        src.skipSpaces();
        const command = src.peek() === '\\' ? src.readCommand() : '';
        src.skipSpaces();
        if (src.peek() === '=') src.pos += 1;
        const target = src.readArg();
        const macro = this.commands.get(commandName(target));
        if (command) this.commands.set(command, macro ?? { params: 0, defaultArg: null, body: target });
        return true;
      }
      case 'DeclareMathOperator': {
        const star = src.readStar() ? '*' : '';
        const command = commandName(src.readArg());
        const text = src.readArg();
        if (command)
          this.commands.set(command, {
            params: 0,
            defaultArg: null,
            body: `\\operatorname${star}{${text}}`,
          });
        return true;
      }
      case 'newenvironment':
      case 'renewenvironment': {
        src.readStar();
        const environment = src.readArg().trim();
        const params = Number(src.readOptional() ?? 0) || 0;
        const defaultArg = src.readOptional();
        const begin = src.readArg();
        const end = src.readArg();
        if (environment)
          this.environments.set(environment, { params: Math.min(params, 9), defaultArg, begin, end });
        return true;
      }
      default:
        return false;
    }
  }

  /**
   * If `name` (just read, the cursor after it; its backslash at `start`) is a macro of the statement,
   * replaces the call and its arguments by the body and returns true.
   */
  expandAt(name: string, start: number, src: Source): boolean {
    const macro = this.commands.get(name);
    if (!macro || !this.mayExpand(src)) return false;
    this.expansions += 1;
    src.splice(start, substitute(macro.body, readArgs(src, macro.params, macro.defaultArg)));
    return true;
  }

  /** `\begin{name}` of an environment of the statement (read up to its name): replaced by its begin code. */
  beginEnvironment(name: string, start: number, src: Source): boolean {
    const environment = this.environments.get(name);
    if (!environment || !this.mayExpand(src)) return false;
    this.expansions += 1;
    const args = readArgs(src, environment.params, environment.defaultArg);
    src.splice(start, `{${substitute(environment.begin, args)}`);
    return true;
  }

  /** `\end{name}` of an environment of the statement: replaced by its end code. */
  endEnvironment(name: string, start: number, src: Source): boolean {
    const environment = this.environments.get(name);
    if (!environment || !this.mayExpand(src)) return false;
    this.expansions += 1;
    src.splice(start, `${environment.end}}`);
    return true;
  }

  private mayExpand(src: Source): boolean {
    return this.expansions < MAX_EXPANSIONS && src.text.length < MAX_TEXT;
  }

  /** Math with the statement's macros expanded (and its definitions, if any, taken and removed). */
  expandMath(math: string): string {
    const src = new Source(math);
    while (!src.done) {
      if (src.peek() !== '\\') {
        src.pos += 1;
        continue;
      }
      const start = src.pos;
      const name = src.readCommand();
      if (this.define(name, src)) src.splice(start, '');
      else this.expandAt(name, start, src);
    }
    return src.text;
  }
}

/** `\name` or `{\name}` as the name alone. */
function commandName(raw: string): string {
  return raw.trim().replace(/^\\/, '');
}

function readArgs(src: Source, params: number, defaultArg: string | null): string[] {
  const args: string[] = [];
  for (let i = 0; i < params; i += 1) {
    if (i === 0 && defaultArg !== null) args.push(src.readOptional() ?? defaultArg);
    else args.push(src.readArg());
  }
  return args;
}

/**
 * The body with its arguments in. Where a command's name would run into the letters after it (`\bar`
 * then `x`), a space keeps them apart, as they are apart in TeX's tokens.
 */
function substitute(body: string, args: string[]): string {
  const filled = body.replace(/##|#([1-9])/g, (_, index: string | undefined, offset: number) => {
    const arg = index ? (args[Number(index) - 1] ?? '') : '#';
    return endsWithCommandName(arg) && /^[a-zA-Z@]/.test(body.slice(offset + 2)) ? `${arg} ` : arg;
  });
  return endsWithCommandName(filled) ? `${filled} ` : filled;
}

function endsWithCommandName(text: string): boolean {
  return /\\[a-zA-Z@]+$/.test(text);
}
