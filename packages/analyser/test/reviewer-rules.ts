/**
 * The rules a reviewer's remark must pass to be one worth making, checked against the code it is about
 * (test/bank.test.ts runs them over every accepted solution of the bank). Each kind of remark the
 * analyser makes has a rule here; a remark of no known kind fails, so a new kind of remark comes with
 * its rule. The rules read the code itself, not the analyser's internals:
 *
 * - single-letter names: never a loop index (i, j, k) or an interval end (l, r); never a name the
 *   problem's input fixes (n, m, k, q, t, a, b) or one read straight from the input; never a parameter;
 *   never the conventional u, v, w (graphs) or x, y, z (coordinates); and the name is really declared;
 * - magic numbers: never 0, 1, -1, 2, a round d·10^k, a power of two or an all-ones mask, a size (an
 *   array length, a list repeated to a length), a shift or mask operand, the base 10 of digit arithmetic,
 *   an index offset (inside brackets, or stepping an index), or scanf's count; and the number is on the
 *   line named;
 * - long lines, long functions, deep nesting: the measure named is really over its limit;
 * - unused variables: the name occurs once in the code; mixed case: both names quoted occur;
 * - `range(len(x))`: the loop is really there, on the sequence named;
 * - malloc never freed: the code allocates and never calls free;
 * - bulk I/O advice (print/input/endl/cin/Scanner/println in a loop): never on an interactive problem,
 *   where output must be flushed after each query;
 * - a hand-written sort: the named array is compared and assigned element by element;
 * - nested loops searching pairs: an inner loop's range starts from the outer loop's counter;
 * - Python's recursion limit: the function named calls itself and the limit is not raised;
 * - security issues: the call named is in the code.
 */
const FIXED_SHORT_NAMES = new Set('ijklrnmqtabuvwxyz_'.split(''));
const INPUT_READ =
  /\bcin\s*>>|\bscanf\s*\(|\binput\s*\(|\bread\w*\s*\(|\bnext\w*\s*\(|\bparse(Int|Long)\s*\(|\bgetchar\w*\s*\(|\bdata\s*\[|\btokens?\s*\[/;
/** A function header: `int find(int x)`, `def go(i, j):`, `static long power(long base, long exp)`. */
const HEADER = /^\s*(def\s+\w+|[\w<>[\],\s*&:]+\s+\**\w+)\s*\(([^)]*)\)\s*(\{|:|throws|const|$)/;

export type Remark = { kind: string; message: string };
export type Subject = { code: string; interactive: boolean; time: string };

type Rule = { pattern: RegExp; holds: (match: RegExpExecArray, subject: Subject) => string | undefined };

const lines = (code: string): string[] => code.split('\n');
const word = (name: string): RegExp => new RegExp(`(^|[^\\w.])${name.replace(/\W/g, '\\$&')}(?!\\w)`);
const quoted = (text: string): string[] => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);

function isParameter(name: string, code: string): boolean {
  return lines(code).some((line) => {
    const header = HEADER.exec(line);
    return (
      !!header && !/^\s*(if|for|while|switch|return|catch)\b/.test(line) && word(name).test(header[2] ?? '')
    );
  });
}

function singleLetterName(name: string, code: string): string | undefined {
  if (name.length !== 1) return `'${name}' is not a single letter`;
  if (FIXED_SHORT_NAMES.has(name)) return `'${name}' is an index, an input name or a conventional letter`;
  if (!word(name).test(code)) return `'${name}' is not in the code`;
  if (isParameter(name, code)) return `'${name}' is a parameter`;
  const readLine = lines(code).find(
    (line) => word(name).test(line) && INPUT_READ.test(line) && !/=.*[+\-*/%]/.test(line),
  );
  if (
    readLine &&
    new RegExp(`(>>\\s*|&|^\\s*|\\b(int|long|char|auto|String)\\s+)${name}\\b\\s*(=|>>|[,;)])`).test(readLine)
  )
    return `'${name}' is read from the input: ${readLine.trim()}`;
  return undefined;
}

function magicNumber(text: string, lineNumber: number, code: string): string | undefined {
  const line = lines(code)[lineNumber - 1] ?? '';
  const literal = text.replace(/[uUlLfF]+$/, '').replace(/_/g, '');
  const value = Number(literal);
  if (!line.includes(text)) return `${text} is not on line ${lineNumber}`;
  if ([-1, 0, 1, 2].includes(value)) return `${text} is plain`;
  if (/^[1-9]0+$/.test(literal) || /^[1-9]e\d+$/i.test(literal)) return `${text} is a round number`;
  if (
    Number.isInteger(value) &&
    value >= 4 &&
    (Math.log2(value) % 1 === 0 || (value >= 15 && Math.log2(value + 1) % 1 === 0))
  )
    return `${text} is a power of two or a mask`;
  const at = `(?<![\\w.])${text.replace(/\W/g, '\\$&')}(?![\\w.])`;
  if (new RegExp(`\\[\\s*${at}\\s*\\]|\\]\\s*\\*\\s*${at}`).test(line)) return `${text} is a size`;
  if (new RegExp(`(<<|>>>?|&|\\|)\\s*\\(?${at}|${at}\\s*(<<|>>|&|\\|)`).test(line))
    return `${text} is a bit operand`;
  if (value === 10 && new RegExp(`[*/%]=?\\s*${at}|${at}\\s*[*/%]`).test(line))
    return `${text} is the digit base`;
  if (new RegExp(`\\[[^\\]]*${at}[^\\]]*\\]`).test(line)) return `${text} is an index offset`;
  if (new RegExp(`scanf\\s*\\(.*\\)\\s*[!=]=\\s*${at}`).test(line)) return `${text} is scanf's count`;
  return undefined;
}

const RULES: Rule[] = [
  {
    pattern: /^Single-letter names for computed values: (.*)\. Descriptive names/,
    holds: (m, { code }) =>
      quoted(m[1] ?? '')
        .map((name) => singleLetterName(name, code))
        .find(Boolean),
  },
  {
    pattern: /^Magic numbers (.*): give them names as constants\.$/,
    holds: (m, { code }) =>
      [...(m[1] ?? '').matchAll(/(\S+) \(line (\d+)\)/g)]
        .map(([, text, line]) => magicNumber(text as string, Number(line), code))
        .find(Boolean),
  },
  {
    pattern: /^\d+ line\(s\) longer than 100 characters \(line ([\d, ]+)\): wrap them\.$/,
    holds: (m, { code }) =>
      (m[1] ?? '')
        .split(', ')
        .map(Number)
        .filter((row) => (lines(code)[row - 1]?.length ?? 0) <= 100)
        .map((row) => `line ${row} is not over 100 characters`)[0],
  },
  {
    pattern: /^Function '(\w+)' \(line (\d+)\) is (\d+) lines long/,
    holds: (m, { code }) =>
      Number(m[3]) <= 40 || !word(m[1] ?? '').test(lines(code)[Number(m[2]) - 1] ?? '')
        ? `function ${m[1]} is not over 40 lines at line ${m[2]}`
        : undefined,
  },
  {
    pattern: /^Code is nested (\d+) levels deep/,
    holds: (m) => (Number(m[1]) <= 4 ? 'nesting within the limit' : undefined),
  },
  {
    pattern: /^Unused variables: (.*)\. Remove them/,
    holds: (m, { code }) =>
      quoted(m[1] ?? '').find((name) => (code.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1),
  },
  {
    pattern: /^Names mix camelCase \('(\w+)'\) and snake_case \('(\w+)'\)/,
    holds: (m, { code }) =>
      word(m[1] ?? '').test(code) && word(m[2] ?? '').test(code) ? undefined : 'names not in the code',
  },
  {
    pattern: /^(Python|Java) names use /,
    holds: () => undefined,
  },
  {
    pattern: /^Line \d+: for (\w+) in range\(len\((\w+)\)\) reads better/,
    holds: (m, { code }) =>
      code.includes(`for ${m[1]} in range(len(${m[2]}))`) ? undefined : 'no such loop in the code',
  },
  {
    pattern: /^Line \d+: Memory from malloc\/calloc is never freed/,
    holds: (_m, { code }) =>
      /\b(malloc|calloc)\s*\(/.test(code) && !/\bfree\s*\(/.test(code)
        ? undefined
        : 'the code frees its memory',
  },
  {
    pattern:
      /^Line \d+: (print\(\) in a loop|input\(\) in a loop|endl flushes|Reading with cin in a loop|Scanner reads slowly|System\.out\.println in a loop)/,
    holds: (_m, { interactive }) => (interactive ? 'bulk I/O advice on an interactive problem' : undefined),
  },
  {
    pattern: /^Line \d+: '(\w+)' is sorted by hand in O\(n\^2\)/,
    holds: (m, { code }) => {
      const array = m[1] ?? '';
      const compares = new RegExp(`\\b${array}\\s*\\[[^\\]]+\\]\\s*[<>]`).test(code);
      const assigns =
        new RegExp(`\\b${array}\\s*\\[[^\\]]+\\]\\s*(,[^=]*)?=[^=]`).test(code) || /swap\s*\(/.test(code);
      return compares && assigns ? undefined : `'${array}' is not compared and moved element by element`;
    },
  },
  {
    pattern: /^Nested loops make this /,
    holds: (_m, { code }) =>
      /range\(\s*\w+\s*[+-]\s*\d+|for\s*\([^;=]*=\s*\w+\s*[+-]\s*\d+\s*;|\[\s*\w+\s*\+\s*1\s*:\s*\]/.test(
        code,
      )
        ? undefined
        : 'no inner loop starts from an outer counter',
  },
  {
    pattern: /^Line \d+: '(\w+)' recurses about n deep, past Python's default limit/,
    holds: (m, { code }) =>
      (code.match(new RegExp(`\\b${m[1]}\\s*\\(`, 'g')) ?? []).length > 1 && !/setrecursionlimit/.test(code)
        ? undefined
        : `'${m[1]}' does not recurse, or the limit is raised`,
  },
  {
    pattern:
      /^(No faster approach stands out|The recursion recomputes|Backtracking tries|Three nested loops|If each DP row|Membership tests on a list|Sorting inside a loop)/,
    holds: () => undefined,
  },
];

const SECURITY =
  /^Line \d+: (gets|strcpy|sprintf|scanf|Running other programs|eval|exec|Runtime\.exec|ProcessBuilder|pickle|printf|The format)/;

/** Why `remark` is not one a reviewer would defend on `subject`, or undefined when it is. */
export function objection(remark: Remark, subject: Subject): string | undefined {
  if (remark.kind === 'securityIssues')
    return SECURITY.test(remark.message) ? undefined : 'security issue of no known kind';
  const message = remark.message.replace(/ \(and \d+ more places?\)$/, '');
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (match) return rule.holds(match, subject);
  }
  return 'a remark of no known kind: write down its rule in test/reviewer-rules.ts';
}
