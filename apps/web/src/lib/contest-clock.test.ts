import { describe, expect, it } from 'vitest';
import { clockText, serverClockOffset, windowPhase } from './contest-clock';

const at = (iso: string) => Date.parse(iso);

describe('server clock offset', () => {
  it('is how far the server is ahead of the browser', () => {
    expect(serverClockOffset('2026-11-25T10:00:05.000Z', at('2026-11-25T10:00:00.000Z'))).toBe(5000);
    expect(serverClockOffset('2026-11-25T09:59:58.000Z', at('2026-11-25T10:00:00.000Z'))).toBe(-2000);
  });
  it('trusts the browser when the server time cannot be read', () => {
    expect(serverClockOffset('soon', 0)).toBe(0);
  });
});

describe('window phase', () => {
  const start = at('2026-11-25T10:00:00.000Z');
  const end = at('2026-11-25T12:00:00.000Z');
  it('puts the start in the run and the end in what follows, as the server does', () => {
    expect(windowPhase(start, end, start - 1)).toBe('before');
    expect(windowPhase(start, end, start)).toBe('running');
    expect(windowPhase(start, end, end - 1)).toBe('running');
    expect(windowPhase(start, end, end)).toBe('over');
  });
});

describe('clock text', () => {
  it('counts hours, minutes and seconds, and days beyond a day', () => {
    expect(clockText(0, 'en')).toBe('0:00:00');
    expect(clockText(3_723_000, 'en')).toBe('1:02:03');
    expect(clockText(59_999, 'en')).toBe('0:00:59');
    expect(clockText(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6000, 'en')).toBe('3d 04:05:06');
  });
  it('never goes below zero', () => {
    expect(clockText(-5000, 'en')).toBe('0:00:00');
  });
  it('words the days in the language shown', () => {
    expect(clockText(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6000, 'pt-BR')).toBe('3 dias 04:05:06');
  });
});
