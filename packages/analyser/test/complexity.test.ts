/**
 * Complexity estimates on realistic contest programs with known answers, in all four languages. Each
 * fixture folder names the answer its programs have; the analyser is never told.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../src';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'complexity');
const EXPECTED: Record<string, string> = {
  o1: 'O(1)',
  ologn: 'O(log n)',
  on: 'O(n)',
  onlogn: 'O(n log n)',
  on2: 'O(n^2)',
  o2n: 'O(2^n)',
};
const LANGUAGE_BY_EXTENSION: Record<string, LanguageId> = { c: 'c', cpp: 'cpp', java: 'java', py: 'python' };

type Outcome = { file: string; language: LanguageId; expected: string; actual: string };

async function estimateAll(): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const [folder, expected] of Object.entries(EXPECTED)) {
    for (const file of readdirSync(join(FIXTURES, folder)).sort()) {
      const language = LANGUAGE_BY_EXTENSION[file.split('.').pop() ?? ''];
      if (!language) continue;
      const analysis = await analyseCode(readFileSync(join(FIXTURES, folder, file), 'utf8'), language);
      outcomes.push({ file: `${folder}/${file}`, language, expected, actual: analysis.complexity.time });
    }
  }
  return outcomes;
}

describe('time complexity on programs with known answers', async () => {
  const outcomes = await estimateAll();
  const right = outcomes.filter((o) => o.actual === o.expected);
  const misses = outcomes.filter((o) => o.actual !== o.expected);
  console.log(
    `complexity: ${right.length}/${outcomes.length} right (${((100 * right.length) / outcomes.length).toFixed(1)}%)` +
      misses.map((m) => `\n  miss ${m.file}: expected ${m.expected}, got ${m.actual}`).join(''),
  );

  it('covers every class in all four languages with at least 24 programs', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(24);
    for (const expected of Object.values(EXPECTED)) {
      const languages = new Set(outcomes.filter((o) => o.expected === expected).map((o) => o.language));
      expect([...languages].sort(), expected).toEqual(['c', 'cpp', 'java', 'python']);
    }
  });

  it('is right for at least 80% of the programs', () => {
    expect(right.length / outcomes.length).toBeGreaterThanOrEqual(0.8);
  });

  it.each(Object.values(EXPECTED))('gets %s right in at least three of the four languages', (expected) => {
    const languagesRight = (['c', 'cpp', 'java', 'python'] as const).filter((language) => {
      const ofLanguage = outcomes.filter((o) => o.expected === expected && o.language === language);
      return ofLanguage.filter((o) => o.actual === o.expected).length * 2 > ofLanguage.length;
    });
    expect(languagesRight.length).toBeGreaterThanOrEqual(3);
  });
});

describe('space complexity', () => {
  it.each([
    ['O(1)', 'python', 'a, b = map(int, input().split())\nprint(a * b)\n'],
    ['O(n)', 'python', 'n = int(input())\nvalues = [0] * n\nprint(len(values))\n'],
    ['O(n^2)', 'python', 'n = int(input())\ngrid = [[0] * n for _ in range(n)]\nprint(grid[0][0])\n'],
    ['O(n)', 'cpp', 'int main() { int n; std::cin >> n; std::vector<int> a(n); }'],
    ['O(n^2)', 'cpp', 'int main() { int n; std::cin >> n; vector<vector<int>> g(n, vector<int>(n)); }'],
    ['O(n^2)', 'java', 'class A { void f(int n, int m) { long[][] dp = new long[n + 1][m + 1]; } }'],
    ['O(1)', 'c', 'int main(void) { int dx[4] = {1, 0, -1, 0}; return dx[0]; }'],
    ['O(n)', 'c', 'int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }'],
  ] as const)('%s for %s code', async (expected, language, code) => {
    expect((await analyseCode(code, language)).complexity.space).toBe(expected);
  });
});
