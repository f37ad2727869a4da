import { describe, expect, it } from 'vitest';
import { formatDuration, relativeTime } from './relative-time';

const now = new Date('2026-01-01T12:00:00Z');

describe('relativeTime', () => {
  it('words past and future times in the largest fitting unit', () => {
    expect(relativeTime('2026-01-01T11:57:00Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-01-03T12:00:00Z', now)).toBe('in 2 days');
    expect(relativeTime(now, now)).toBe('now');
  });
});

describe('formatDuration', () => {
  it('shows days and hours, hours and minutes, or minutes', () => {
    expect(formatDuration((3 * 24 + 4) * 3600_000 + 5 * 60_000)).toBe('3d 4h');
    expect(formatDuration(2 * 3600_000 + 15 * 60_000)).toBe('2h 15m');
    expect(formatDuration(59_000)).toBe('0m');
    expect(formatDuration(-5)).toBe('0m');
  });
});

describe('in Portuguese', () => {
  it('words relative times and durations in the language shown', () => {
    expect(relativeTime('2026-01-01T11:57:00Z', now, 'pt-BR')).toBe('há 3 minutos');
    expect(formatDuration(2 * 3600_000 + 15 * 60_000, 'pt-BR')).toBe('2 h 15 min');
  });
});
