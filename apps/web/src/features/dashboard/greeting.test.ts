import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { greetingFor } from './greeting';

const joinedAt = '2026-01-01T12:00:00.000Z';
const after = (seconds: number) => new Date(new Date(joinedAt).getTime() + seconds * 1000);

describe('dashboard greeting', () => {
  it('welcomes an account younger than 60 seconds', () => {
    expect(greetingFor({ name: 'Ada', joinedAt }, after(0), englishT)).toBe('Welcome, Ada!');
    expect(greetingFor({ name: 'Ada', joinedAt }, after(59), englishT)).toBe('Welcome, Ada!');
  });
  it('welcomes back from the 60th second on', () => {
    expect(greetingFor({ name: 'Ada', joinedAt }, after(60), englishT)).toBe('Welcome back, Ada!');
    expect(greetingFor({ name: 'Ada', joinedAt }, after(24 * 3600), englishT)).toBe('Welcome back, Ada!');
  });
  it('welcomes a brand-new user on the first visit after sign-up, however late', () => {
    expect(greetingFor({ name: 'Ada', joinedAt }, after(90), englishT, true)).toBe('Welcome, Ada!');
    expect(greetingFor({ name: 'Ada', joinedAt }, after(3600), englishT, true)).toBe('Welcome, Ada!');
    expect(greetingFor({ name: 'Ada', joinedAt }, after(90), englishT, false)).toBe('Welcome back, Ada!');
  });
});
