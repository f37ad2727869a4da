import type { ContestDetail } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  clockText,
  countdownText,
  MAX_TIMEOUT_MS,
  msUntilNext,
  phaseAt,
  phaseChangeTimes,
  revealTime,
  virtualCountdownText,
} from './contest-times';

const at = (iso: string) => Date.parse(iso);
const contest = { startTime: '2026-11-25T10:00:00.000Z', endTime: '2026-11-25T12:00:00.000Z' };

describe('clock offset', () => {
  it('is how far the server is ahead of the browser', () => {
    expect(clockOffset('2026-11-25T10:00:05.000Z', at('2026-11-25T10:00:00.000Z'))).toBe(5000);
    expect(clockOffset('2026-11-25T09:59:58.000Z', at('2026-11-25T10:00:00.000Z'))).toBe(-2000);
  });
  it('trusts the browser when the server time cannot be read', () => {
    expect(clockOffset('soon', 0)).toBe(0);
  });
});

describe('phase', () => {
  it('puts the start and the end in the next phase, as the server does', () => {
    expect(phaseAt(contest, at('2026-11-25T09:59:59.999Z'))).toBe('Upcoming');
    expect(phaseAt(contest, at('2026-11-25T10:00:00.000Z'))).toBe('Running');
    expect(phaseAt(contest, at('2026-11-25T11:59:59.999Z'))).toBe('Running');
    expect(phaseAt(contest, at('2026-11-25T12:00:00.000Z'))).toBe('Ended');
  });
});

describe('clock text', () => {
  it('counts hours, minutes and seconds, and days beyond a day', () => {
    expect(clockText(3_723_000)).toBe('1:02:03');
    expect(clockText(59_999)).toBe('0:00:59');
    expect(clockText(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6000)).toBe('3d 04:05:06');
  });
  it('never goes below zero', () => {
    expect(clockText(-5000)).toBe('0:00:00');
  });
});

describe('countdown text', () => {
  it('counts to the start, then to the end', () => {
    expect(countdownText(contest, at('2026-11-25T08:59:30.000Z'))).toBe('Starts in 1:00:30');
    expect(countdownText(contest, at('2026-11-25T11:50:00.000Z'))).toBe('Ends in 0:10:00');
    expect(countdownText(contest, at('2026-11-25T12:00:00.000Z'))).toBe('Ended');
  });
  it('counts a virtual run to its own end', () => {
    const run = { startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T12:00:00.000Z' };
    expect(virtualCountdownText(run, at('2026-11-26T11:00:00.000Z'))).toBe(
      'Your virtual run ends in 1:00:00',
    );
    expect(virtualCountdownText(run, at('2026-11-26T12:00:00.000Z'))).toBe('Your virtual run has ended');
  });
});

describe('next change', () => {
  const now = at('2026-11-25T11:00:00.000Z');
  it('is the nearest time still ahead', () => {
    expect(msUntilNext([contest.startTime, contest.endTime, null, undefined], now)).toBe(3_600_000);
  });
  it('is null when everything is past', () => {
    expect(msUntilNext([contest.startTime], now)).toBeNull();
    expect(msUntilNext([], now)).toBeNull();
  });
  it('is capped at what a timeout can wait', () => {
    expect(msUntilNext(['2027-11-25T10:00:00.000Z'], now)).toBe(MAX_TIMEOUT_MS);
  });
});

describe('phase change times', () => {
  const detail = {
    ...contest,
    freezeTime: '2026-11-25T11:00:00.000Z',
    revealAfterMinutes: 60,
    resultsFinal: false,
    virtual: null,
  } as ContestDetail;

  it('lists the start, the end, the freeze and the latest publication', () => {
    expect(revealTime(detail)).toBe('2026-11-25T13:00:00.000Z');
    expect(phaseChangeTimes(detail).sort()).toEqual([
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T11:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T13:00:00.000Z',
    ]);
  });
  it('leaves out the publication once final or without a freeze, and adds the virtual run end', () => {
    expect(phaseChangeTimes({ ...detail, resultsFinal: true })).not.toContain('2026-11-25T13:00:00.000Z');
    expect(phaseChangeTimes({ ...detail, freezeTime: null })).toEqual([contest.startTime, contest.endTime]);
    const virtual = { startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T12:00:00.000Z' };
    expect(phaseChangeTimes({ ...detail, virtual })).toContain(virtual.endsAt);
  });
});
