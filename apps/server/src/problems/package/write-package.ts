/**
 * Writes a problem as an ICPC/Kattis package that readProblemPackage reads back as the same problem:
 * problem.yaml with the keys problem-yaml.ts reads, the Markdown statement with its images, the tests
 * under data/sample and data/secret, the output validator, and the reference solutions under submissions/.
 */
import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';
import { languageInfo, languageOfSourceFile, type LanguageId } from '@codeconquer/contracts';
import type { GroupSettings, TokenCheckOptions } from '@codeconquer/judge';
import { compareEntryNames } from './entry-order';
import { PackageError } from './package-error';
import {
  SMALL_GENERATOR_FILE,
  VERDICT_BY_FOLDER,
  type PackageSubmission,
  type PackageTest,
  type ProblemPackage,
} from './read-package';

const VALIDATOR_FILE: Record<LanguageId, string> = {
  c: 'validator.c',
  cpp: 'validator.cpp',
  python: 'validator.py',
  // A package's .py is Python: a PyPy validator imports back as a Python one (the same language).
  pypy: 'validator.py',
  // javac wants the file named after its public class.
  java: 'Validator.java',
};

const FOLDER_BY_VERDICT = new Map(
  Object.entries(VERDICT_BY_FOLDER).map(([folder, verdict]) => [verdict, folder]),
);

/** The inverse of parseValidatorFlags; options left at their default are not written. */
function validatorFlags(checker: TokenCheckOptions): string | undefined {
  const flags: string[] = [];
  if (checker.caseSensitive) flags.push('case_sensitive');
  if (checker.spaceChangeSensitive) flags.push('space_change_sensitive');
  const absolute = checker.floatAbsoluteTolerance;
  const relative = checker.floatRelativeTolerance;
  if (absolute !== undefined && absolute === relative) flags.push('float_tolerance', String(absolute));
  else {
    if (absolute !== undefined) flags.push('float_absolute_tolerance', String(absolute));
    if (relative !== undefined) flags.push('float_relative_tolerance', String(relative));
  }
  return flags.length > 0 ? flags.join(' ') : undefined;
}

function problemYaml(pkg: ProblemPackage): string {
  // validator_flags go to whichever validator judges: the package's own (its arguments) or the default.
  const flags = pkg.validator
    ? pkg.validator.args?.length
      ? pkg.validator.args.join(' ')
      : undefined
    : validatorFlags(pkg.checker);
  return stringify({
    ...(pkg.scoring && { type: 'scoring' }),
    name: pkg.title,
    difficulty: pkg.difficulty,
    keywords: pkg.tags,
    ...(pkg.hint !== null && { hint: pkg.hint }),
    ...(pkg.author !== null && { credits: { authors: pkg.author } }),
    ...(pkg.source !== null && { source: pkg.source }),
    ...(pkg.license !== null && { license: pkg.license }),
    limits: {
      time_limit: pkg.timeLimitMs / 1000,
      memory: pkg.memoryLimitMb,
      ...(pkg.outputLimitBytes ? { output: pkg.outputLimitBytes / (1024 * 1024) } : {}),
    },
    // The legacy spelling, which both layouts' readers take (ours reads `validation` in 2023-07 too).
    validation: pkg.validator ? (pkg.validator.interactive ? 'custom interactive' : 'custom') : 'default',
    ...(flags !== undefined && { validator_flags: flags }),
  });
}

/** Where a test group's settings go: `secret/group1` → data/secret/group1/testdata.yaml. */
function testdataYamlPath(group: string): string {
  return ['data', ...safeSegments(group), 'testdata.yaml'].join('/');
}

/** The inverse of test-groups.ts's reading: every key written, so that nothing depends on defaults. */
function testdataYaml(settings: GroupSettings): string {
  return stringify({
    on_reject: settings.onReject,
    accept_score: settings.acceptScore,
    reject_score: settings.rejectScore,
    ...(settings.graderFlags.length > 0 && { grader_flags: settings.graderFlags.join(' ') }),
  });
}

/** Path segments of a stored name, without empty, `.` and `..` ones, which would leave the package. */
function safeSegments(name: string): string[] {
  return name.split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * Where a test goes under data/, as segments: the folder its isSample says (the reader takes samples from
 * data/sample alone), then its name without a leading sample/ or secret/.
 */
function testSegments(test: PackageTest): string[] {
  const segments = safeSegments(test.name);
  if (segments[0] === 'sample' || segments[0] === 'secret') segments.shift();
  return [test.isSample ? 'sample' : 'secret', ...(segments.length > 0 ? segments : ['test'])];
}

/**
 * The reader's order of two tests (readTests): data/sample before data/secret, then depth first with the
 * entries of each folder sorted by name, a test's entry being its `.in` file. 0 when the reader could
 * not order them: the same path, or one test's file where another needs a folder.
 */
function compareAsRead(a: string[], b: string[]): number {
  if (a[0] !== b[0]) return a[0] === 'sample' ? -1 : 1;
  const entry = (segments: string[], i: number) =>
    i === segments.length - 1 ? `${segments[i]}.in` : (segments[i] ?? '');
  for (let i = 1; i < a.length && i < b.length; i += 1) {
    const entryA = entry(a, i);
    const entryB = entry(b, i);
    if (entryA !== entryB) return compareEntryNames(entryA, entryB);
    if (i === a.length - 1 || i === b.length - 1) return 0;
  }
  return 0;
}

/** A test's files at `segments` under data/: input, answer, and its explanation when it has one. */
function testFiles(test: PackageTest, segments: string[]): [string, Uint8Array][] {
  const base = `data/${segments.join('/')}`;
  const files: [string, Uint8Array][] = [
    [`${base}.in`, strToU8(test.input)],
    [`${base}.ans`, strToU8(test.answer)],
  ];
  if (test.explanation !== null) files.push([`${base}.desc`, strToU8(`${test.explanation}\n`)]);
  if (test.interaction) files.push([`${base}.interaction`, strToU8(test.interaction)]);
  return files;
}

/** Whether two of the files want one path, or one's path is a folder another needs. */
function collide(files: [string, Uint8Array][]): boolean {
  const paths = new Set(files.map(([file]) => file));
  if (paths.size < files.length) return true;
  for (const file of paths) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) if (paths.has(parts.slice(0, i).join('/'))) return true;
  }
  return false;
}

/**
 * The test files. The reader orders tests by path, but a problem's stored order (the judging order) may
 * differ, e.g. after an admin reordered tests. Then every test's first segment under data/sample or
 * data/secret gets its zero-padded position in the stored order (`001-`, `002-`, …), so the paths sort
 * in the stored order and the order survives; the prefix stays in the names read back. The same happens
 * when two tests would want the same path. Samples are still always read first: a sample stored after a
 * secret test moves ahead of it.
 */
function testEntries(tests: PackageTest[]): [string, Uint8Array][] {
  const placed = tests.map((test) => ({ test, segments: testSegments(test) }));
  const plain = placed.flatMap(({ test, segments }) => testFiles(test, segments));
  // Each test read strictly after the one before it: the reader's order is the stored one.
  const inOrder = placed.every(
    ({ segments }, index) => index === 0 || compareAsRead(placed[index - 1]?.segments ?? [], segments) < 0,
  );
  if (inOrder && !collide(plain)) return plain;
  const width = Math.max(3, String(tests.length).length);
  return placed.flatMap(({ test, segments: [folder = 'secret', first = 'test', ...rest] }, index) => {
    const position = String(index + 1).padStart(width, '0');
    return testFiles(test, [folder, `${position}-${first}`, ...rest]);
  });
}

/**
 * Where a solution goes: submissions/<the folder of its expected verdict>/<its file name>, the file name
 * given the language's ending when it lacks one (the reader knows a solution's language by its ending).
 */
function submissionPath(submission: PackageSubmission): string {
  const folder = FOLDER_BY_VERDICT.get(submission.expected);
  if (!folder)
    throw new PackageError(
      `solution ${submission.file}: no submissions/ folder expects ${submission.expected}`,
    );
  let file = safeSegments(submission.file).at(-1) ?? 'solution';
  if (languageOfSourceFile(file) !== submission.language)
    file = `${file}.${languageInfo(submission.language).extension}`;
  return `submissions/${folder}/${file}`;
}

/** A statement image's file name must stay in statement/, which is where the reader looks for it. */
function imagePath(file: string): string {
  if (file.includes('/') || file === '' || file === '.' || file === '..')
    throw new PackageError(`statement image ${file} is not a plain file name`);
  return `statement/${file}`;
}

/** The package's files: path inside the package folder → bytes. */
export function packageFiles(
  pkg: ProblemPackage,
  imageBytes: Map<string, Uint8Array>,
): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const add = (file: string, bytes: Uint8Array) => {
    if (files.has(file)) throw new PackageError(`two parts of the problem would be written to ${file}`);
    files.set(file, bytes);
  };
  add('problem.yaml', strToU8(problemYaml(pkg)));
  add('statement/problem.en.md', strToU8(pkg.statement));
  for (const [file, bytes] of imageBytes) add(imagePath(file), bytes);
  for (const [file, bytes] of testEntries(pkg.tests)) add(file, bytes);
  for (const [group, settings] of Object.entries(pkg.scoring?.groups ?? {}))
    add(testdataYamlPath(group), strToU8(testdataYaml(settings)));
  if (pkg.validator)
    add(
      `output_validators/validator/${VALIDATOR_FILE[pkg.validator.language]}`,
      strToU8(pkg.validator.source),
    );
  for (const submission of pkg.submissions) add(submissionPath(submission), strToU8(submission.source));
  if (pkg.editorial) add('editorial.md', strToU8(pkg.editorial));
  if (pkg.smallGenerator) add(SMALL_GENERATOR_FILE, strToU8(pkg.smallGenerator));
  return files;
}

/**
 * Deflate level 1: on the bank's test data it zips about three times as fast as fflate's default (6), for
 * a zip some 7% larger. zipSync blocks, and a problem's tests can be megabytes.
 */
const ZIP_LEVEL = 1;

/** The package as a zip holding one folder named after the problem, as importers expect. */
export function packageZip(pkg: ProblemPackage, imageBytes: Map<string, Uint8Array>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [file, bytes] of packageFiles(pkg, imageBytes)) entries[`${pkg.slug}/${file}`] = bytes;
  return zipSync(entries, { level: ZIP_LEVEL });
}
