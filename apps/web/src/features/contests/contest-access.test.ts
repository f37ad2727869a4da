import { describe, expect, it } from 'vitest';
import { canAskClarification, canStartVirtualRun } from './contest-access';

const run = { startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T12:00:00.000Z' };

describe('virtual runs', () => {
  it('are offered after the end to a signed-in user who took no part', () => {
    expect(canStartVirtualRun({ status: 'Ended', virtual: null, registered: false }, true)).toBe(true);
  });
  it('are not offered to guests, contestants, a second time, or before the end', () => {
    expect(canStartVirtualRun({ status: 'Ended', virtual: null }, false)).toBe(false);
    expect(canStartVirtualRun({ status: 'Ended', virtual: null, registered: true }, true)).toBe(false);
    expect(canStartVirtualRun({ status: 'Ended', virtual: run, registered: false }, true)).toBe(false);
    expect(canStartVirtualRun({ status: 'Running', virtual: null, registered: false }, true)).toBe(false);
  });
});

describe('asking the judges', () => {
  it('is for signed-in users until the end', () => {
    expect(canAskClarification({ status: 'Running' }, true)).toBe(true);
    expect(canAskClarification({ status: 'Upcoming' }, true)).toBe(true);
    expect(canAskClarification({ status: 'Ended' }, true)).toBe(false);
    expect(canAskClarification({ status: 'Running' }, false)).toBe(false);
  });
});
