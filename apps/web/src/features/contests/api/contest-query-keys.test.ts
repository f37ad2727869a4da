import { describe, expect, it } from 'vitest';
import { contestKeys, keysForEvent } from './contest-query-keys';

/** Whether invalidating `prefix` reaches `key` (TanStack Query matches keys by prefix). */
const reaches = (prefix: readonly string[], key: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('contest events', () => {
  const id = 'c1';
  it('read again what each event changed', () => {
    const scoreboard = keysForEvent('scoreboard', id);
    expect(scoreboard.some((key) => reaches(key, contestKeys.scoreboardPage(id, 'u1', 2)))).toBe(true);
    expect(scoreboard.some((key) => reaches(key, contestKeys.clarificationsFor(id, 'u1')))).toBe(false);
    // A verdict does not make every viewer read the contest itself again: the board carries the counts.
    expect(scoreboard.some((key) => reaches(key, contestKeys.detailFor(id, 'u1')))).toBe(false);

    const submissions = keysForEvent('submissions', id);
    expect(submissions.some((key) => reaches(key, contestKeys.submissionsPage(id, 'u1', 1)))).toBe(true);
    expect(submissions.some((key) => reaches(key, contestKeys.scoreboardPage(id, 'u1', 1)))).toBe(false);

    const clarifications = keysForEvent('clarifications', id);
    expect(clarifications.some((key) => reaches(key, contestKeys.clarificationsFor(id, 'guest')))).toBe(true);
    expect(clarifications.some((key) => reaches(key, contestKeys.scoreboardPage(id, 'guest', 1)))).toBe(
      false,
    );

    const contest = keysForEvent('contest', id);
    expect(contest.some((key) => reaches(key, contestKeys.detailFor(id, 'u1')))).toBe(true);
    expect(contest.some((key) => reaches(key, contestKeys.list('u1')))).toBe(true);
  });
  it('touch only their own contest', () => {
    for (const event of ['scoreboard', 'clarifications', 'contest', 'submissions'] as const)
      expect(keysForEvent(event, id).some((key) => reaches(key, contestKeys.detailFor('c2', 'u1')))).toBe(
        false,
      );
  });
});
