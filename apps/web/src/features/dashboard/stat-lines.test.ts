import { describe, expect, it } from 'vitest';
import { acceptanceLine, solvedLine } from './stat-lines';

describe('dashboard stat lines', () => {
  it('splits solved problems by difficulty', () => {
    expect(solvedLine({ easy: 3, medium: 1, hard: 0 })).toBe('3 Easy · 1 Medium · 0 Hard');
  });
  it('gives the accepted share with one decimal', () => {
    expect(acceptanceLine(1, 3)).toBe('1 accepted (33.3%)');
    expect(acceptanceLine(0, 0)).toBe('No submissions yet');
  });
});
