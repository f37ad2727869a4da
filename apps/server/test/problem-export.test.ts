/**
 * Exporting problems (problems/problem-export.ts, package/write-package.ts): every bank package and test
 * fixture, stored and exported as a zip, reads back as the package it was; a stored test order the paths
 * would not give survives through numbered files; validator flags and output validators survive.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageId } from '@codeconquer/contracts';
import { problems } from '../src/db/schema';
import {
  readProblemPackage,
  type PackageTest,
  type ProblemPackage,
} from '../src/problems/package/read-package';
import { unpackZipBytes } from '../src/problems/package/unpack-zip';
import { packageFiles, packageZip } from '../src/problems/package/write-package';
import { loadProblemPackage, type ExportedProblem } from '../src/problems/problem-export';
import { bankPackageDirs, saveProblemPackage } from '../src/problems/problem-store';
import { FIXTURE_PACKAGES, readFixturePackage } from './helpers/fixture-problems';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const BANK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../problems');
const bankDirs = bankPackageDirs(BANK);
const fixtureDirs = fs.readdirSync(FIXTURE_PACKAGES).map((name) => path.join(FIXTURE_PACKAGES, name));

let database: TestDatabase;
let uploads: string;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-export-'));
});

afterAll(async () => {
  await database.dispose();
  fs.rmSync(uploads, { recursive: true, force: true });
});

/** Length and SHA-256: test data is megabytes, and a failure should not print it. */
function digest(data: string | Uint8Array): string {
  return `${typeof data === 'string' ? Buffer.byteLength(data) : data.length}:${crypto.hash('sha256', data, 'hex')}`;
}

/** Everything a package says that the platform keeps, with big texts and images as digests. */
function comparable(pkg: ProblemPackage) {
  return {
    title: pkg.title,
    difficulty: pkg.difficulty,
    tags: pkg.tags,
    hint: pkg.hint,
    author: pkg.author,
    source: pkg.source,
    license: pkg.license,
    timeLimitMs: pkg.timeLimitMs,
    memoryLimitMb: pkg.memoryLimitMb,
    checker: pkg.checker,
    validator: pkg.validator,
    statement: pkg.statement,
    blocks: pkg.blocks,
    tests: pkg.tests.map((test, order) => ({
      order,
      name: test.name,
      input: digest(test.input),
      answer: digest(test.answer),
      explanation: test.explanation,
      isSample: test.isSample,
    })),
    submissions: pkg.submissions.map(({ file, language, expected, source }) => ({
      file,
      language,
      expected,
      source,
    })),
    images: Object.fromEntries([...pkg.images].map(([file, full]) => [file, digest(fs.readFileSync(full))])),
    smallGenerator: pkg.smallGenerator ?? null,
  };
}

type RoundTrip = { exported: ExportedProblem; reread: ReturnType<typeof comparable> };

/**
 * Stores `pkg`, exports it as a zip and reads the zip back. The problem is deleted afterwards, so that
 * the in-memory database holds one problem's test data at a time (the next save prunes it).
 */
async function roundTrip(pkg: ProblemPackage): Promise<RoundTrip> {
  await saveProblemPackage(database.db, uploads, pkg);
  try {
    const exported = await loadProblemPackage(database.db, uploads, pkg.slug);
    const { dir, cleanup } = await unpackZipBytes(packageZip(exported.pkg, exported.imageBytes));
    try {
      return { exported, reread: comparable(readProblemPackage(dir, pkg.slug)) };
    } finally {
      cleanup();
    }
  } finally {
    await database.db.delete(problems).where(eq(problems.id, pkg.slug));
  }
}

function fixtureWith(slug: string, changes: Partial<ProblemPackage>): ProblemPackage {
  return { ...readFixturePackage('add-two'), slug, ...changes };
}

function secretTest(name: string, input: string): PackageTest {
  return { name, input, answer: `answer to ${input}`, explanation: null, interaction: null, isSample: false };
}

describe('exporting a problem as a package', () => {
  it('finds the packages to try', () => {
    expect(bankDirs.length).toBeGreaterThan(0);
    expect(fixtureDirs.length).toBeGreaterThan(0);
  });

  it.each([...bankDirs, ...fixtureDirs].map((dir) => [path.basename(dir), dir]))(
    '%s reads back as it was',
    async (_name, dir) => {
      const original = readProblemPackage(dir);
      const expected = comparable(original);
      const { exported, reread } = await roundTrip(original);
      // Stored and loaded, then written and read: each half on its own, so a failure says which broke.
      expect(comparable(exported.pkg)).toEqual(expected);
      expect(reread).toEqual(expected);
      expect(
        Object.fromEntries([...exported.imageBytes].map(([file, bytes]) => [file, digest(bytes)])),
      ).toEqual(expected.images);
    },
  );

  it('keeps a stored test order that the paths would not give, numbering the tests', async () => {
    const { tests: fixtureTests } = readFixturePackage('add-two');
    const tests = [
      ...fixtureTests.filter((test) => test.isSample),
      secretTest('secret/group2/a', '1 1\n'),
      secretTest('secret/group1/b', '2 2\n'),
      secretTest('secret/03', '3 3\n'),
      secretTest('secret/01', '4 4\n'),
    ];
    const { reread } = await roundTrip(fixtureWith('reordered', { tests }));
    expect(
      reread.tests.map(({ input, answer, isSample, explanation }) => [input, answer, isSample, explanation]),
    ).toEqual(
      tests.map((test) => [digest(test.input), digest(test.answer), test.isSample, test.explanation]),
    );
    // Each name is the stored one with its position put before its first segment under sample/ or secret/.
    const numbered = /^(sample|secret)\/(\d{3})-(.*)$/;
    expect(reread.tests.map((test) => Number(numbered.exec(test.name)?.[2]))).toEqual(
      tests.map((_, i) => i + 1),
    );
    expect(reread.tests.map((test) => test.name.replace(numbered, '$1/$3'))).toEqual(
      tests.map((test) => test.name),
    );
  });

  it('exports a sample stored after secret tests as a sample, read before them', async () => {
    const { tests: fixtureTests } = readFixturePackage('add-two');
    const sample = fixtureTests.find((test) => test.isSample);
    const secret = fixtureTests.filter((test) => !test.isSample);
    if (!sample) throw new Error('the fixture has no sample');
    const { reread } = await roundTrip(fixtureWith('late-sample', { tests: [...secret, sample] }));
    expect(reread.tests.map((test) => [test.input, test.isSample])).toEqual(
      [sample, ...secret].map((test) => [digest(test.input), test.isSample]),
    );
  });

  it.each([
    {
      case: 'one tolerance for both, case sensitive',
      checker: { floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6, caseSensitive: true },
      flags: ['float_tolerance'],
    },
    {
      case: 'two tolerances, space sensitive',
      checker: { floatAbsoluteTolerance: 1e-9, floatRelativeTolerance: 0.0001, spaceChangeSensitive: true },
      flags: ['float_absolute_tolerance', 'float_relative_tolerance'],
    },
    {
      case: 'a relative tolerance alone',
      checker: { floatRelativeTolerance: 2.5e-7 },
      flags: ['float_relative_tolerance'],
    },
  ])("keeps the default checker's flags: $case", async ({ checker, flags }) => {
    const { exported, reread } = await roundTrip(
      fixtureWith(`flags-${flags.length}-${flags[0]}`, { checker }),
    );
    expect(reread.checker).toEqual(checker);
    expect(reread.validator).toBeNull();
    const yaml = parseYaml(
      strFromU8(packageFiles(exported.pkg, exported.imageBytes).get('problem.yaml') ?? new Uint8Array()),
    );
    expect(yaml.validation).toBe('default');
    const written = String(yaml.validator_flags ?? '').split(' ');
    for (const flag of flags) expect(written).toContain(flag);
    expect(written.filter((word) => /tolerance/.test(word))).toHaveLength(flags.length);
  });

  it.each([
    {
      case: 'a C++ validator with flags',
      language: 'cpp' as LanguageId,
      args: ['float_tolerance', '1e-6', 'case_sensitive'],
    },
    { case: 'a Python validator with its own flag', language: 'python' as LanguageId, args: ['mode=strict'] },
    { case: 'a Java validator without flags', language: 'java' as LanguageId, args: [] },
    { case: 'a C validator without flags', language: 'c' as LanguageId, args: [] },
  ])('keeps the output validator and the flags it is given: $case', async ({ language, args }) => {
    const source = `// a ${language} validator\n#include "testlib.h"\n`;
    const validator = { language, source, ...(args.length > 0 && { args }) };
    const { exported, reread } = await roundTrip(fixtureWith(`validator-${language}`, { validator }));
    expect(reread.validator).toEqual(validator);
    const yaml = parseYaml(
      strFromU8(packageFiles(exported.pkg, exported.imageBytes).get('problem.yaml') ?? new Uint8Array()),
    );
    expect(yaml.validation).toBe('custom');
    expect(yaml.validator_flags).toBe(args.length > 0 ? args.join(' ') : undefined);
  });

  it('keeps metadata that YAML would read as something else unless quoted', async () => {
    const metadata = {
      title: 'true',
      tags: ['123', 'Graphs, Trees', 'null'],
      hint: 'Think:  #1 - "quoted"\n  then \'more\': [not, a, list]',
      author: 'Ada, Grace: and others',
      source: 'NWERC 2020; Problem K',
      license: null,
      timeLimitMs: 1500,
      memoryLimitMb: 1024,
    };
    const { reread } = await roundTrip(fixtureWith('odd-metadata', metadata));
    expect(reread).toMatchObject(metadata);
  });

  it('says when there is no such problem', async () => {
    await expect(loadProblemPackage(database.db, uploads, 'no-such-problem')).rejects.toMatchObject({
      code: 'PROBLEM_NOT_FOUND',
    });
  });
});
