import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('intl-formats', () => {
  it('makes one formatter per language and options, and reuses it', () => {
    const first = dateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { month: 'short', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' })).not.toBe(first);
  });

  it('formats as the options say, in the language asked for', () => {
    const november = Date.UTC(2026, 10, 4);
    expect(dateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(november)).toBe('Nov');
    expect(dateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(november)).toBe('novembro');
    expect(numberFormat('pt-BR', { maximumFractionDigits: 1 }).format(3.25)).toBe('3,3');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
