import { describe, expect, it } from 'vitest';
import {
  busiestDay,
  chartLabel,
  dayTickText,
  newThisWeekText,
  submissionsTotal,
  submissionsText,
  type DayCount,
} from './overview-numbers';
import ptBR from '@/i18n/messages/pt-BR';
import { englishT, translatorIn } from '@/i18n/english-translate';

/** 30 days ending 2026-11-30, all 0 but the ones given. */
function month(counts: Record<string, number>): DayCount[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = `2026-11-${String(index + 1).padStart(2, '0')}`;
    return { day, count: counts[day] ?? 0 };
  });
}

describe('overview numbers', () => {
  it('adds up the submissions of every day', () => {
    expect(submissionsTotal(month({ '2026-11-02': 3, '2026-11-20': 85, '2026-11-30': 1 }))).toBe(89);
    expect(submissionsTotal(month({}))).toBe(0);
    expect(submissionsTotal([])).toBe(0);
  });

  it('finds the busiest day, the latest of equal days, and none when nothing was submitted', () => {
    expect(busiestDay(month({ '2026-11-02': 3, '2026-11-20': 85 }))).toEqual({
      day: '2026-11-20',
      count: 85,
    });
    expect(busiestDay(month({ '2026-11-02': 7, '2026-11-09': 7, '2026-11-05': 2 }))).toEqual({
      day: '2026-11-09',
      count: 7,
    });
    expect(busiestDay(month({}))).toBeNull();
  });

  it('names the chart by its total and its busiest day', () => {
    expect(chartLabel(englishT, month({ '2026-11-01': 1149, '2026-11-20': 85 }))).toBe(
      '1,234 submissions in the last 30 days, most on 2026-11-01 (1,149)',
    );
    expect(chartLabel(englishT, month({ '2026-11-03': 40, '2026-11-20': 85 }))).toBe(
      '125 submissions in the last 30 days, most on 2026-11-20 (85)',
    );
    expect(chartLabel(englishT, month({ '2026-11-30': 1 }))).toBe(
      '1 submission in the last 30 days, most on 2026-11-30 (1)',
    );
    expect(chartLabel(englishT, month({}))).toBe('No submissions in the last 30 days');
  });

  it('counts submissions and new users in words', () => {
    expect(submissionsText(englishT, 1)).toBe('1 submission');
    expect(submissionsText(englishT, 0)).toBe('0 submissions');
    expect(submissionsText(englishT, 1234)).toBe('1,234 submissions');
    expect(newThisWeekText(englishT, 3)).toBe('+3 this week');
    expect(newThisWeekText(englishT, 0)).toBe('+0 this week');
    expect(newThisWeekText(englishT, 12000)).toBe('+12,000 this week');
  });

  it('writes an axis tick as month and day, leaving anything else as it is', () => {
    expect(dayTickText('2026-11-20', 'en')).toBe('Nov 20');
    expect(dayTickText('2027-01-05', 'en')).toBe('Jan 5');
    expect(dayTickText('2026-12-31', 'en')).toBe('Dec 31');
    expect(dayTickText('2026-13-01', 'en')).toBe('2026-13-01');
    expect(dayTickText('yesterday', 'en')).toBe('yesterday');
    expect(dayTickText('2026-11-20', 'pt-BR')).toBe('20 de nov.');
  });

  it('says the same in Brazilian Portuguese, with its plurals and its thousands separator', () => {
    const portugueseT = translatorIn('pt-BR', ptBR);
    expect(chartLabel(portugueseT, month({ '2026-11-01': 1149, '2026-11-20': 85 }))).toBe(
      '1.234 submissões nos últimos 30 dias, a maioria em 2026-11-01 (1.149)',
    );
    expect(chartLabel(portugueseT, month({}))).toBe('Nenhuma submissão nos últimos 30 dias');
    expect(submissionsText(portugueseT, 1)).toBe('1 submissão');
    expect(newThisWeekText(portugueseT, 12000)).toBe('+12.000 nesta semana');
  });
});
