import type { SolutionVerdict } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { solutionOutcome, verifySummary } from './verify-summary';

const solution = (ok: boolean): SolutionVerdict => ({
  name: 'accepted/solution.cpp',
  language: 'cpp',
  expected: 'Accepted',
  verdict: ok ? 'Accepted' : 'Wrong Answer',
  ok,
  compileMessage: null,
  tests: [],
});

describe('verifySummary', () => {
  it('says whether every solution got its verdict', () => {
    expect(verifySummary(englishT, { ok: true, solutions: [solution(true), solution(true)] })).toBe(
      'All 2 solutions got the verdict they expect.',
    );
    expect(verifySummary(englishT, { ok: true, solutions: [solution(true)] })).toBe(
      'The solution got the verdict it expects.',
    );
    expect(verifySummary(englishT, { ok: false, solutions: [solution(true), solution(false)] })).toBe(
      '1 of 2 solutions did not get the verdict expected.',
    );
    expect(verifySummary(englishT, { ok: true, solutions: [] })).toBe('No reference solutions to verify.');
  });

  it('names each outcome', () => {
    expect(solutionOutcome(englishT, { ok: true })).toBe('OK');
    expect(solutionOutcome(englishT, { ok: false })).toBe('Mismatch');
  });
});
