import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { formatText, freezeText, medalsText, penaltyText } from './contest-rules-text';

const formatTime = (iso: string) => iso.slice(11, 16);
const base = {
  endTime: '2026-11-25T12:00:00.000Z',
  freezeTime: '2026-11-25T11:00:00.000Z',
  freezeMinutes: 60,
  frozen: false,
  resultsFinal: false,
  revealAfterMinutes: 60,
};

describe('rules in words', () => {
  it('words the penalty of each format', () => {
    expect(penaltyText({ format: 'icpc', penaltyMinutes: 20 }, englishT)).toBe(
      '20 minutes for each wrong try on a solved problem',
    );
    expect(penaltyText({ format: 'icpc', penaltyMinutes: 1 }, englishT)).toBe(
      '1 minute for each wrong try on a solved problem',
    );
    expect(penaltyText({ format: 'icpc', penaltyMinutes: 0 }, englishT)).toBe('No penalty for wrong tries');
    expect(penaltyText({ format: 'atcoder', penaltyMinutes: 5 }, englishT)).toBe(
      '5 minutes for each wrong try before a gain in points',
    );
    // An IOI contest has no penalty, whatever number is stored.
    expect(penaltyText({ format: 'ioi', penaltyMinutes: 20 }, englishT)).toBe('No penalty for wrong tries');
  });

  it('words how each format ranks', () => {
    expect(formatText({ format: 'icpc', scoring: 'best-subtasks' }, englishT)).toMatch(
      /^ICPC: most problems solved/,
    );
    expect(formatText({ format: 'ioi', scoring: 'best-subtasks' }, englishT)).toMatch(/each subtask's best/);
    expect(formatText({ format: 'ioi', scoring: 'best-submission' }, englishT)).toMatch(
      /your best submission/,
    );
    expect(formatText({ format: 'atcoder', scoring: 'best-subtasks' }, englishT)).toMatch(
      /^AtCoder: most points/,
    );
  });

  it('words the freeze before, during and after it', () => {
    expect(freezeText(base, formatTime, englishT)).toBe(
      'The scoreboard freezes at 11:00, 60 minutes before the end; results are published by 13:00 at the latest.',
    );
    expect(freezeText({ ...base, frozen: true }, formatTime, englishT)).toBe(
      'Frozen since 11:00: results of tries in the last 60 minutes stay hidden until the results are published by 13:00 at the latest.',
    );
    expect(freezeText({ ...base, resultsFinal: true }, formatTime, englishT)).toBe(
      'The scoreboard froze for the last 60 minutes; the final results are out.',
    );
    expect(freezeText({ ...base, freezeTime: null, freezeMinutes: 0 }, formatTime, englishT)).toBe(
      'No freeze: the scoreboard stays live to the end.',
    );
  });

  it('lists the medals given', () => {
    expect(medalsText({ gold: 1, silver: 2, bronze: 3 }, englishT)).toBe('Gold 1 · Silver 2 · Bronze 3');
    expect(medalsText({ gold: 4, silver: 0, bronze: 0 }, englishT)).toBe('Gold 4');
    expect(medalsText({ gold: 0, silver: 0, bronze: 0 }, englishT)).toBe('No medals');
  });
});
