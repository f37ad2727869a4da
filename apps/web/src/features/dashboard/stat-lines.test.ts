import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { acceptanceLine, ratingLine, solvedLine, streakLine, streakValue } from './stat-lines';

describe('dashboard stat lines', () => {
  it('splits solved problems by difficulty', () => {
    expect(solvedLine({ easy: 3, medium: 1, hard: 0 }, englishT)).toBe('3 Easy · 1 Medium · 0 Hard');
  });
  it('gives the accepted share with one decimal', () => {
    expect(acceptanceLine(1, 3, englishT, 'en')).toBe('1 accepted (33.3%)');
    expect(acceptanceLine(0, 0, englishT, 'en')).toBe('No submissions yet');
  });
  it('names the level and the rated contests under the rating', () => {
    expect(ratingLine(1500, 0, englishT)).toBe('Intermediate · no rated contest yet');
    expect(ratingLine(1650, 1, englishT)).toBe('Advanced · 1 rated contest');
    expect(ratingLine(1199, 4, englishT)).toBe('Beginner · 4 rated contests');
  });
  it('counts streak days', () => {
    expect(streakValue(0, englishT)).toBe('0 days');
    expect(streakValue(1, englishT)).toBe('1 day');
    expect(streakLine(12, englishT)).toBe('Longest: 12 days');
  });
});
