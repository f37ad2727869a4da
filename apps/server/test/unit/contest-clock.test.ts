/** The contest clock's phases at their edges: status, the freeze, when results are final, the frozen board. */
import { describe, expect, it } from 'vitest';
import {
  boardFrozen,
  contestStatus,
  freezeTime,
  resultsFinal,
  revealTime,
  type ContestTimes,
} from '../../src/contests/contest-clock';

const MINUTE = 60_000;
const start = new Date('2025-03-01T10:00:00.000Z');
const end = new Date('2025-03-01T15:00:00.000Z');
const at = (date: Date, deltaMs: number) => new Date(date.getTime() + deltaMs);

/** Five hours, a one-hour freeze, results published 30 minutes after the end unless an admin unfreezes. */
function contest(overrides: Partial<ContestTimes> = {}): ContestTimes {
  return {
    startTime: start,
    endTime: end,
    freezeMinutes: 60,
    revealAfterMinutes: 30,
    unfrozenAt: null,
    ...overrides,
  };
}

describe('contestStatus', () => {
  it('is Upcoming until the start', () => {
    expect(contestStatus(contest(), at(start, -24 * 60 * MINUTE))).toBe('Upcoming');
    expect(contestStatus(contest(), at(start, -1))).toBe('Upcoming');
  });

  it('is Running from the start (inclusive) to just before the end', () => {
    expect(contestStatus(contest(), start)).toBe('Running');
    expect(contestStatus(contest(), at(start, 2 * 60 * MINUTE))).toBe('Running');
    expect(contestStatus(contest(), at(end, -1))).toBe('Running');
  });

  it('is Ended at the end (exclusive) and after', () => {
    expect(contestStatus(contest(), end)).toBe('Ended');
    expect(contestStatus(contest(), at(end, 1))).toBe('Ended');
  });
});

describe('freezeTime', () => {
  it('is null for a contest without a freeze (0 minutes)', () => {
    expect(freezeTime(contest({ freezeMinutes: 0 }))).toBeNull();
  });

  it('is freezeMinutes before the end', () => {
    expect(freezeTime(contest())).toEqual(new Date('2025-03-01T14:00:00.000Z'));
    expect(freezeTime(contest({ freezeMinutes: 1 }))).toEqual(at(end, -MINUTE));
  });
});

describe('resultsFinal', () => {
  it('is never true before the end, not even with an (earlier) unfreeze', () => {
    expect(resultsFinal(contest({ freezeMinutes: 0 }), at(end, -1))).toBe(false);
    expect(resultsFinal(contest(), at(end, -1))).toBe(false);
    expect(resultsFinal(contest({ unfrozenAt: at(end, -MINUTE) }), at(end, -1))).toBe(false);
    expect(resultsFinal(contest({ revealAfterMinutes: 0 }), at(end, -1))).toBe(false);
  });

  it('is true at the end for a contest without a freeze', () => {
    expect(resultsFinal(contest({ freezeMinutes: 0 }), end)).toBe(true);
    expect(resultsFinal(contest({ freezeMinutes: 0, revealAfterMinutes: 120 }), end)).toBe(true);
  });

  it('is false at the end of a frozen contest until it is unfrozen or the reveal time comes', () => {
    expect(resultsFinal(contest(), end)).toBe(false);
    expect(resultsFinal(contest(), at(end, 30 * MINUTE - 1))).toBe(false);
  });

  it('is true once an admin unfroze', () => {
    const unfrozenAt = at(end, 5 * MINUTE);
    expect(resultsFinal(contest({ unfrozenAt }), unfrozenAt)).toBe(true);
    expect(resultsFinal(contest({ unfrozenAt }), at(unfrozenAt, MINUTE))).toBe(true);
  });

  it('is true from end + revealAfterMinutes without an admin', () => {
    expect(revealTime(contest())).toEqual(at(end, 30 * MINUTE));
    expect(resultsFinal(contest(), at(end, 30 * MINUTE))).toBe(true);
    expect(resultsFinal(contest(), at(end, 31 * MINUTE))).toBe(true);
  });

  it('is true at the end of a frozen contest whose reveal delay is 0', () => {
    expect(resultsFinal(contest({ revealAfterMinutes: 0 }), at(end, -1))).toBe(false);
    expect(resultsFinal(contest({ revealAfterMinutes: 0 }), end)).toBe(true);
  });
});

describe('boardFrozen', () => {
  const freeze = new Date('2025-03-01T14:00:00.000Z');

  it('is frozen from the freeze (inclusive) until the reveal time (exclusive)', () => {
    expect(boardFrozen(contest(), start)).toBe(false);
    expect(boardFrozen(contest(), at(freeze, -1))).toBe(false);
    expect(boardFrozen(contest(), freeze)).toBe(true);
    expect(boardFrozen(contest(), at(end, -1))).toBe(true);
    expect(boardFrozen(contest(), end)).toBe(true);
    expect(boardFrozen(contest(), at(end, 30 * MINUTE - 1))).toBe(true);
    expect(boardFrozen(contest(), at(end, 30 * MINUTE))).toBe(false);
  });

  it('is no longer frozen once an admin unfroze after the end', () => {
    const unfrozenAt = at(end, 10 * MINUTE);
    expect(boardFrozen(contest({ unfrozenAt }), unfrozenAt)).toBe(false);
    expect(boardFrozen(contest({ unfrozenAt }), at(end, 20 * MINUTE))).toBe(false);
  });

  it('is frozen until the end even if the reveal delay is 0, and not at the end', () => {
    expect(boardFrozen(contest({ revealAfterMinutes: 0 }), at(end, -1))).toBe(true);
    expect(boardFrozen(contest({ revealAfterMinutes: 0 }), end)).toBe(false);
  });

  it('is never frozen without a freeze', () => {
    const noFreeze = contest({ freezeMinutes: 0 });
    for (const now of [start, freeze, at(end, -1), end, at(end, 30 * MINUTE)]) {
      expect(boardFrozen(noFreeze, now)).toBe(false);
    }
  });
});
