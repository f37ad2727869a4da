/**
 * Reading ICPC/Kattis problem packages: the 2023-07 layout of our bank, the legacy layout of older
 * packages (LaTeX statement, output_validators/, .timelimit, validator flags), zips (and zip-slip), and
 * re-importing a package over its problem. Then what docs/packages.md promises: the layouts told apart,
 * custom validators and their flags, the problem types refused, every limit, and the time limit's origin.
 * Refused packages are written here rather than kept under fixtures/packages, whose every folder the
 * export tests read back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemTests, problems } from '../src/db/schema';
import {
  computedTimeLimit,
  DEFAULT_TIME_MULTIPLIERS,
  parseValidatorFlags,
} from '../src/problems/package/problem-yaml';
import { PackageError } from '../src/problems/package/package-error';
import { readProblemPackage } from '../src/problems/package/read-package';
import { unpackZip } from '../src/problems/package/unpack-zip';
import { saveProblemPackage } from '../src/problems/problem-store';
import { FIXTURE_PACKAGES, readFixturePackage } from './helpers/fixture-problems';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const fixtures = FIXTURE_PACKAGES;
let scratch: string;
let database: TestDatabase;

function writeTree(root: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

const legacyFiles = {
  'problem.yaml': 'name: Hello Legacy\nauthor: Old Setter\nvalidation: custom\nlimits:\n  memory: 4096\n',
  '.timelimit': '3\n',
  'problem_statement/problem.en.tex':
    '\\problemname{Hello Legacy}\nPrint \\texttt{hello}.\n\\section*{Input}\nNothing.\n\\section*{Output}\nThe word.\n',
  'output_validators/check/validate.cpp': '#include "validate.h"\nint main() { return verdict(); }\n',
  'output_validators/check/validate.h': 'int verdict() { return 42; }\n',
  'data/sample/1.in': '',
  'data/sample/1.ans': 'hello\n',
  'data/secret/group1/a.in': 'x\n',
  'data/secret/group1/a.ans': 'hello\n',
  'submissions/accepted/hello.py': 'print("hello")\n',
  'submissions/wrong_answer/bye.c': 'int main(){return 0;}\n',
};

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-packages-'));
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('problem packages', () => {
  it('reads the 2023-07 layout of the bank', () => {
    const pkg = readProblemPackage(path.join(fixtures, 'add-two'));
    expect(pkg).toMatchObject({
      slug: 'add-two',
      title: 'Add Two',
      difficulty: 'Easy',
      tags: ['Math'],
      timeLimitMs: 1000,
      memoryLimitMb: 128,
      author: 'Test Setter',
      validator: null,
    });
    expect(pkg.tests.map((test) => [test.name, test.isSample])).toEqual([
      ['sample/01', true],
      ['secret/01-big', false],
      ['secret/02', false],
    ]);
    expect(pkg.submissions.map((s) => [s.file, s.language, s.expected])).toEqual([
      ['accepted/solution.py', 'python', 'Accepted'],
      ['wrong_answer/small-only.c', 'c', 'Wrong Answer'],
      ['time_limit_exceeded/count.c', 'c', 'Time Limit Exceeded'],
    ]);
  });

  it('reads the legacy layout: LaTeX statement, .timelimit, test groups, validator with its header', () => {
    const pkg = readProblemPackage(writeTree(path.join(scratch, 'hello-legacy'), legacyFiles));
    expect(pkg.title).toBe('Hello Legacy');
    expect(pkg.timeLimitMs).toBe(3000);
    expect(pkg.memoryLimitMb).toBe(1024); // capped
    expect(pkg.difficulty).toBe('Medium'); // no difficulty key: the middle
    expect(pkg.blocks.map((b) => b.type)).toEqual(['text', 'text', 'text', 'author']);
    expect(pkg.blocks[0]?.value).toBe('Print `hello`.');
    expect(pkg.tests.map((t) => t.name)).toEqual(['sample/1', 'secret/group1/a']);
    expect(pkg.validator?.language).toBe('cpp');
    expect(pkg.validator?.source).toContain('int verdict() { return 42; }');
    expect(pkg.validator?.source).not.toContain('#include "validate.h"');
  });

  it('parses the default validator flags', () => {
    expect(parseValidatorFlags('float_tolerance 1e-6 case_sensitive')).toEqual({
      floatAbsoluteTolerance: 1e-6,
      floatRelativeTolerance: 1e-6,
      caseSensitive: true,
    });
    expect(parseValidatorFlags('float_relative_tolerance 0.01 space_change_sensitive')).toEqual({
      floatRelativeTolerance: 0.01,
      spaceChangeSensitive: true,
    });
    expect(() => parseValidatorFlags('float_tolerance')).toThrow(/needs a number/);
    expect(() => parseValidatorFlags('bogus')).toThrow(/unknown validator flag/);
  });

  it('refuses packages it cannot judge, saying why', () => {
    const noYaml = writeTree(path.join(scratch, 'no-yaml'), { 'data/sample/1.in': '' });
    expect(() => readProblemPackage(noYaml)).toThrow(/no problem.yaml/);
    const noAnswer = writeTree(path.join(scratch, 'no-answer'), {
      'problem.yaml': 'name: X\n',
      'data/secret/1.in': '1',
    });
    expect(() => readProblemPackage(noAnswer)).toThrow(PackageError);
    const interactive = writeTree(path.join(scratch, 'interactive'), {
      'problem.yaml': 'name: X\nvalidation: custom interactive\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    expect(() => readProblemPackage(interactive)).toThrow(/an interactive problem needs its interactor/);
  });

  it('unpacks a zip with one top folder', async () => {
    const entries = Object.fromEntries(
      Object.entries(legacyFiles).map(([name, text]) => [`hello/${name}`, strToU8(text)]),
    );
    const zipFile = path.join(scratch, 'hello.zip');
    fs.writeFileSync(zipFile, zipSync(entries));
    const { dir, cleanup } = await unpackZip(zipFile);
    try {
      expect(readProblemPackage(dir).title).toBe('Hello Legacy');
    } finally {
      cleanup();
    }
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('refuses a zip whose paths leave the folder', async () => {
    const zipFile = path.join(scratch, 'evil.zip');
    fs.writeFileSync(zipFile, zipSync({ '../../escaped.txt': strToU8('pwned') }));
    await expect(unpackZip(zipFile)).rejects.toThrow(/unsafe path/);
    expect(fs.existsSync(path.join(scratch, '..', 'escaped.txt'))).toBe(false);
  });

  it('stores a package and replaces it on re-import, keeping its counters', async () => {
    const uploads = path.join(scratch, 'uploads');
    const pkg = readProblemPackage(path.join(fixtures, 'add-two'));
    await saveProblemPackage(database.db, uploads, pkg);
    await database.db.update(problems).set({ submissionCount: 7 }).where(eq(problems.id, 'add-two'));
    await saveProblemPackage(database.db, uploads, {
      ...pkg,
      title: 'Add Two (v2)',
      tests: pkg.tests.slice(0, 2),
    });
    const [row] = await database.db.select().from(problems).where(eq(problems.id, 'add-two'));
    expect(row).toMatchObject({ title: 'Add Two (v2)', submissionCount: 7 });
    const tests = await database.db.select().from(problemTests).where(eq(problemTests.problemId, 'add-two'));
    expect(tests).toHaveLength(2);
    const [image] = [...pkg.images.keys()];
    expect(image).toMatch(/^image-[0-9a-f]{12}\.svg$/);
    expect(fs.existsSync(path.join(uploads, `problems/add-two/${image}`))).toBe(true);
  });
});

/** A package in `scratch/<name>` with one test, plus `files`. */
function packageWith(name: string, files: Record<string, string>): string {
  return writeTree(path.join(scratch, name), {
    'data/secret/1.in': '1\n',
    'data/secret/1.ans': '1\n',
    ...files,
  });
}

const VALIDATOR_CPP = '#include <cstdio>\nint main() { return 42; }\n';

describe('output validators and problem types', () => {
  it('2023-07: the validator in output_validator/ is used because it is there, its header inlined', () => {
    const pkg = readProblemPackage(path.join(fixtures, 'any-divisor'));
    expect(pkg.format).toBe('2023-07');
    expect(pkg.validator?.language).toBe('cpp');
    expect(pkg.validator?.source).toContain('inline bool proper_divisor(long long n, long long d)');
    expect(pkg.validator?.source).not.toContain('#include "divides.h"');
    expect(pkg.validator?.source).not.toContain('#pragma once');
    expect(pkg.validator?.source).toContain('#include <iostream>');
    expect(pkg.validator?.args).toBeUndefined();
  });

  it('legacy: one validator file right in output_validators/, validator_flags as its arguments', () => {
    const pkg = readProblemPackage(path.join(fixtures, 'close-enough'));
    expect(pkg.format).toBe('legacy');
    expect(pkg.validator?.language).toBe('python');
    expect(pkg.validator?.source).toContain('flags = sys.argv[4:]');
    expect(pkg.validator?.args).toEqual(['case_sensitive', 'float_tolerance', '0.000001']);
    // Kept only so that an export writes them back; the judge uses the validator.
    expect(pkg.checker).toEqual({
      caseSensitive: true,
      floatAbsoluteTolerance: 0.000001,
      floatRelativeTolerance: 0.000001,
    });
  });

  it.each([
    ['2023-07', '2023-07'],
    ['2023-07-draft', '2023-07'],
    ['draft', '2023-07'],
    ['2025-09', '2023-07'],
    ['legacy', 'legacy'],
    [null, 'legacy'],
  ])('tells the layout by problem_format_version %s', (version, format) => {
    const pkg = readProblemPackage(
      packageWith(`version-${version ?? 'none'}`, {
        'problem.yaml': `name: X\n${version ? `problem_format_version: '${version}'\n` : ''}`,
        'output_validator/validate.cpp': VALIDATOR_CPP,
      }),
    );
    expect(pkg.format).toBe(format);
    // output_validator/ makes a 2023-07 validator custom; a legacy package says `validation: custom`.
    expect(pkg.validator?.language ?? null).toBe(format === '2023-07' ? 'cpp' : null);
  });

  it('legacy: a validator beside `validation: default` is not used, and a custom one keeps working', () => {
    const files = { 'output_validators/check/validate.cpp': VALIDATOR_CPP };
    const byDefault = packageWith('legacy-default', { ...files, 'problem.yaml': 'name: X\n' });
    expect(readProblemPackage(byDefault).validator).toBeNull();
    const custom = packageWith('legacy-custom', {
      ...files,
      'problem.yaml': 'name: X\nvalidation: custom\n',
    });
    expect(readProblemPackage(custom).validator).toEqual({ language: 'cpp', source: VALIDATOR_CPP });
  });

  it('reads an interactive problem in both layouts: its validator is the interactor, samples show conversations', () => {
    const legacy = readProblemPackage(path.join(fixtures, 'guess-number'));
    expect(legacy.validator).toMatchObject({ language: 'cpp', interactive: true });
    const sample = legacy.tests.find((test) => test.isSample);
    expect(sample?.interaction?.split('\n').slice(0, 2)).toEqual(['> 500', '< higher']);
    expect(legacy.tests.filter((test) => !test.isSample).every((test) => test.interaction === null)).toBe(
      true,
    );

    const modern = packageWith('modern-interactive', {
      'problem.yaml': "problem_format_version: '2023-07'\nname: X\ntype: interactive\n",
      'output_validator/validate.cpp': VALIDATOR_CPP,
    });
    expect(readProblemPackage(modern).validator).toEqual({
      language: 'cpp',
      source: VALIDATOR_CPP,
      interactive: true,
    });
  });

  it('reads a scoring problem: every testdata.yaml, its partially_accepted/ submissions verified', () => {
    const pkg = readFixturePackage('big-sum');
    expect(pkg.scoring?.groups).toEqual({
      secret: {
        onReject: 'continue',
        acceptScore: 1,
        rejectScore: 0,
        graderFlags: ['first_error', 'accept_if_any_accepted'],
      },
      'secret/group1': { onReject: 'break', acceptScore: 40, rejectScore: 0, graderFlags: ['min'] },
      'secret/group2': { onReject: 'break', acceptScore: 60, rejectScore: 0, graderFlags: ['min'] },
    });
    expect(pkg.tests.map((test) => test.name)).toEqual([
      'sample/1',
      'secret/group1/1',
      'secret/group1/2',
      'secret/group2/1',
      'secret/group2/2',
      'secret/group2/3',
      'secret/group2/4',
    ]);
    expect(pkg.verifyOnly?.map((s) => [s.file, s.expectation.score])).toEqual([
      ['partially_accepted/int32.c', 'partial'],
    ]);
    expect(readFixturePackage('add-two').scoring).toBeNull();
  });

  it('refuses a custom grader and unknown grader flags in testdata.yaml', () => {
    const scoring = (testdata: string) =>
      packageWith(`scoring-${testdata.replace(/\W+/g, '-')}`, {
        'problem.yaml': 'name: X\ntype: scoring\n',
        'data/secret/testdata.yaml': testdata,
      });
    expect(() => readProblemPackage(scoring('grading: custom\n'))).toThrow(
      /custom graders are not supported yet/,
    );
    expect(() => readProblemPackage(scoring('grader_flags: median\n'))).toThrow(
      /unknown grader_flags median/,
    );
    expect(() => readProblemPackage(scoring('on_reject: maybe\n'))).toThrow(/on_reject/);
  });

  it('2023-07: finds a validator one folder down in output_validator/, as problemtools does', () => {
    const dir = packageWith('nested-validator', {
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: X\ntype: interactive\n',
      'output_validator/guess_validator/validate.cc': VALIDATOR_CPP,
    });
    expect(readProblemPackage(dir).validator).toEqual({
      language: 'cpp',
      source: VALIDATOR_CPP,
      interactive: true,
    });
  });

  it('takes output validator arguments given for the test groups (2023-07 has no other place for them)', () => {
    const floats = packageWith('group-args-default', {
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: X\n',
      'data/test_group.yaml': 'output_validator_args: [float_tolerance, 1e-6]\n',
    });
    expect(readProblemPackage(floats).checker).toEqual({
      floatAbsoluteTolerance: 1e-6,
      floatRelativeTolerance: 1e-6,
    });
    const custom = packageWith('group-args-custom', {
      'problem.yaml': 'name: X\nvalidation: custom\nvalidator_flags: strict\n',
      'output_validators/check/validate.cpp': VALIDATOR_CPP,
      'data/secret/testdata.yaml': 'output_validator_flags: max_error 3\n',
    });
    expect(readProblemPackage(custom).validator?.args).toEqual(['strict', 'max_error', '3']);
    const differing = packageWith('group-args-differ', {
      'problem.yaml': 'name: X\n',
      'data/secret/a/1.in': '1\n',
      'data/secret/a/1.ans': '1\n',
      'data/secret/a/testdata.yaml': 'output_validator_flags: case_sensitive\n',
    });
    expect(() => readProblemPackage(differing)).toThrow(
      /different output validator arguments \('', 'case_sensitive'\)/,
    );
  });

  it('refuses an interactive problem without an interactor', () => {
    const dir = packageWith('interactive-alone', {
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: X\ntype: interactive\n',
    });
    expect(() => readProblemPackage(dir)).toThrow(
      /^an interactive problem needs its interactor: an output validator in C/,
    );
  });

  it.each([
    [
      '2023-07 pass-fail + multi-pass',
      'problem_format_version: 2023-07-draft\ntype: [pass-fail, multi-pass]\n',
      /^multi-pass problems are not supported yet/,
    ],
    [
      '2023-07 submit-answer',
      'problem_format_version: 2023-07-draft\ntype: submit-answer\n',
      /submit-answer/,
    ],
    [
      '2023-07 unknown type',
      'problem_format_version: 2023-07-draft\ntype: telepathic\n',
      /unknown problem type telepathic/,
    ],
    [
      'legacy custom score',
      'validation: custom score\n',
      /^validators that score \(validation: custom score/,
    ],
    [
      'an unknown layout',
      'problem_format_version: 1999-01\n',
      /problem_format_version '1999-01' is not one we read/,
    ],
    [
      'an unknown validation',
      'validation: special\n',
      /validation must begin with default or custom, not 'special'/,
    ],
  ])('refuses %s, saying what', (name, yaml, message) => {
    const dir = packageWith(`refused-${name.replace(/\W+/g, '-')}`, {
      'problem.yaml': `name: X\n${yaml}`,
      'output_validator/validate.cpp': VALIDATOR_CPP,
    });
    expect(() => readProblemPackage(dir)).toThrow(PackageError);
    expect(() => readProblemPackage(dir)).toThrow(message);
  });

  it.each([
    [
      'several C++ sources in one validator',
      {
        'output_validator/validate.cpp': VALIDATOR_CPP,
        'output_validator/geometry.cpp': 'int f() { return 1; }\n',
      },
      /output_validator: validators of several source files are not supported yet \(geometry.cpp, validate.cpp\)/,
    ],
    [
      'a Python validator of several files',
      { 'output_validator/__main__.py': 'import helper\n', 'output_validator/helper.py': 'X = 1\n' },
      /validators of several source files are not supported yet/,
    ],
    [
      'build and run scripts',
      { 'output_validator/build': '#!/bin/sh\nmake\n', 'output_validator/validate.cpp': VALIDATOR_CPP },
      /build\/run scripts are not supported/,
    ],
    [
      'a folder without a source',
      { 'output_validator/README.md': 'nothing here\n' },
      /output_validator holds no source file in C, C\+\+, Java or Python/,
    ],
  ])('refuses a 2023-07 validator with %s', (name, files, message) => {
    const dir = packageWith(`validator-${name.replace(/\W+/g, '-')}`, {
      'problem.yaml': 'name: X\nproblem_format_version: 2023-07-draft\n',
      ...files,
    });
    expect(() => readProblemPackage(dir)).toThrow(PackageError);
    expect(() => readProblemPackage(dir)).toThrow(message);
  });

  it.each([
    [
      'two validators',
      { 'output_validators/one/validate.cpp': VALIDATOR_CPP, 'output_validators/two.py': 'exit(42)\n' },
      /several output validators \(output_validators\/one, output_validators\/two.py\): only one is supported/,
    ],
    [
      'a validator in a language we cannot run',
      { 'output_validators/validate.kt': 'fun main() {}\n' },
      /output_validators\/validate.kt is not a source file in C, C\+\+, Java or Python/,
    ],
    [
      'no validator',
      { 'output_validators/README.txt': 'later\n' },
      /validation is custom but there is no output validator/,
    ],
  ])('refuses a legacy custom validation with %s', (name, files, message) => {
    const dir = packageWith(`legacy-validator-${name.replace(/\W+/g, '-')}`, {
      'problem.yaml': 'name: X\nvalidation: custom\n',
      ...files,
    });
    expect(() => readProblemPackage(dir)).toThrow(message);
  });

  it('hands a custom validator flags of its own, which the default validator would refuse', () => {
    const flags = 'mode strict --eps 1e-9';
    const custom = packageWith('own-flags', {
      'problem.yaml': `name: X\nvalidation: custom\nvalidator_flags: ${flags}\n`,
      'output_validators/validate.cpp': VALIDATOR_CPP,
    });
    const pkg = readProblemPackage(custom);
    expect(pkg.validator?.args).toEqual(['mode', 'strict', '--eps', '1e-9']);
    expect(pkg.checker).toEqual({});
    const byDefault = packageWith('own-flags-default', {
      'problem.yaml': `name: X\nvalidator_flags: ${flags}\n`,
    });
    expect(() => readProblemPackage(byDefault)).toThrow(/validator_flags: unknown validator flag 'mode'/);
  });
});

const MIB = 1024 * 1024;

describe('limits', () => {
  it('reads every limit of a 2023-07 package; the output limit goes to the judge', () => {
    const pkg = readProblemPackage(path.join(fixtures, 'any-divisor'));
    expect(pkg.limits).toEqual({
      timeLimitS: 1.5,
      timeMultipliers: { acToTimeLimit: 3, timeLimitToTle: 2, timeResolutionS: 0.5 },
      memoryMb: 2048, // the 2023-07 default…
      outputMb: 4,
      codeKb: 64,
      compilationTimeS: 30,
      compilationMemoryMb: 1024,
      validationTimeS: 20,
      validationMemoryMb: 512,
      validationOutputMb: 2,
      validationPasses: null,
    });
    expect(pkg.memoryLimitMb).toBe(1024); // …capped at ours
    expect(pkg.outputLimitBytes).toBe(4 * MIB);
    expect(pkg).toMatchObject({ timeLimitMs: 1500, timeLimitOrigin: 'problem.yaml' });
  });

  it("reads legacy limits with the legacy defaults, and DOMjudge's problem.ini time limit", () => {
    const pkg = readProblemPackage(path.join(fixtures, 'close-enough'));
    expect(pkg.limits).toMatchObject({
      timeLimitS: null,
      timeMultipliers: { acToTimeLimit: 3, timeLimitToTle: 1.5, timeResolutionS: 1 },
      memoryMb: 1024, // problemtools' legacy default
      outputMb: 16,
      codeKb: null,
    });
    expect(pkg).toMatchObject({
      memoryLimitMb: 1024,
      outputLimitBytes: 16 * MIB,
      timeLimitMs: 1500,
      timeLimitOrigin: 'domjudge-problem.ini',
    });
  });

  it.each([
    ['legacy, no memory', 'name: X\n', 1024, 1024, DEFAULT_TIME_MULTIPLIERS.legacy],
    [
      '2023-07, no memory',
      'name: X\nproblem_format_version: 2023-07-draft\n',
      2048,
      1024,
      DEFAULT_TIME_MULTIPLIERS['2023-07'],
    ],
    ['legacy, 300 MiB', 'name: X\nlimits:\n  memory: 300\n', 300, 300, DEFAULT_TIME_MULTIPLIERS.legacy],
    [
      '2023-07, 4096 MiB',
      'name: X\nproblem_format_version: 2023-07\nlimits:\n  memory: 4096\n',
      4096,
      1024,
      DEFAULT_TIME_MULTIPLIERS['2023-07'],
    ],
  ])('memory and multipliers: %s', (name, yaml, declared, judged, multipliers) => {
    const pkg = readProblemPackage(
      packageWith(`memory-${name.replace(/\W+/g, '-')}`, { 'problem.yaml': yaml }),
    );
    expect(pkg.limits?.memoryMb).toBe(declared);
    expect(pkg.memoryLimitMb).toBe(judged);
    expect(pkg.limits?.timeMultipliers).toEqual(multipliers);
    expect(pkg.outputLimitBytes).toBeNull(); // no limits.output: the judge's default
  });

  it('caps the output limit at 64 MiB', () => {
    const dir = packageWith('huge-output', { 'problem.yaml': 'name: X\nlimits:\n  output: 1000\n' });
    expect(readProblemPackage(dir).outputLimitBytes).toBe(64 * MIB);
  });

  it.each([
    [
      'problem.yaml first',
      { 'problem.yaml': 'name: X\nlimits:\n  time_limit: 3\n', '.timelimit': '5\n' },
      3000,
      'problem.yaml',
    ],
    [
      '.timelimit',
      { '.timelimit': '2.5\n', 'domjudge-problem.ini': "timelimit = '4'\n" },
      2500,
      '.timelimit',
    ],
    [
      'problem.ini, quoted',
      { 'domjudge-problem.ini': "name='X'\ntimelimit = '4'\n" },
      4000,
      'domjudge-problem.ini',
    ],
    ['problem.ini, bare', { 'domjudge-problem.ini': 'timelimit=3\n' }, 3000, 'domjudge-problem.ini'],
    [
      'problem.ini, double quotes',
      { 'domjudge-problem.ini': 'timelimit = "0.5"\n' },
      500,
      'domjudge-problem.ini',
    ],
    ['problem.ini without one', { 'domjudge-problem.ini': "name='X'\n" }, 2000, 'default'],
    ['nothing', {}, 2000, 'default'],
    ['capped', { '.timelimit': '30\n' }, 10_000, '.timelimit'],
  ])('the time limit and its origin: %s', (name, files, timeLimitMs, origin) => {
    const dir = packageWith(`time-${name.replace(/\W+/g, '-')}`, { 'problem.yaml': 'name: X\n', ...files });
    expect(readProblemPackage(dir)).toMatchObject({ timeLimitMs, timeLimitOrigin: origin });
  });

  it('refuses a time limit that is not a positive number, naming the file', () => {
    const dir = packageWith('time-bad', {
      'problem.yaml': 'name: X\n',
      'domjudge-problem.ini': "timelimit='fast'\n",
    });
    expect(() => readProblemPackage(dir)).toThrow(
      /the time limit in domjudge-problem.ini is not a positive number/,
    );
  });
});

describe('computedTimeLimit (as problemtools)', () => {
  const modern = DEFAULT_TIME_MULTIPLIERS['2023-07'];
  const legacy = DEFAULT_TIME_MULTIPLIERS.legacy;

  it.each([
    ['2023-07 defaults, rounded up to a second', 1200, modern, 3000, 4500],
    ['2023-07 defaults, a whole second stays', 1500, modern, 3000, 4500],
    ['2023-07 defaults, at least one step', 0, modern, 1000, 1500],
    ['legacy defaults (×5, TLE ×2)', 610, legacy, 4000, 8000],
    ['legacy defaults, exactly 3 s', 600, legacy, 3000, 6000],
    [
      'half-second resolution',
      700,
      { acToTimeLimit: 3, timeLimitToTle: 2, timeResolutionS: 0.5 },
      2500,
      5000,
    ],
    [
      'float noise is not a step (1000 × 1.1 = 1100.0000000000002)',
      1000,
      { acToTimeLimit: 1.1, timeLimitToTle: 1, timeResolutionS: 0.1 },
      1100,
      1100,
    ],
  ])('%s', (name, slowest, multipliers, timeLimitMs, tleLimitMs) => {
    expect(computedTimeLimit(slowest, multipliers)).toEqual({ timeLimitMs, tleLimitMs });
  });

  it('wants a time', () => {
    expect(() => computedTimeLimit(-1, modern)).toThrow(RangeError);
    expect(() => computedTimeLimit(Number.NaN, modern)).toThrow(RangeError);
  });
});
