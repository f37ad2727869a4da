/**
 * Reads an ICPC/Kattis problem package folder (legacy or 2023-07 layout) into what the platform stores
 * and judges: metadata, limits, statement blocks, tests (samples are the visible examples), the checker,
 * and the package's own submissions with the verdict their folder promises. A package we cannot judge
 * as it is meant (interactive, scoring, multi-pass, a validator we cannot build) is refused with a
 * PackageError saying why. What is read, refused and ignored: docs/packages.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  editorialBodySchema,
  languageOfSourceFile,
  statementBlocks,
  statementImageUrl,
  type TimeLimitOrigin as ContractsTimeLimitOrigin,
} from '@codeconquer/contracts';
import type { CustomChecker, GroupSettings, TokenCheckOptions } from '@codeconquer/judge';
import {
  authorOf,
  packageFormatOf,
  packageLimits,
  parseValidatorFlags,
  problemTypesOf,
  problemYamlSchema,
  sourceOf,
  titleOf,
  type Difficulty,
  type PackageFormat,
  type PackageLimits,
  type ProblemYaml,
} from './problem-yaml';
import { detectStatementImageType, statementImageName } from '../../lib/image-type';
import { parsePackageYaml } from './yaml-file';
import { latexToMarkdown, type ContentBlock } from './statement';
import { readInputValidators, type InputValidators } from './input-validators';
import { groupValidatorArgs, readTestGroups, testGroupOf } from './test-groups';
import { compareEntryNames } from './entry-order';
import { PackageError } from './package-error';
import {
  IGNORED_FILE,
  isHeader,
  readValidatorProgram,
  VALIDATOR_LANGUAGES,
  type Program,
} from './validator-program';
import {
  readSubmissions,
  type PackageSubmission,
  type SkippedSubmission,
  type VerifyOnlySubmission,
} from './package-submissions';

export {
  VERDICT_BY_FOLDER,
  type PackageSubmission,
  type SkippedSubmission,
  type VerifyOnlySubmission,
} from './package-submissions';

/** Where a package keeps its small-test generator (docs/packages.md#small-tests). */
export const SMALL_GENERATOR_FILE = 'generators/small.py';

export type PackageTest = {
  /** Path under data/, e.g. secret/03-max (unique within the package). */
  name: string;
  input: string;
  answer: string;
  /** The sample's explanation (`.desc`), shown under the example. */
  explanation: string | null;
  /** Interactive problems: the sample's conversation (`.interaction`), shown instead of its files. */
  interaction: string | null;
  isSample: boolean;
};

export type ProblemPackage = {
  slug: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  hint: string | null;
  author: string | null;
  /** Where the problem was first used, and its licence (problem.yaml's `source` and `license`). */
  source: string | null;
  license: string | null;
  /** The limits the judge applies: problem.yaml's, capped at ours (see readProblemPackage). */
  timeLimitMs: number;
  memoryLimitMb: number;
  /*
   * The next four are set by readProblemPackage. They are optional because a problem loaded back from
   * the database (problem-export) has none of them: the database does not store them yet.
   */
  /** Where timeLimitMs came from. */
  timeLimitOrigin?: TimeLimitOrigin;
  /** Bytes a program may print (limits.output, capped); null: the judge's default. */
  outputLimitBytes?: number | null;
  /** Every key of problem.yaml's `limits` with the layout's defaults, as the package wrote them. */
  limits?: PackageLimits;
  format?: PackageFormat;
  /** The default validator's options (validator_flags); unused by the judge when there is a validator. */
  checker: TokenCheckOptions;
  /** The custom output validator, its `args` from validator_flags; null: the default (token) checker. */
  validator: CustomChecker | null;
  /**
   * Scoring problems: the grading settings of the test groups that have a testdata.yaml, by path under
   * data/ (test-groups.ts); null for pass-fail problems.
   */
  scoring: { groups: Record<string, GroupSettings> } | null;
  statement: string;
  blocks: ContentBlock[];
  /** Statement images: stored (content-hash) name → absolute path, copied to uploads on import. */
  images: Map<string, string>;
  tests: PackageTest[];
  /** The submissions stored as the problem's reference solutions: one expected verdict each. */
  submissions: PackageSubmission[];
  /**
   * The package's editorial.md (Markdown, docs/packages.md#editorial); null: it has none. Absent when the
   * package was not read from files, and then saving it leaves the stored editorial alone.
   */
  editorial?: string | null;
  /**
   * `generators/small.py` (docs/packages.md#small-tests); null: the package has none. Absent when the
   * package was not read from files or the database, and then saving it leaves the stored one alone.
   */
  smallGenerator?: string | null;
  /*
   * The next two are set by readProblemPackage (package-submissions.ts); a problem loaded back from the
   * database (problem-export) has only its stored solutions.
   */
  /** Judged by problems:verify, not stored: their folder (rejected/, brute_force/) expects several verdicts. */
  verifyOnly?: VerifyOnlySubmission[];
  /** Every file under submissions/ that is not judged, with the reason. */
  skipped?: SkippedSubmission[];
  /** Set by readProblemPackage (input-validators.ts): what problems:verify runs on every test input. */
  inputValidators?: InputValidators;
};

/** Where a package's time limit came from (an admin's edit is the other origin a problem can have). */
export type TimeLimitOrigin = Exclude<ContractsTimeLimitOrigin, 'admin'>;

/**
 * A package's memory limit when it gives none is the layout's default (legacy 1024 MiB as problemtools,
 * 2023-07 2048 MiB), but never more than this: the judge shares its machine.
 */
export const MAX_MEMORY_MB = 1024;
/**
 * Without a time limit in the package (legacy packages derive it from their solutions' times, and so may
 * 2023-07 ones), this; see computedTimeLimit in problem-yaml.ts for problemtools' rule.
 */
export const DEFAULT_TIME_LIMIT_S = 2;
export const MAX_TIME_LIMIT_S = 10;
/** limits.output is capped too: the judge keeps up to four outputs of this size in a box's memory. */
export const MAX_OUTPUT_MB = 64;
const MIB = 1024 * 1024;

/**
 * The blocks a problem page shows: the statement's, its images served from uploads, then the author.
 * Importing and exporting both build them here, so an exported problem imports as the same page.
 * `onImage` is told every image file the statement names.
 */
export function problemBlocks(
  statement: string,
  slug: string,
  author: string | null,
  onImage: (file: string) => void,
): ContentBlock[] {
  const blocks: ContentBlock[] = statementBlocks(statement, (file) => {
    onImage(file);
    return statementImageUrl(slug, file);
  });
  if (author) blocks.push({ type: 'author', value: author });
  return blocks;
}

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'problem';
}

function readText(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

function firstExisting(dir: string, names: string[]): string | null {
  for (const name of names) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

/**
 * The statement as Markdown, the folder its images are in, and the title a LaTeX statement gives
 * (`\problemname`), used when problem.yaml has no name. LaTeX is told the files beside it, so that an
 * image named without its extension is found as problemtools finds it.
 */
function readStatement(dir: string): { markdown: string; folder: string | null; title: string | null } {
  for (const folder of ['statement', 'problem_statement']) {
    const full = path.join(dir, folder);
    const markdown = firstExisting(full, ['problem.en.md', 'problem.md']);
    if (markdown) return { markdown: fs.readFileSync(markdown, 'utf8'), folder: full, title: null };
    const latex = firstExisting(full, ['problem.en.tex', 'problem.tex']);
    if (latex) {
      const files = fs
        .readdirSync(full, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
      return { ...latexToMarkdown(fs.readFileSync(latex, 'utf8'), { files }), folder: full };
    }
  }
  return { markdown: '', folder: null, title: null };
}

const IMAGE_LINE = /^(\s*!\[[^\]]*\]\()([^)\s]+)(\)\s*)$/;

/**
 * The statement with each image beside it renamed to its content-hash name (lib/image-type.ts), as it
 * is stored and served, and those images: stored name → the file in the package. An image line is what
 * statementBlocks shows as an image (alone on its line, not a URL); a name not beside the statement is
 * left as written (the page shows it broken, as problemtools would).
 */
function withHashedImageNames(
  markdown: string,
  folder: string | null,
): { markdown: string; images: Map<string, string> } {
  const images = new Map<string, string>();
  if (!folder) return { markdown, images };
  const lines = markdown.split('\n').map((line) => {
    const match = IMAGE_LINE.exec(line.replace(/\r$/, ''));
    const file = match?.[2];
    if (!match || !file || /^[a-z]+:/i.test(file)) return line;
    const full = path.join(folder, file);
    if (path.dirname(full) !== folder || !fs.statSync(full, { throwIfNoEntry: false })?.isFile()) return line;
    const bytes = fs.readFileSync(full);
    // Served from our origin: only real images, whatever the file is called.
    const type = detectStatementImageType(bytes);
    if (!type) throw new PackageError(`statement image ${file} is not a PNG, JPEG, GIF, WebP or SVG image`);
    const stored = statementImageName(bytes, type);
    images.set(stored, full);
    return `${match[1]}${stored}${match[3]}`;
  });
  return { markdown: lines.join('\n'), images };
}

/** Every test under data/sample and data/secret (groups in sub-folders), sorted by path. */
function readTests(dir: string): PackageTest[] {
  const tests: PackageTest[] = [];
  const walk = (folder: string, relative: string, isSample: boolean) => {
    if (!fs.existsSync(folder)) return;
    const entries = fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => compareEntryNames(a.name, b.name));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full, `${relative}/${entry.name}`, isSample);
      else if (entry.name.endsWith('.in')) {
        const base = entry.name.slice(0, -3);
        const answer = readText(path.join(folder, `${base}.ans`));
        if (answer === null) throw new PackageError(`${relative}/${entry.name} has no .ans file`);
        tests.push({
          name: `${relative}/${base}`,
          input: fs.readFileSync(full, 'utf8'),
          answer,
          explanation: readText(path.join(folder, `${base}.desc`))?.trim() || null,
          interaction: readText(path.join(folder, `${base}.interaction`)),
          isSample,
        });
      }
    }
  };
  walk(path.join(dir, 'data', 'sample'), 'sample', true);
  walk(path.join(dir, 'data', 'secret'), 'secret', false);
  return tests;
}

function isDirectory(full: string): boolean {
  return fs.statSync(full, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/**
 * 2023-07's `output_validator/` is the program itself, but problemtools' own examples (guess) keep it one
 * folder down (`output_validator/guess_validator/`), and problemtools judges them: a folder with no
 * source file and exactly one sub-folder stands for that sub-folder.
 */
function programFolder(folder: string): string {
  const entries = fs.readdirSync(folder, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory());
  const hasSource = entries.some((entry) => entry.isFile() && languageOfSourceFile(entry.name) !== null);
  return !hasSource && folders.length === 1 ? path.join(folder, folders[0]?.name ?? '') : folder;
}

/**
 * The output validator programs: 2023-07's `output_validator/` is one program; legacy's
 * `output_validators/` holds one per folder or per file (a header or README there is not a program).
 */
function validatorPrograms(dir: string): Program[] {
  const programs: Program[] = [];
  const single = path.join(dir, 'output_validator');
  if (isDirectory(single))
    programs.push({ name: 'output_validator', full: programFolder(single), isFolder: true });
  const legacy = path.join(dir, 'output_validators');
  if (isDirectory(legacy))
    for (const entry of fs
      .readdirSync(legacy, { withFileTypes: true })
      .sort((a, b) => compareEntryNames(a.name, b.name))) {
      const full = path.join(legacy, entry.name);
      if (entry.isDirectory())
        programs.push({ name: `output_validators/${entry.name}`, full, isFolder: true });
      else if (!isHeader(entry.name) && !IGNORED_FILE.test(entry.name))
        programs.push({ name: `output_validators/${entry.name}`, full, isFolder: false });
    }
  return programs;
}

/**
 * The custom output validator, or null for the default one. 2023-07: there is one when
 * `output_validator/` exists. Legacy: when `validation` begins with `custom`; our bank's 2023-07
 * packages say `validation: custom` too, which is honoured. `validator_flags` become its arguments.
 * An interactive problem's validator is its interactor, and it must have one.
 */
function readValidator(dir: string, yaml: ProblemYaml, format: PackageFormat): CustomChecker | null {
  const interactive = problemTypesOf(yaml).includes('interactive');
  const validation = (yaml.validation ?? 'default').trim().toLowerCase().split(/\s+/);
  const mode = validation[0] ?? 'default';
  if (mode !== 'default' && mode !== 'custom')
    throw new PackageError(`problem.yaml validation must begin with default or custom, not '${mode}'`);
  const custom =
    mode === 'custom' ||
    interactive ||
    (format === '2023-07' && isDirectory(path.join(dir, 'output_validator')));
  if (!custom) return null;
  const programs = validatorPrograms(dir);
  if (programs.length === 0)
    throw new PackageError(
      interactive
        ? `an interactive problem needs its interactor: an output validator in ${VALIDATOR_LANGUAGES}`
        : `validation is custom but there is no output validator in ${VALIDATOR_LANGUAGES}`,
    );
  if (programs.length > 1)
    throw new PackageError(
      `several output validators (${programs.map((program) => program.name).join(', ')}): only one is supported`,
    );
  const validator = readValidatorProgram(programs[0] as Program);
  const args = (yaml.validator_flags ?? '').split(/\s+/).filter(Boolean);
  return { ...validator, ...(args.length > 0 && { args }), ...(interactive && { interactive: true }) };
}

/** The refusal of a problem whose type we cannot judge yet, naming the type; null for one we judge. */
function unsupportedTypeMessage(yaml: ProblemYaml): string | null {
  if ((yaml.validation ?? '').toLowerCase().split(/\s+/).includes('score'))
    return 'validators that score (validation: custom score, score.txt) are not supported yet';
  const judged = new Set(['pass-fail', 'interactive', 'scoring']);
  const types = problemTypesOf(yaml).filter((type) => !judged.has(type));
  if (types.length === 0) return null;
  const known = new Set(['scoring', 'interactive', 'multi-pass', 'submit-answer']);
  const unknown = types.filter((type) => !known.has(type));
  if (unknown.length > 0) return `problem.yaml: unknown problem type ${unknown.join(', ')}`;
  return `${types.join(', ')} problems are not supported yet: pass-fail, scoring and interactive problems are judged`;
}

/**
 * Output validator arguments given per test group (`output_validator_args` / `output_validator_flags`
 * in the testdata.yaml files under data/ or test_group.yaml; 2023-07 has no other place for them): they go after
 * validator_flags, to the package's validator or, as its flags, to the default one. The judge takes one
 * set of arguments per problem, so groups that give different ones are refused.
 */
function withGroupValidatorArgs(
  dir: string,
  tests: PackageTest[],
  validator: CustomChecker | null,
  checker: TokenCheckOptions,
): { validator: CustomChecker | null; checker: TokenCheckOptions } {
  const byFolder = new Map<string, string[]>();
  for (const test of tests) {
    const folder = testGroupOf(test.name);
    if (!byFolder.has(folder)) byFolder.set(folder, groupValidatorArgs(dir, folder));
  }
  const distinct = new Set([...byFolder.values()].map((args) => args.join(' ')));
  if (distinct.size > 1)
    throw new PackageError(
      `test groups give different output validator arguments (${[...distinct].map((a) => `'${a}'`).join(', ')}): ` +
        'arguments per test group are not supported yet',
    );
  const args = [...byFolder.values()][0] ?? [];
  if (args.length === 0) return { validator, checker };
  if (validator) return { validator: { ...validator, args: [...(validator.args ?? []), ...args] }, checker };
  try {
    return { validator, checker: { ...checker, ...parseValidatorFlags(args.join(' ')) } };
  } catch (error) {
    throw new PackageError(`output validator arguments of the test groups: ${(error as Error).message}`);
  }
}

/** The `timelimit` of a DOMjudge problem.ini (`timelimit = '2'`, quotes optional), if it has one. */
function domjudgeTimeLimit(ini: string): string | undefined {
  for (const line of ini.split(/\r?\n/)) {
    const match = /^\s*timelimit\s*=\s*(.*?)\s*$/i.exec(line);
    if (match) return (match[1] ?? '').replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return undefined;
}

type FoundTimeLimit = { seconds: number; origin: TimeLimitOrigin };

/** The first time limit the package gives, uncapped (an empty value is NaN, refused by the caller). */
function timeLimitAsGiven(dir: string, fromYaml: number | null): FoundTimeLimit {
  if (fromYaml !== null) return { seconds: fromYaml, origin: 'problem.yaml' };
  const timelimitFile = readText(path.join(dir, '.timelimit'));
  if (timelimitFile !== null) return { seconds: Number(timelimitFile.trim() || NaN), origin: '.timelimit' };
  const ini = readText(path.join(dir, 'domjudge-problem.ini'));
  const fromIni = ini === null ? undefined : domjudgeTimeLimit(ini);
  if (fromIni !== undefined) return { seconds: Number(fromIni || NaN), origin: 'domjudge-problem.ini' };
  return { seconds: DEFAULT_TIME_LIMIT_S, origin: 'default' };
}

/**
 * The time limit and where it came from: problem.yaml's `limits.time_limit` (2023-07; our exports write
 * it in legacy packages too), else a `.timelimit` file, else DOMjudge's `domjudge-problem.ini`, else our
 * default. Capped at MAX_TIME_LIMIT_S.
 */
function readTimeLimit(dir: string, fromYaml: number | null): FoundTimeLimit {
  const found = timeLimitAsGiven(dir, fromYaml);
  if (!Number.isFinite(found.seconds) || found.seconds <= 0)
    throw new PackageError(`the time limit in ${found.origin} is not a positive number`);
  return { seconds: Math.min(found.seconds, MAX_TIME_LIMIT_S), origin: found.origin };
}

/**
 * The id a package gives its problem: the name of the folder it was zipped in (Kattis calls it the
 * problem's short name), else, for a zip of the package's files alone, problem.yaml's name. Never the
 * zip's own file name, which is only what the browser saved it as.
 */
export function packageIdOf(dir: string, topFolder: string | null): string {
  if (topFolder) return slugify(topFolder);
  const yamlText = readText(path.join(dir, 'problem.yaml'));
  if (yamlText === null) throw new PackageError('the package has no problem.yaml');
  const parsed = problemYamlSchema.safeParse(parsePackageYaml(yamlText, 'problem.yaml'));
  const name = parsed.success ? titleOf(parsed.data, '').trim() : '';
  if (!name)
    throw new PackageError(
      "the package does not name its problem: zip the package's folder (named as the problem's id), " +
        'or give problem.yaml a name',
    );
  return slugify(name);
}

export function readProblemPackage(dir: string, slug = slugify(path.basename(dir))): ProblemPackage {
  const yamlText = readText(path.join(dir, 'problem.yaml'));
  // Never the folder's path: it is a temporary folder of this server when the package was uploaded.
  if (yamlText === null) throw new PackageError('the package has no problem.yaml');
  const parsed = problemYamlSchema.safeParse(parsePackageYaml(yamlText, 'problem.yaml'));
  if (!parsed.success)
    throw new PackageError(
      `problem.yaml: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const yaml = parsed.data;
  const format = packageFormatOf(yaml);
  if (!format)
    throw new PackageError(
      `problem.yaml: problem_format_version '${yaml.problem_format_version}' is not one we read (legacy, 2023-07)`,
    );
  const refusal = unsupportedTypeMessage(yaml);
  if (refusal) throw new PackageError(refusal);

  const tests = readTests(dir);
  if (tests.length === 0) throw new PackageError('the package has no tests under data/');
  let validator = readValidator(dir, yaml, format);
  const isScoring = problemTypesOf(yaml).includes('scoring');
  let checker: TokenCheckOptions;
  try {
    checker = parseValidatorFlags(yaml.validator_flags);
  } catch (error) {
    // With a custom validator the flags are its own arguments, whatever they are; the options are kept
    // only when they parse (an export writes validator_flags from them).
    if (validator) checker = {};
    else throw new PackageError(`problem.yaml validator_flags: ${(error as Error).message}`);
  }
  ({ validator, checker } = withGroupValidatorArgs(dir, tests, validator, checker));
  const limits = packageLimits(yaml, format);
  const timeLimit = readTimeLimit(dir, limits.timeLimitS);

  const statement = readStatement(dir);
  const { markdown, images } = withHashedImageNames(statement.markdown, statement.folder);
  const statementTitle = statement.title;
  const author = authorOf(yaml);
  const blocks = problemBlocks(markdown, slug, author, () => undefined);

  return {
    slug,
    title: titleOf(yaml, statementTitle ?? slug),
    difficulty: yaml.difficulty ?? 'Medium',
    tags: [...new Set([...(yaml.keywords ?? []), ...(yaml.tags ?? [])])],
    hint: yaml.hint?.trim() || null,
    author,
    source: sourceOf(yaml),
    license: yaml.license?.trim() || null,
    timeLimitMs: Math.round(timeLimit.seconds * 1000),
    memoryLimitMb: Math.min(limits.memoryMb, MAX_MEMORY_MB),
    timeLimitOrigin: timeLimit.origin,
    outputLimitBytes:
      limits.outputMb === null ? null : Math.round(Math.min(limits.outputMb, MAX_OUTPUT_MB) * MIB),
    limits,
    format,
    checker,
    validator,
    scoring: isScoring ? { groups: readTestGroups(dir) } : null,
    statement: markdown,
    blocks,
    images,
    tests,
    ...readSubmissions(dir, { scoring: isScoring }),
    inputValidators: readInputValidators(dir),
    editorial: readEditorialFile(dir),
    smallGenerator: readSmallGenerator(dir),
  };
}

/** The largest small-test generator read: a script, not data. */
const MAX_SMALL_GENERATOR_BYTES = 256 * 1024;

/** generators/small.py, the small-test generator (docs/packages.md#small-tests); null when there is none. */
function readSmallGenerator(dir: string): string | null {
  const file = path.join(dir, SMALL_GENERATOR_FILE);
  if (!fs.existsSync(file)) return null;
  if (fs.statSync(file).size > MAX_SMALL_GENERATOR_BYTES)
    throw new PackageError(`${SMALL_GENERATOR_FILE} is larger than ${MAX_SMALL_GENERATOR_BYTES / 1024} KiB`);
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes('\0')) throw new PackageError(`${SMALL_GENERATOR_FILE} holds a NUL byte`);
  return text.trim() === '' ? null : text;
}

/** editorial.md beside problem.yaml, held to the panel's rules (size, no NUL); blank counts as none. */
function readEditorialFile(dir: string): string | null {
  const text = readText(path.join(dir, 'editorial.md'));
  if (text === null || text.trim() === '') return null;
  const checked = editorialBodySchema.safeParse(text);
  if (!checked.success) throw new PackageError(`editorial.md: ${checked.error.issues[0]?.message}`);
  return text;
}
