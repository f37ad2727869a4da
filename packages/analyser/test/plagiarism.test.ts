/** Winnowing fingerprints: renaming and reformatting must not hide a copy, and different solutions stay apart. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { plagiarismScore, similarity } from '../src';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'plagiarism');
const read = (file: string): string => readFileSync(join(FIXTURES, file), 'utf8');

// Each copy renames every identifier and changes whitespace, comments, brace style and includes.
const CASES: [LanguageId, string, string, string][] = [
  ['cpp', 'original.cpp', 'copy.cpp', 'unrelated.cpp'],
  ['c', 'original.c', 'copy.c', 'unrelated.c'],
  ['java', 'Original.java', 'Copy.java', 'Unrelated.java'],
  ['python', 'original.py', 'copy.py', 'unrelated.py'],
];

describe.each(CASES)('plagiarism in %s', (language, original, copy, unrelated) => {
  it('scores a renamed and reformatted copy at 80 or more', async () => {
    expect(await similarity(read(original), read(copy), language)).toBeGreaterThanOrEqual(80);
  });

  it('scores an unrelated solution of the same problem at 30 or less', async () => {
    expect(await similarity(read(original), read(unrelated), language)).toBeLessThanOrEqual(30);
    expect(await similarity(read(copy), read(unrelated), language)).toBeLessThanOrEqual(30);
  });

  it('scores identical code 100', async () => {
    expect(await similarity(read(original), read(original), language)).toBe(100);
  });

  it('reports the highest similarity among the others, rounded', async () => {
    expect(
      await plagiarismScore(read(original), language, [read(unrelated), read(copy)]),
    ).toBeGreaterThanOrEqual(80);
    expect(await plagiarismScore(read(original), language, [read(unrelated)])).toBeLessThanOrEqual(30);
    expect(Number.isInteger(await plagiarismScore(read(original), language, [read(unrelated)]))).toBe(true);
    expect(await plagiarismScore(read(original), language, [])).toBe(0);
  });
});
