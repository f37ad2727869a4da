/**
 * Amortised patterns, each asserted exactly: monotonic stacks and queues, sliding windows and two
 * pointers, union-find, BFS/DFS/Kahn/Dijkstra worklists, KMP and the Z-function, input readers — and
 * their look-alikes that really are quadratic (an index or a stack reset for every start, visit marks
 * stamped per query, a find without compression, an extension without a frontier). The fixture folder
 * names the expected complexity; every language is represented in each folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../src';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'amortised');
const EXPECTED: Record<string, string> = { on: 'O(n)', onlogn: 'O(n log n)', on2: 'O(n^2)' };
const LANGUAGE_BY_EXTENSION: Record<string, LanguageId> = { c: 'c', cpp: 'cpp', java: 'java', py: 'python' };

const cases = Object.entries(EXPECTED).flatMap(([folder, expected]) =>
  readdirSync(join(FIXTURES, folder))
    .sort()
    .map((file) => ({ file: `${folder}/${file}`, expected })),
);

describe('amortised loops', () => {
  it('has programs in all four languages for linear and quadratic code', () => {
    for (const folder of ['on', 'on2']) {
      const languages = new Set(
        cases.filter((c) => c.file.startsWith(`${folder}/`)).map((c) => c.file.split('.').pop()),
      );
      expect([...languages].sort(), folder).toEqual(['c', 'cpp', 'java', 'py']);
    }
  });

  it.each(cases)('$file reads as $expected', async ({ file, expected }) => {
    const language = LANGUAGE_BY_EXTENSION[file.split('.').pop() ?? ''];
    if (!language) throw new Error(`${file}: unknown language`);
    const analysis = await analyseCode(readFileSync(join(FIXTURES, file), 'utf8'), language);
    expect(analysis.complexity.time).toBe(expected);
  });

  it('does not call an amortised inner loop "nested loops"', async () => {
    const code = readFileSync(join(FIXTURES, 'on', 'largest_rectangle.py'), 'utf8');
    const analysis = await analyseCode(code, 'python');
    expect(analysis.metrics.maxLoopDepth).toBe(1);
    expect(analysis.reading).not.toMatch(/nested loops/);
  });
});
