/** The default grader of scoring problems (grading.ts), on the shapes real packages use. */
import type { Verdict } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUP_SETTINGS, grade, type GroupSettings, type ScoringPlan } from '../src/grading';

const AC: Verdict = 'Accepted';
const WA: Verdict = 'Wrong Answer';
const TLE: Verdict = 'Time Limit Exceeded';

const subtask = (points: number): GroupSettings => ({
  onReject: 'break',
  acceptScore: points,
  rejectScore: 0,
  graderFlags: ['min'],
});

/** problemtools' oddecho shape: samples, then subtasks worth 20, 30 and 50 under a lenient secret root. */
const subtasks: ScoringPlan = {
  testGroups: ['sample', 'secret/group1', 'secret/group1', 'secret/group2', 'secret/group2', 'secret/group3'],
  groups: {
    secret: {
      ...DEFAULT_GROUP_SETTINGS,
      onReject: 'continue',
      graderFlags: ['first_error', 'accept_if_any_accepted'],
    },
    'secret/group1': subtask(20),
    'secret/group2': subtask(30),
    'secret/group3': subtask(50),
  },
};

describe('grading scoring problems', () => {
  it('gives full marks when every test is accepted', () => {
    expect(grade(subtasks, [AC, AC, AC, AC, AC, AC])).toMatchObject({
      score: 100,
      maxScore: 100,
      gradedVerdict: AC,
    });
  });

  it('scores each subtask by its weakest test and adds them up; a partial score is Accepted', () => {
    const result = grade(subtasks, [AC, AC, AC, AC, TLE, WA]);
    expect(result).toMatchObject({ score: 20, maxScore: 100, gradedVerdict: AC });
    expect(result.groups).toEqual([
      { group: 'secret/group1', score: 20, maxScore: 20, verdict: AC },
      { group: 'secret/group2', score: 0, maxScore: 30, verdict: TLE },
      { group: 'secret/group3', score: 0, maxScore: 50, verdict: WA },
    ]);
  });

  it('ignores the samples for the score, and gives the first error when nothing is accepted', () => {
    const result = grade(subtasks, [WA, TLE, AC, WA, AC, WA]);
    expect(result).toMatchObject({ score: 0, gradedVerdict: TLE });
  });

  it('with the defaults counts one point per accepted test, up to the first rejection', () => {
    const plan: ScoringPlan = { testGroups: ['secret', 'secret', 'secret', 'secret'], groups: {} };
    expect(grade(plan, [AC, AC, WA, AC])).toMatchObject({ score: 2, maxScore: 4, gradedVerdict: WA });
    const lenient: ScoringPlan = {
      ...plan,
      groups: { secret: { ...DEFAULT_GROUP_SETTINGS, onReject: 'continue' } },
    };
    expect(grade(lenient, [AC, AC, WA, AC])).toMatchObject({ score: 3, gradedVerdict: WA });
  });

  it('reads settings from the closest ancestor, data/ included', () => {
    const plan: ScoringPlan = {
      testGroups: ['secret/a/deep', 'secret/a/deep', 'secret/b'],
      groups: { '': { ...DEFAULT_GROUP_SETTINGS, acceptScore: 5 }, 'secret/a': subtask(7) },
    };
    // secret/a/deep takes secret/a's (7, min); secret/b takes data's (5 each); the root sums.
    expect(grade(plan, [AC, AC, AC])).toMatchObject({ score: 12, maxScore: 12 });
  });

  it('aggregates with avg and max, and picks the worst error with worst_error', () => {
    const scored = (flags: string[]): ScoringPlan => ({
      testGroups: ['secret', 'secret', 'secret', 'secret'],
      groups: { secret: { onReject: 'continue', acceptScore: 10, rejectScore: 0, graderFlags: flags } },
    });
    expect(grade(scored(['avg']), [AC, WA, AC, AC]).score).toBe(7.5);
    expect(grade(scored(['max']), [WA, AC, WA, WA]).score).toBe(10);
    expect(grade(scored(['worst_error']), [WA, TLE, WA, AC]).gradedVerdict).toBe(TLE);
    expect(grade(scored(['always_accept']), [WA, WA, WA, WA]).gradedVerdict).toBe(AC);
  });
});
