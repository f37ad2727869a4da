import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoFromLocalInput, localInputFromDate, localInputFromIso, offsetText } from './datetime-local';

describe('offsetText', () => {
  it('writes minutes east of UTC as an ISO offset', () => {
    expect(offsetText(0)).toBe('+00:00');
    expect(offsetText(60)).toBe('+01:00');
    expect(offsetText(330)).toBe('+05:30');
    expect(offsetText(-300)).toBe('-05:00');
    expect(offsetText(-570)).toBe('-09:30');
  });
});

describe('datetime-local ↔ ISO in the browser’s zone', () => {
  it('sends the typed wall-clock time with the offset of that date', () => {
    const iso = isoFromLocalInput('2025-03-01T14:30');
    const local = new Date(2025, 2, 1, 14, 30);
    expect(iso).toBe(`2025-03-01T14:30:00${offsetText(-local.getTimezoneOffset())}`);
    expect(Date.parse(iso ?? '')).toBe(local.getTime());
  });

  it('keeps typed seconds and drops fractions', () => {
    expect(isoFromLocalInput('2025-03-01T14:30:15.250')?.slice(0, 19)).toBe('2025-03-01T14:30:15');
  });

  it('shows a stored time as the wall clock, to the minute', () => {
    const stored = new Date(2025, 6, 4, 9, 5, 42).toISOString();
    expect(localInputFromIso(stored)).toBe('2025-07-04T09:05');
    expect(localInputFromDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31T23:59');
  });

  it('round-trips what the input holds', () => {
    for (const value of ['2025-01-15T00:00', '2025-06-30T23:59', '2026-10-25T12:00']) {
      expect(localInputFromIso(isoFromLocalInput(value) ?? '')).toBe(value);
    }
  });

  it('refuses what is not a time', () => {
    expect(isoFromLocalInput('')).toBeNull();
    expect(isoFromLocalInput('2025-03-01')).toBeNull();
    expect(isoFromLocalInput('2025-02-31T10:00')).toBeNull();
    expect(isoFromLocalInput('2025-13-01T10:00')).toBeNull();
    expect(isoFromLocalInput('2025-03-01T24:00')).toBeNull();
    expect(localInputFromIso('not a time')).toBe('');
  });
});

// The conversions must hold away from UTC too (the machines running tests usually are in UTC). Node
// takes a new TZ at once; vitest runs each test file in a process of its own.
function inZone(zone: string) {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

describe.each([
  // zone, January's offset, July's offset, 17:00 UTC on 15 January on the zone's clock
  ['America/New_York', '-05:00', '-04:00', '2025-01-15T12:00'],
  ['Asia/Kolkata', '+05:30', '+05:30', '2025-01-15T22:30'],
  ['Australia/Adelaide', '+10:30', '+09:30', '2025-01-16T03:30'],
])('in %s', (zone, january, july, shown) => {
  inZone(zone);

  it('uses the offset of the date, daylight saving included', () => {
    expect(isoFromLocalInput('2025-01-15T12:00')).toBe(`2025-01-15T12:00:00${january}`);
    expect(isoFromLocalInput('2025-07-15T12:00')).toBe(`2025-07-15T12:00:00${july}`);
  });

  it('shows a UTC time on the zone’s wall clock', () => {
    expect(localInputFromIso('2025-01-15T17:00:00Z')).toBe(shown);
  });

  it('round-trips what the input holds', () => {
    for (const value of ['2025-01-15T00:00', '2025-07-15T12:00', '2025-10-05T01:30']) {
      expect(localInputFromIso(isoFromLocalInput(value) ?? '')).toBe(value);
    }
  });
});

describe('a time daylight saving skips', () => {
  inZone('America/New_York');

  it('moves forward, its text and offset agreeing', () => {
    // 9 March 2025: New York's clocks jump from 02:00 to 03:00.
    expect(isoFromLocalInput('2025-03-09T02:30')).toBe('2025-03-09T03:30:00-04:00');
  });
});
