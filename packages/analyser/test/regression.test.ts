/**
 * The regression set: classic contest solutions (and harder ones: sieves, harmonic loops, bitmask DP,
 * memoisation by use, halving recursion, permutations), written for this test and not taken from the
 * problem bank, each with the time complexity a reviewer would state (test/fixtures/regression/
 * regression.json). Every one must be right; the score is printed so a regression shows at a glance.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../src';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'regression');
const LANGUAGE_BY_EXTENSION: Record<string, LanguageId> = { c: 'c', cpp: 'cpp', java: 'java', py: 'python' };

type Case = { file: string; time: string; set: 'classic' | 'harder'; note: string };
type Outcome = Case & { actual: string };

const cases = JSON.parse(readFileSync(join(FIXTURES, 'regression.json'), 'utf8')) as Case[];

async function estimate(testCase: Case): Promise<Outcome> {
  const language = LANGUAGE_BY_EXTENSION[testCase.file.split('.').pop() ?? ''];
  if (!language) throw new Error(`${testCase.file}: not C, C++, Java or Python`);
  const analysis = await analyseCode(readFileSync(join(FIXTURES, testCase.file), 'utf8'), language);
  return { ...testCase, actual: analysis.complexity.time };
}

describe('time complexity on the regression set', async () => {
  const outcomes = await Promise.all(cases.map(estimate));
  const score = (set: Case['set']): string => {
    const ofSet = outcomes.filter((o) => o.set === set);
    return `${ofSet.filter((o) => o.actual === o.time).length}/${ofSet.length} ${set}`;
  };
  console.log(
    `regression: ${score('classic')}, ${score('harder')}` +
      outcomes
        .filter((o) => o.actual !== o.time)
        .map((o) => `\n  miss ${o.file}: expected ${o.time}, got ${o.actual} (${o.note})`)
        .join(''),
  );

  it('has at least 30 classic and 10 harder solutions in C++, Python and Java', () => {
    expect(outcomes.filter((o) => o.set === 'classic').length).toBeGreaterThanOrEqual(30);
    expect(outcomes.filter((o) => o.set === 'harder').length).toBeGreaterThanOrEqual(10);
    const languages = new Set(outcomes.map((o) => o.file.split('.').pop()));
    expect([...languages].sort()).toEqual(['cpp', 'java', 'py']);
  });

  it.each(outcomes.map((o) => [o.file, o] as const))('%s', (_file, outcome) => {
    expect(outcome.actual, outcome.note).toBe(outcome.time);
  });
});
