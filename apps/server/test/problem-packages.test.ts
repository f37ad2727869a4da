/**
 * Reading ICPC/Kattis problem packages: the 2023-07 layout of our bank, the legacy layout of older
 * packages (LaTeX statement, output_validators/, .timelimit, validator flags), zips (and zip-slip), and
 * re-importing a package over its problem.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemTests, problems } from '../src/db/schema';
import { parseValidatorFlags } from '../src/problems/package/problem-yaml';
import { PackageError, readProblemPackage } from '../src/problems/package/read-package';
import { unpackZip } from '../src/problems/package/unpack-zip';
import { saveProblemPackage } from '../src/problems/problem-store';
import { FIXTURE_PACKAGES } from './helpers/fixture-problems';
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
    });
    expect(() => readProblemPackage(interactive)).toThrow(/interactive/);
  });

  it('unpacks a zip with one top folder', () => {
    const entries = Object.fromEntries(
      Object.entries(legacyFiles).map(([name, text]) => [`hello/${name}`, strToU8(text)]),
    );
    const zipFile = path.join(scratch, 'hello.zip');
    fs.writeFileSync(zipFile, zipSync(entries));
    const { dir, cleanup } = unpackZip(zipFile);
    try {
      expect(readProblemPackage(dir).title).toBe('Hello Legacy');
    } finally {
      cleanup();
    }
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('refuses a zip whose paths leave the folder', () => {
    const zipFile = path.join(scratch, 'evil.zip');
    fs.writeFileSync(zipFile, zipSync({ '../../escaped.txt': strToU8('pwned') }));
    expect(() => unpackZip(zipFile)).toThrow(/unsafe path/);
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
    expect(fs.existsSync(path.join(uploads, 'problems/add-two/dice.svg'))).toBe(true);
  });
});
