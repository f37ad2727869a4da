import type { ContestSummary } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { contestSections } from './contest-sections';

function contest(id: string, status: ContestSummary['status'], start: string, end: string): ContestSummary {
  return {
    id,
    title: id,
    description: '',
    status,
    startTime: `2026-11-${start}T10:00:00.000Z`,
    endTime: `2026-11-${end}T10:00:00.000Z`,
    participants: 0,
    problemCount: 0,
    type: 'Individual',
    format: 'icpc',
    participation: 'individual',
    visibility: 'public',
  };
}

const ids = (sections: ReturnType<typeof contestSections>) =>
  sections.map((section) => [section.status, section.contests.map((item) => item.id)]);

describe('contest sections', () => {
  it('puts Running first, then Upcoming, then Ended, each in the order people need', () => {
    const sections = contestSections([
      contest('old', 'Ended', '01', '02'),
      contest('later', 'Upcoming', '20', '21'),
      contest('live-long', 'Running', '10', '28'),
      contest('recent', 'Ended', '05', '06'),
      contest('soon', 'Upcoming', '15', '16'),
      contest('live-short', 'Running', '10', '12'),
    ]);
    expect(ids(sections)).toEqual([
      ['Running', ['live-short', 'live-long']],
      ['Upcoming', ['soon', 'later']],
      ['Ended', ['recent', 'old']],
    ]);
  });

  it('leaves out empty sections and keeps the server order on ties', () => {
    const sections = contestSections([contest('b', 'Ended', '01', '02'), contest('a', 'Ended', '01', '02')]);
    expect(ids(sections)).toEqual([['Ended', ['b', 'a']]]);
    expect(contestSections([])).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const list = [contest('x', 'Ended', '01', '02'), contest('y', 'Ended', '03', '04')];
    contestSections(list);
    expect(list.map((item) => item.id)).toEqual(['x', 'y']);
  });
});
