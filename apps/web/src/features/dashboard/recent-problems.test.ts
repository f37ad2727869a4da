import type { ProblemSummary } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { recentProblems, type RecentSubmission } from './recent-problems';

function problem(id: string, difficulty: ProblemSummary['difficulty'], acceptanceRate = 50): ProblemSummary {
  return {
    id,
    title: id.toUpperCase(),
    difficulty,
    tags: [],
    timeLimit: 1,
    memoryLimit: 256,
    acceptanceRate,
    numSolved: 0,
    numAttempted: 0,
    submissions: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const BANK = [
  problem('hard-one', 'Hard'),
  problem('medium-one', 'Medium'),
  problem('easy-low', 'Easy', 20),
  problem('easy-high', 'Easy', 80),
];

const at = (minute: number) => `2026-02-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const submission = (
  id: string | null,
  minute: number,
  status: RecentSubmission['status'] = 'Wrong Answer',
) => ({
  problem: id ? { id } : null,
  status,
  submittedAt: at(minute),
});

const shown = (entries: ReturnType<typeof recentProblems>) =>
  entries.map((entry) => `${entry.kind}:${entry.problem.id}`);

describe('recent problems', () => {
  it('suggests the easiest problems of the bank to a user with no submissions', () => {
    expect(shown(recentProblems([], BANK, new Set()))).toEqual([
      'suggested:easy-high',
      'suggested:easy-low',
      'suggested:medium-one',
    ]);
  });

  it('lists the problems last submitted to, newest first and once each, with the latest status', () => {
    const entries = recentProblems(
      [submission('medium-one', 1, 'Accepted'), submission('hard-one', 3), submission('medium-one', 5)],
      BANK,
      new Set(['medium-one']),
    );
    expect(shown(entries)).toEqual(['recent:medium-one', 'recent:hard-one', 'suggested:easy-high']);
    expect(entries[0]).toMatchObject({ status: 'Wrong Answer', submittedAt: at(5) });
  });

  it('skips problems the bank no longer has and suggests none the user has solved', () => {
    const entries = recentProblems(
      [submission(null, 9), submission('two-sum', 8), submission('easy-low', 2, 'Accepted')],
      BANK,
      new Set(['easy-low', 'easy-high']),
    );
    expect(shown(entries)).toEqual(['recent:easy-low', 'suggested:medium-one', 'suggested:hard-one']);
  });

  it('lists nothing when the bank is empty', () => {
    expect(recentProblems([submission('two-sum', 1)], [], new Set())).toEqual([]);
  });
});
