import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { activityStep, dayTitle, heatmapLayout, MAX_HEATMAP_COLUMNS } from './activity-grid';

const ENGLISH = { t: englishT, locale: 'en' };

// 2025-11-09 is a Sunday: 52 weeks before the week of Wednesday 2026-11-11, as the server sends it.
const YEAR = { from: '2025-11-09', to: '2026-11-11' };

describe('heatmapLayout', () => {
  it('lays a year out in 53 week columns of 7 days, Sunday first', () => {
    const layout = heatmapLayout({ ...YEAR, days: [] }, ENGLISH);
    expect(layout.columns).toBe(53);
    expect(layout.cells).toHaveLength(52 * 7 + 4);
    expect(layout.cells[0]).toMatchObject({ date: '2025-11-09', column: 0, row: 0 });
    expect(layout.cells[6]).toMatchObject({ date: '2025-11-15', column: 0, row: 6 });
    expect(layout.cells[7]).toMatchObject({ date: '2025-11-16', column: 1, row: 0 });
    expect(layout.cells.at(-1)).toMatchObject({ date: '2026-11-11', column: 52, row: 3 });
    expect(layout.cells.every((cell) => cell.row === new Date(`${cell.date}T00:00:00Z`).getUTCDay())).toBe(
      true,
    );
  });

  it('counts each day, with its colour step and tooltip; the other days are empty', () => {
    const days = [
      { date: '2025-11-10', accepted: 1 },
      { date: '2026-11-04', accepted: 3 },
    ];
    const layout = heatmapLayout({ ...YEAR, days }, ENGLISH);
    const cell = (date: string) => layout.cells.find((candidate) => candidate.date === date);
    expect(cell('2025-11-10')).toMatchObject({ accepted: 1, step: 1, column: 0, row: 1 });
    expect(cell('2026-11-04')).toMatchObject({
      accepted: 3,
      step: 2,
      column: 51,
      row: 3,
      title: '3 accepted on Wed, 4 Nov 2026',
    });
    expect(cell('2026-11-05')).toMatchObject({
      accepted: 0,
      step: 0,
      title: '0 accepted on Thu, 5 Nov 2026',
    });
  });

  it('starts the grid on the Sunday of a first day that is not one', () => {
    const layout = heatmapLayout({ from: '2026-11-04', to: '2026-11-11', days: [] }, ENGLISH);
    expect(layout.columns).toBe(2);
    expect(layout.cells).toHaveLength(8);
    expect(layout.cells[0]).toMatchObject({ date: '2026-11-04', column: 0, row: 3 });
    expect(layout.cells.at(-1)).toMatchObject({ date: '2026-11-11', column: 1, row: 3 });
  });

  it('never draws more than 53 weeks, keeping the latest', () => {
    const layout = heatmapLayout({ from: '2020-01-01', to: '2026-11-11', days: [] }, ENGLISH);
    expect(layout.columns).toBe(MAX_HEATMAP_COLUMNS);
    expect(layout.cells[0]).toMatchObject({ date: '2025-11-09', column: 0, row: 0 });
  });

  it('draws nothing for a range it cannot read', () => {
    expect(heatmapLayout({ from: '2026-11-11', to: '2026-11-04', days: [] }, ENGLISH).cells).toEqual([]);
    expect(heatmapLayout({ from: 'soon', to: '2026-11-04', days: [] }, ENGLISH).columns).toBe(0);
  });

  it('names each month above the first week column that begins in it', () => {
    const { months } = heatmapLayout({ ...YEAR, days: [] }, ENGLISH);
    expect(months.slice(0, 4)).toEqual([
      { column: 0, label: 'Nov' },
      { column: 4, label: 'Dec' },
      { column: 8, label: 'Jan' },
      { column: 12, label: 'Feb' },
    ]);
    expect(months.map((month) => month.label)).toEqual([
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
    expect(months.at(-1)).toEqual({ column: 51, label: 'Nov' });
  });

  it('drops the first month name when the next one would crowd it', () => {
    // From Sunday 23 November: December begins two columns later.
    const { months } = heatmapLayout({ from: '2025-11-23', to: '2026-01-10', days: [] }, ENGLISH);
    expect(months).toEqual([
      { column: 2, label: 'Dec' },
      { column: 6, label: 'Jan' },
    ]);
  });
});

describe('activityStep', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 3],
    [6, 4],
    [40, 4],
  ])('%i accepted is step %i', (accepted, step) => {
    expect(activityStep(accepted)).toBe(step);
  });
});

describe('dayTitle', () => {
  it('reads the count and the UTC day', () => {
    expect(dayTitle(Date.parse('2026-11-02T00:00:00Z'), 3, ENGLISH)).toBe('3 accepted on Mon, 2 Nov 2026');
  });
});
