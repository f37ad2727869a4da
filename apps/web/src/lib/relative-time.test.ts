import { describe, expect, it } from 'vitest';
import { formatDuration, narrowUnit, relativeTime } from './relative-time';

const now = new Date('2026-01-01T12:00:00Z');

describe('relativeTime', () => {
  it('words past and future times in the largest fitting unit', () => {
    expect(relativeTime('2026-01-01T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-01-03T12:00:00Z', 'en', now)).toBe('in 2 days');
    expect(relativeTime(now, 'en', now)).toBe('now');
  });
});

describe('formatDuration', () => {
  it('shows days and hours, hours and minutes, or minutes', () => {
    expect(formatDuration((3 * 24 + 4) * 3600_000 + 5 * 60_000, 'en')).toBe('3d 4h');
    expect(formatDuration(2 * 3600_000 + 15 * 60_000, 'en')).toBe('2h 15m');
    expect(formatDuration(59_000, 'en')).toBe('0m');
    expect(formatDuration(-5, 'en')).toBe('0m');
  });
});

describe('in Portuguese', () => {
  it('words relative times and durations in the language shown', () => {
    expect(relativeTime('2026-01-01T11:57:00Z', 'pt-BR', now)).toBe('há 3 minutos');
    expect(relativeTime('2026-01-04T12:00:00Z', 'pt-BR', now)).toBe('em 3 dias');
    expect(relativeTime(now, 'pt-BR', now)).toBe('agora');
    expect(formatDuration(2 * 3600_000 + 15 * 60_000, 'pt-BR')).toBe('2 h 15 min');
    expect(formatDuration((3 * 24 + 4) * 3600_000, 'pt-BR')).toBe('3 dias 4 h');
    expect(narrowUnit(15, 'minute', 'pt-BR')).toBe('15 min');
  });
});
