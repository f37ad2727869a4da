/**
 * A package's submissions/ folder: which of its programs are judged and what each folder expects of
 * them, and every other file with the reason it is not judged (problems/README.md, "submissions/").
 *
 * Folders, as problemtools and the package format (legacy and 2023-07) define them. A submission's
 * verdict is its first failing test's (reference-solutions.ts):
 * - accepted/ Accepted; wrong_answer/ Wrong Answer; time_limit_exceeded/ Time Limit Exceeded;
 *   run_time_error/ Runtime Error, a memory kill included. Stored as the problem's reference solutions.
 * - rejected/ (2023-07: some test not accepted) Wrong Answer, Time Limit Exceeded, Runtime Error (memory
 *   included) or Output Limit Exceeded; brute_force/ (2023-07: never a wrong answer, fails at least once)
 *   Time Limit Exceeded or Runtime Error. Judged by `npm run problems:verify` but not stored: a stored
 *   solution expects exactly one verdict.
 * - memory_limit_exceeded/, output_limit_exceeded/, compile_error/: in neither format, but our exporter
 *   (write-package.ts) writes a solution an admin saved expecting that verdict there, so they are read back.
 * - partially_accepted/ (legacy, scoring problems only) and any other folder (slow_accepted/, mixed/, …):
 *   every entry is skipped, saying why.
 *
 * A folder's entries: a source file in a judge language is judged; a folder (a program of several files)
 * and a file in another language, in Python 2 (pythonTwoEvidence) or in no language are skipped with the
 * reason. README files and dot files are left out silently: notes, never programs. submissions.yaml
 * (2023-07's per-submission expectations) is not read: it is listed as skipped, and folders keep their
 * default expectation.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  LANGUAGE_IDS,
  SOLUTION_FOLDER_BY_VERDICT,
  languageInfo,
  languageOfSourceFile,
  type LanguageId,
  type Verdict,
} from '@codeconquer/contracts';
import { expectationOf, type Expectation } from '../reference-solutions';

export type PackageSubmission = {
  /** Path under submissions/, e.g. accepted/solution.cpp */
  file: string;
  language: LanguageId;
  expected: Verdict;
  source: string;
};

/** A submission judged by problems:verify but not stored: its folder expects more than one verdict. */
export type VerifyOnlySubmission = Omit<PackageSubmission, 'expected'> & { expectation: Expectation };

/** A file (or program folder) under submissions/ that is not judged, and why. */
export type SkippedSubmission = { file: string; reason: string };

export type PackageSubmissions = {
  submissions: PackageSubmission[];
  verifyOnly: VerifyOnlySubmission[];
  skipped: SkippedSubmission[];
};

/** A submission as problems:verify judges it. */
export type JudgedSubmission = Omit<PackageSubmission, 'expected'> & { expectation: Expectation };

const REJECTED: Expectation = {
  label: 'Rejected',
  verdicts: [
    'Wrong Answer',
    'Time Limit Exceeded',
    'Runtime Error',
    'Memory Limit Exceeded',
    'Output Limit Exceeded',
  ],
};

const PARTIALLY_ACCEPTED: Expectation = {
  label: 'Accepted with less than full marks',
  verdicts: ['Accepted'],
  score: 'partial',
};

/** partially_accepted/ in a pass-fail problem: the format allows it only in scoring problems. */
const PARTIAL_IN_PASS_FAIL = 'partially_accepted/ is for scoring problems only: this one is pass-fail';

const BRUTE_FORCE: Expectation = {
  label: 'Time Limit Exceeded or Runtime Error',
  verdicts: ['Time Limit Exceeded', 'Runtime Error', 'Memory Limit Exceeded'],
};

type FolderRule = { stored: Verdict } | { verifyOnly: Expectation } | { skip: string };

/** Every folder with a meaning, in the order folders are read (others follow, by name). */
const FOLDER_RULES: [string, FolderRule][] = [
  // The stored folders are the contracts' (the admin's solution form names solutions by them too).
  ...Object.entries(SOLUTION_FOLDER_BY_VERDICT).map(([verdict, folder]): [string, FolderRule] => [
    folder,
    { stored: verdict as Verdict },
  ]),
  ['rejected', { verifyOnly: REJECTED }],
  ['brute_force', { verifyOnly: BRUTE_FORCE }],
  ['partially_accepted', { verifyOnly: PARTIALLY_ACCEPTED }],
];
const RULE_BY_FOLDER = new Map(FOLDER_RULES);
const FOLDER_RANK = new Map(FOLDER_RULES.map(([folder], index) => [folder, index]));

/** The folders whose solutions are stored, in the order they are read, and the verdict each promises. */
export const VERDICT_BY_FOLDER: Record<string, Verdict> = Object.fromEntries(
  FOLDER_RULES.flatMap(([folder, rule]) => ('stored' in rule ? [[folder, rule.stored]] : [])),
);

/** The rule of a folder under submissions/ in a problem of this kind (partially_accepted/: scoring only). */
function folderRule(folder: string, { scoring }: { scoring: boolean }): FolderRule {
  if (folder === 'partially_accepted' && !scoring) return { skip: PARTIAL_IN_PASS_FAIL };
  return RULE_BY_FOLDER.get(folder) ?? { skip: UNKNOWN_FOLDER(folder) };
}

/** What a folder expects of its submissions; null for a folder whose entries are all skipped. */
export function folderExpectation(folder: string, problem: { scoring: boolean }): Expectation | null {
  const rule = folderRule(folder, problem);
  if ('skip' in rule) return null;
  return 'stored' in rule ? expectationOf(rule.stored) : rule.verifyOnly;
}

/** Paths under submissions/ in the order they are read: by folder (known ones first), then by name. */
export function compareSubmissionPaths(a: string, b: string): number {
  const rank = (file: string) => {
    const folder = file.includes('/') ? (file.split('/')[0] ?? '') : '';
    return FOLDER_RANK.get(folder) ?? FOLDER_RULES.length;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Every submission problems:verify judges, stored ones and verify-only ones, in reading order. */
export function judgedSubmissions(pkg: {
  submissions: PackageSubmission[];
  verifyOnly?: VerifyOnlySubmission[];
}): JudgedSubmission[] {
  return [
    ...pkg.submissions.map(({ expected, ...rest }) => ({ ...rest, expectation: expectationOf(expected) })),
    ...(pkg.verifyOnly ?? []),
  ].sort((a, b) => compareSubmissionPaths(a.file, b.file));
}

/**
 * Languages the judge does not run, by file ending (the package format's language table, legacy and
 * 2023-07, and problemtools' language list). Endings are matched as written: `.C` is C++, `.c` is C.
 */
const OTHER_LANGUAGES: Record<string, string> = {
  '.adb': 'Ada',
  '.ads': 'Ada',
  '.a68': 'Algol 68',
  '.apl': 'APL',
  '.sh': 'Bash',
  '.cob': 'COBOL',
  '.cr': 'Crystal',
  '.cs': 'C#',
  '.d': 'D',
  '.dart': 'Dart',
  '.ex': 'Elixir',
  '.exs': 'Elixir',
  '.erl': 'Erlang',
  '.fth': 'Forth',
  '.4th': 'Forth',
  '.forth': 'Forth',
  '.frt': 'Forth',
  '.f90': 'Fortran',
  '.f95': 'Fortran',
  '.fs': 'F#',
  '.ss': 'Gerbil',
  '.go': 'Go',
  '.hs': 'Haskell',
  '.js': 'JavaScript',
  '.jl': 'Julia',
  '.kt': 'Kotlin',
  '.lisp': 'Common Lisp',
  '.cl': 'Common Lisp',
  '.lua': 'Lua',
  '.mod': 'Modula-2',
  '.def': 'Modula-2',
  '.nim': 'Nim',
  '.m': 'Objective-C',
  '.ml': 'OCaml',
  '.odin': 'Odin',
  '.pas': 'Pascal',
  '.pm': 'Perl',
  '.php': 'PHP',
  '.pl': 'Prolog',
  '.rkt': 'Racket',
  '.rb': 'Ruby',
  '.rs': 'Rust',
  '.scala': 'Scala',
  '.sc': 'Scala',
  '.sim': 'Simula',
  '.st': 'Smalltalk',
  '.sno': 'Snobol',
  '.swift': 'Swift',
  '.ts': 'TypeScript',
  '.vb': 'Visual Basic',
  '.zig': 'Zig',
};

/** C++ endings of the package format that the contracts' list does not name. */
const MORE_CPP_ENDINGS = new Set(['.c++', '.C']);

/** 'C, C++, Java and Python 3'. */
const JUDGE_LANGUAGES = LANGUAGE_IDS.map((id) => (id === 'python' ? 'Python 3' : languageInfo(id).label))
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1');

/** Notes and housekeeping, never programs: left out without a word. */
function isIgnored(name: string): boolean {
  return name.startsWith('.') || /^readme(\..*)?$/i.test(name);
}

function isDirectory(full: string): boolean {
  return fs.statSync(full, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** The source with comments removed and string literals emptied (quotes kept), line for line. */
function pythonCode(source: string): string {
  let code = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (char === '#') {
      while (i < source.length && source[i] !== '\n') i += 1;
      continue;
    }
    if (char !== '"' && char !== "'") {
      code += char;
      i += 1;
      continue;
    }
    const quote = source.startsWith(char.repeat(3), i) ? char.repeat(3) : char;
    code += quote;
    i += quote.length;
    while (i < source.length) {
      if (source[i] === '\\') {
        if (source[i + 1] === '\n') code += '\n';
        i += 2;
      } else if (source.startsWith(quote, i)) {
        i += quote.length;
        break;
      } else if (source[i] === '\n') {
        // A single-quoted string ends at the line's end, closed or not.
        if (quote.length === 1) break;
        code += '\n';
        i += 1;
      } else i += 1;
    }
    code += quote;
  }
  return code;
}

/**
 * Python 2 syntax, in code (not in strings or comments). Each is a syntax error in Python 3, except
 * `print >>f, x`, which Python 3 parses but no Python 3 program writes.
 */
const PYTHON_2_SYNTAX: { pattern: RegExp; what: string }[] = [
  // At a statement's start (a line's, or after `;` or a one-line `if x:`), print then an expression
  // that is not parenthesised: `print x`, `print "a", b`, `print >>sys.stderr, x`.
  { pattern: /(?:^|[;:])[ \t]*print[ \t]+(?:[\w"'[{`]|>>)/, what: 'a print statement' },
  { pattern: /(?:^|[;:])[ \t]*exec[ \t]+[\w"']/, what: 'an exec statement' },
  {
    pattern: /\bexcept[ \t]+(?:[\w.]+|\([^()]*\))[ \t]*,[ \t]*(?:[A-Za-z_]\w*|\([^()]*\))[ \t]*:/,
    what: '`except E, e:`',
  },
  { pattern: /(?:^|[;:])[ \t]*raise[ \t]+[\w.]+[ \t]*,/, what: '`raise E, message`' },
  { pattern: /`/, what: 'backquotes' },
  { pattern: /(?<![\w.])[uU][rR]["']/, what: 'a ur"…" string' },
  { pattern: /<>/, what: 'the <> operator' },
  // Not an exponent's digits: 1e-05 is Python 3 too.
  { pattern: /(?<![\w.])(?<![\d.][eE][+-])0+[1-9]\d*(?![\w.])/, what: 'an octal number like 0777' },
  { pattern: /(?<![\w.])(?:0[xX][\da-fA-F]+|\d+)[lL](?!\w)/, what: 'a long number like 10L' },
];

/** Python 2 built-ins that Python 3 dropped: evidence when called and never defined in the file. */
const PYTHON_2_NAMES = ['raw_input', 'xrange', 'unichr'];

/** Code written for both Pythons: it looks at the version or catches the missing name. */
const BOTH_PYTHONS = /\bversion_info\b|\bsys\.version\b|\bNameError\b|\bimport\s+six\b|\bfrom\s+six\b/;

/**
 * Why a `.py` file is Python 2, or null when it is not (or no one can tell, which makes it Python 3).
 * First the package format's own rule (legacy and problemtools): a first line matching
 * `#!…python2` makes it Python 2, `#!…python3` Python 3. Without either, the code itself, with strings
 * and comments taken out: Python 2 syntax (PYTHON_2_SYNTAX) or a call of raw_input, xrange or unichr
 * that the file does not define itself. A file that checks the Python version or catches NameError is
 * written for both, so those calls are no evidence there. problemtools would run such a file as Python 3
 * and fail it; it is skipped instead, saying why.
 */
export function pythonTwoEvidence(source: string): string | null {
  const firstLine = source.split('\n', 1)[0] ?? '';
  if (/^#!.*python2\b/.test(firstLine)) return 'a #!…python2 first line';
  if (/^#!.*python3\b/.test(firstLine)) return null;
  const lines = pythonCode(source).split('\n');
  for (const [index, line] of lines.entries())
    for (const { pattern, what } of PYTHON_2_SYNTAX)
      if (pattern.test(line)) return `${what} on line ${index + 1}`;
  const code = lines.join('\n');
  if (BOTH_PYTHONS.test(code)) return null;
  for (const name of PYTHON_2_NAMES) {
    const defined = new RegExp(
      `\\bdef\\s+${name}\\b|(?<![\\w.])${name}\\s*=(?!=)|\\bimport\\b.*\\b${name}\\b|\\bas\\s+${name}\\b`,
    );
    if (defined.test(code)) continue;
    const call = new RegExp(`(?<![\\w.])${name}\\s*\\(`);
    const index = lines.findIndex((line) => call.test(line));
    if (index >= 0) return `${name}() on line ${index + 1}`;
  }
  return null;
}

/** A program file's judge language, or why it is not judged. */
function languageOrReason(name: string, full: string): { language: LanguageId } | { reason: string } {
  const ending = path.extname(name);
  if (ending === '.py2')
    return { reason: `Python 2 (${ending}) is not a judge language here: only Python 3` };
  const language = languageOfSourceFile(name) ?? (MORE_CPP_ENDINGS.has(ending) ? 'cpp' : null);
  if (language === 'python' && ending !== '.py3') {
    const evidence = pythonTwoEvidence(fs.readFileSync(full, 'utf8'));
    if (evidence) return { reason: `Python 2 (${evidence}): the judge runs Python 3` };
  }
  if (language) return { language };
  const other = OTHER_LANGUAGES[ending];
  if (other)
    return { reason: `${other} (${ending}) is not a judge language here: the judge runs ${JUDGE_LANGUAGES}` };
  if (!ending) return { reason: 'not a source file: it has no file ending' };
  return { reason: `not a source file: no judge language uses ${ending}` };
}

const UNKNOWN_FOLDER = (folder: string) =>
  `${folder}/ is not a submissions folder of the package format (legacy or 2023-07): no verdict to check`;

/** Reads submissions/ of the package in `dir` (nothing when it has none). */
export function readSubmissions(dir: string, { scoring }: { scoring: boolean }): PackageSubmissions {
  const read: PackageSubmissions = { submissions: [], verifyOnly: [], skipped: [] };
  const root = path.join(dir, 'submissions');
  if (!isDirectory(root)) return read;
  const entries = fs
    .readdirSync(root)
    .filter((name) => !isIgnored(name))
    .map((name) => (isDirectory(path.join(root, name)) ? `${name}/` : name))
    .sort(compareSubmissionPaths);
  for (const entry of entries) {
    if (!entry.endsWith('/')) {
      read.skipped.push({
        file: entry,
        reason:
          entry === 'submissions.yaml'
            ? 'submissions.yaml is not read: each folder keeps its default expectation'
            : 'not in a folder, so nothing says what it should get',
      });
      continue;
    }
    const folder = entry.slice(0, -1);
    const rule = folderRule(folder, { scoring });
    const names = fs
      .readdirSync(path.join(root, folder))
      .filter((name) => !isIgnored(name))
      .sort();
    for (const name of names) {
      const full = path.join(root, folder, name);
      const isFolder = isDirectory(full);
      const file = `${folder}/${name}${isFolder ? '/' : ''}`;
      if ('skip' in rule) read.skipped.push({ file, reason: rule.skip });
      else if (isFolder)
        read.skipped.push({
          file,
          reason: 'a program of several files (a folder): the judge takes one source file',
        });
      else {
        const found = languageOrReason(name, full);
        if ('reason' in found) read.skipped.push({ file, reason: found.reason });
        else {
          const submission = { file, language: found.language, source: fs.readFileSync(full, 'utf8') };
          if ('stored' in rule) read.submissions.push({ ...submission, expected: rule.stored });
          else read.verifyOnly.push({ ...submission, expectation: rule.verifyOnly });
        }
      }
    }
  }
  return read;
}
