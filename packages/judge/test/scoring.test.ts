/** A scored request in the real sandbox: every group judged, a `break` group left at its first rejection. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GROUP_SETTINGS, type ScoringPlan } from '../src/grading';
import type { Judge } from '../src/judge';
import { createTestJudge } from './helpers';

/** Echoes its number, except 13, where it answers 0. */
const UNLUCKY = 'n = int(input())\nprint(0 if n == 13 else n)\n';

const numbers = [1, 13, 2, 3, 4, 5, 6];
const plan: ScoringPlan = {
  testGroups: ['secret/a', 'secret/a', 'secret/a', 'secret/a', 'secret/a', 'secret/b', 'secret/b'],
  groups: {
    secret: { ...DEFAULT_GROUP_SETTINGS, onReject: 'continue' },
    'secret/a': { onReject: 'break', acceptScore: 30, rejectScore: 0, graderFlags: ['min'] },
    'secret/b': { onReject: 'break', acceptScore: 70, rejectScore: 0, graderFlags: ['min'] },
  },
};

describe('scored judging', () => {
  let judge: Judge;
  let cleanup: () => Promise<void>;
  beforeAll(() => ({ judge, cleanup } = createTestJudge()));
  afterAll(() => cleanup());

  it('judges every group but stops a break group at its first rejection', async () => {
    const result = await judge.judge({
      language: 'python',
      source: UNLUCKY,
      tests: numbers.map((n, index) => ({ id: String(index + 1), input: `${n}\n`, answer: `${n}\n` })),
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      // Ignored for a scored request: group b must still run after group a fails.
      stopOnFirstFailure: true,
      scoring: plan,
    });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.grade).toMatchObject({ score: 70, maxScore: 100, gradedVerdict: 'Wrong Answer' });
    // One box: test 3 was already queued behind the failing test 2; tests 4 and 5 never ran.
    expect(result.tests.map((test) => test.testId)).toEqual(['1', '2', '3', '6', '7']);
  });
});
