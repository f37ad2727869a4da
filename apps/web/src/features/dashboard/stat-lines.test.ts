import { describe, expect, it } from 'vitest';
import { acceptanceLine, ratingLine, solvedLine, streakLine, streakValue } from './stat-lines';

describe('dashboard stat lines', () => {
  it('splits solved problems by difficulty', () => {
    expect(solvedLine({ easy: 3, medium: 1, hard: 0 })).toBe('3 Easy · 1 Medium · 0 Hard');
  });
  it('gives the accepted share with one decimal', () => {
    expect(acceptanceLine(1, 3)).toBe('1 accepted (33.3%)');
    expect(acceptanceLine(0, 0)).toBe('No submissions yet');
  });
  it('names the level and the rated contests under the rating', () => {
    expect(ratingLine(1500, 0)).toBe('Intermediate · no rated contest yet');
    expect(ratingLine(1650, 1)).toBe('Advanced · 1 rated contest');
    expect(ratingLine(1199, 4)).toBe('Beginner · 4 rated contests');
  });
  it('counts streak days', () => {
    expect(streakValue(0)).toBe('0 days');
    expect(streakValue(1)).toBe('1 day');
    expect(streakLine(12)).toBe('Longest: 12 days');
  });
});
